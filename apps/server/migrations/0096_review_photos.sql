-- Photos of a review (modules/reviews owns this table): up to five, stored by the same photo store as the
-- products' (the key names `<key>-<width>.webp`), in the order the buyer sent them. They go with their review
-- when it is deleted or an operator hides it.
CREATE TABLE review_photos (
  id        serial PRIMARY KEY,
  review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  image_key text NOT NULL,
  width     integer NOT NULL,
  height    integer NOT NULL,
  position  integer NOT NULL,
  UNIQUE (review_id, position)
);

