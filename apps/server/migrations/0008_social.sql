-- Favourites, reviews, notifications and chat.

CREATE TABLE favorites (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);
CREATE INDEX favorites_user_idx ON favorites (user_id, created_at DESC, id DESC);

-- One review per order item: the unique key is what turns a second review into 409.
CREATE TABLE reviews (
  id            serial PRIMARY KEY,
  order_item_id integer NOT NULL UNIQUE REFERENCES order_items (id) ON DELETE CASCADE,
  product_id    integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  buyer_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  star          integer NOT NULL CHECK (star BETWEEN 1 AND 5),
  message       text NOT NULL CHECK (char_length(message) <= 2000),
  reply         text CHECK (char_length(reply) <= 2000),
  reply_at      timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC, id DESC);
CREATE INDEX reviews_buyer_idx ON reviews (buyer_id);

CREATE TABLE notifications (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type       text NOT NULL,
  title      text NOT NULL,
  text       text NOT NULL,
  link       text NOT NULL DEFAULT '',
  read_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- A conversation is between one customer and one store (seller); product_id is where it started.
CREATE TABLE conversations (
  id              serial PRIMARY KEY,
  customer_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id      integer REFERENCES products (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz,
  UNIQUE (customer_id, seller_id),
  CHECK (customer_id <> seller_id)
);
CREATE INDEX conversations_seller_idx ON conversations (seller_id, last_message_at DESC NULLS LAST);
CREATE INDEX conversations_customer_idx ON conversations (customer_id, last_message_at DESC NULLS LAST);

CREATE TABLE messages (
  id              serial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text            text NOT NULL CHECK (char_length(text) <= 2000),
  product_id      integer REFERENCES products (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  read_at         timestamptz
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, id DESC);
CREATE INDEX messages_unread_idx ON messages (conversation_id, sender_id) WHERE read_at IS NULL;
