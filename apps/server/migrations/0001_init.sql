-- Accounts and catalogue. Money is integer rupiah; never floats.
CREATE TABLE users (
  id            serial PRIMARY KEY,
  role          text NOT NULL CHECK (role IN ('customer', 'seller')),
  email         text NOT NULL,
  -- login handle: the username of a customer, the store name of a seller
  username      text NOT NULL,
  password_hash text NOT NULL,
  name          text NOT NULL DEFAULT '',
  gender        text NOT NULL DEFAULT '',
  phone         text NOT NULL DEFAULT '',
  address       text NOT NULL DEFAULT '',
  store_desc    text NOT NULL DEFAULT '',
  image_key     text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE categories (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE brands (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE sizes (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE colors (id integer PRIMARY KEY, hex text NOT NULL UNIQUE, name text NOT NULL);

CREATE TABLE products (
  id          serial PRIMARY KEY,
  seller_id   integer NOT NULL REFERENCES users (id),
  name        text NOT NULL,
  description text NOT NULL,
  price       integer NOT NULL CHECK (price > 0),
  stock       integer NOT NULL CHECK (stock >= 0),
  sold        integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  category_id integer NOT NULL REFERENCES categories (id),
  brand_id    integer NOT NULL REFERENCES brands (id),
  size_id     integer NOT NULL REFERENCES sizes (id),
  color_id    integer NOT NULL REFERENCES colors (id),
  width_cm    real,
  depth_cm    real,
  height_cm   real,
  weight_kg   real,
  material    text,
  -- archived products are hidden from the shop but kept for order history
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- One index per list order the API offers (latest, oldest, cheap, expensive), active products only,
-- plus the filter columns leading where a filter narrows the list.
CREATE INDEX products_latest_idx ON products (created_at DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_price_idx ON products (price, id) WHERE status = 'active';
CREATE INDEX products_brand_idx ON products (brand_id, created_at DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_category_idx ON products (category_id, created_at DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_size_idx ON products (size_id, created_at DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_color_idx ON products (color_id, created_at DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_seller_idx ON products (seller_id, created_at DESC, id DESC);

CREATE TABLE product_photos (
  id         serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position   integer NOT NULL,
  file_key   text NOT NULL,
  width      integer NOT NULL,
  height     integer NOT NULL,
  UNIQUE (product_id, position)
);

CREATE TABLE contact_messages (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  email      text NOT NULL,
  website    text NOT NULL DEFAULT '',
  plan       text NOT NULL,
  message    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
