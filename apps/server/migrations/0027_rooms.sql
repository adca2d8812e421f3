-- Room fit: a customer's saved rooms, and the packed size products are delivered in.

CREATE TABLE rooms (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  width_cm    double precision NOT NULL CHECK (width_cm > 0),
  depth_cm    double precision NOT NULL CHECK (depth_cm > 0),
  height_cm   double precision NOT NULL CHECK (height_cm > 0),
  -- the narrowest opening on the way in (front door, stairwell, lift door)
  door_width_cm  double precision NOT NULL CHECK (door_width_cm > 0),
  door_height_cm double precision NOT NULL CHECK (door_height_cm > 0),
  notes       text CHECK (char_length(notes) <= 500),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rooms_user_idx ON rooms (user_id, id);

-- Packed (shipping box) size; NULL = the product's own width/depth/height is used.
ALTER TABLE products ADD COLUMN IF NOT EXISTS packed_width_cm real CHECK (packed_width_cm > 0);
ALTER TABLE products ADD COLUMN IF NOT EXISTS packed_depth_cm real CHECK (packed_depth_cm > 0);
ALTER TABLE products ADD COLUMN IF NOT EXISTS packed_height_cm real CHECK (packed_height_cm > 0);
ALTER TABLE products ADD COLUMN IF NOT EXISTS packed_weight_kg real CHECK (packed_weight_kg > 0);
