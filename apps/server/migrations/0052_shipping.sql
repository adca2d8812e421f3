-- Addresses, courier services with rate tables, store origins and capacity calendars, delivery slots.

-- ---------- the customer's address book ----------
CREATE TABLE addresses (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label         text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 30),
  recipient     text NOT NULL CHECK (char_length(recipient) BETWEEN 1 AND 100),
  phone         text NOT NULL CHECK (phone ~ '^[0-9]{6,13}$'),
  province_code text NOT NULL REFERENCES area_provinces (code),
  regency_code  text NOT NULL REFERENCES area_regencies (code),
  district_code text NOT NULL REFERENCES area_districts (code),
  village_code  text NOT NULL REFERENCES area_villages (code),
  postal_code   text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
  street        text NOT NULL CHECK (char_length(street) BETWEEN 3 AND 200),
  details       text CHECK (char_length(details) <= 200),
  is_default    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id, id);
-- one default per customer
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;

-- ---------- courier services and their rate tables ----------
CREATE TABLE shipping_services (
  code          text PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{2,30}$'),
  name          text NOT NULL,
  -- parcel: volumetric L×W×H/6000; cargo (trucking) and the store's own delivery: /4000
  kind          text NOT NULL CHECK (kind IN ('parcel', 'cargo', 'own')),
  max_side_cm   real,
  max_sum_cm    real,
  max_weight_kg real,
  position      integer NOT NULL DEFAULT 0
);

-- One row = one route of one service: origin province → destination province, or a single destination
-- city/regency (which wins over its province's row). `bands`: [{"up_to_kg": n|null, "base": rp, "per_kg": rp}]
-- (price = base + per_kg × billable kg of the first band covering the weight). Own-delivery routes belong to
-- a store (seller_id) and start from its origin, so they have no origin_province.
CREATE TABLE shipping_rates (
  id              serial PRIMARY KEY,
  service_code    text NOT NULL REFERENCES shipping_services (code),
  seller_id       integer REFERENCES users (id) ON DELETE CASCADE,
  origin_province text REFERENCES area_provinces (code),
  dest_province   text NOT NULL REFERENCES area_provinces (code),
  dest_regency    text REFERENCES area_regencies (code),
  bands           jsonb NOT NULL,
  eta_min_days    integer NOT NULL CHECK (eta_min_days >= 0),
  eta_max_days    integer NOT NULL,
  CHECK (eta_max_days >= eta_min_days),
  CHECK ((seller_id IS NULL) = (origin_province IS NOT NULL))
);
CREATE UNIQUE INDEX shipping_rates_route ON shipping_rates
  (service_code, COALESCE(seller_id, 0), COALESCE(origin_province, ''), dest_province, COALESCE(dest_regency, ''));
CREATE INDEX shipping_rates_lookup ON shipping_rates (origin_province, dest_province) WHERE seller_id IS NULL;
CREATE INDEX shipping_rates_own ON shipping_rates (seller_id) WHERE seller_id IS NOT NULL;

INSERT INTO shipping_services (code, name, kind, max_side_cm, max_sum_cm, max_weight_kg, position) VALUES
  ('jne-reg', 'JNE REG', 'parcel', 150, 300, 50, 1),
  ('jnt-ez', 'J&T EZ', 'parcel', 100, 200, 50, 2),
  ('sicepat-reg', 'SiCepat REG', 'parcel', 120, 250, 50, 3),
  ('jne-jtr', 'JNE JTR (trucking)', 'cargo', 400, NULL, 2000, 4),
  ('sicepat-gokil', 'SiCepat GOKIL (cargo)', 'cargo', 300, NULL, 1000, 5),
  ('own', 'Store delivery', 'own', NULL, NULL, 1000, 6);

-- The national rate tables, from a distance tier between the islands of origin and destination (0 = the same
-- province … 5 = across the country) and each service's per-kilogram tariff and delivery time per tier.
-- Operators change rows of shipping_rates; orders keep what they were charged.
WITH island (province, grp) AS (
  SELECT code, CASE
    WHEN code IN ('31', '32', '33', '34', '35', '36') THEN 'jawa'
    WHEN code IN ('51', '52', '53') THEN 'nusa'
    WHEN code LIKE '1%' OR code = '21' THEN 'sumatera'
    WHEN code LIKE '6%' THEN 'kalimantan'
    WHEN code LIKE '7%' THEN 'sulawesi'
    WHEN code LIKE '8%' THEN 'maluku'
    ELSE 'papua' END
  FROM area_provinces
), far (a, b, tier) AS (
  VALUES ('jawa', 'sumatera', 2), ('jawa', 'nusa', 2), ('jawa', 'kalimantan', 3), ('jawa', 'sulawesi', 3),
         ('jawa', 'maluku', 4), ('jawa', 'papua', 5), ('sumatera', 'nusa', 3), ('sumatera', 'kalimantan', 3),
         ('sumatera', 'sulawesi', 4), ('sumatera', 'maluku', 5), ('sumatera', 'papua', 5),
         ('nusa', 'kalimantan', 3), ('nusa', 'sulawesi', 3), ('nusa', 'maluku', 4), ('nusa', 'papua', 4),
         ('kalimantan', 'sulawesi', 3), ('kalimantan', 'maluku', 4), ('kalimantan', 'papua', 5),
         ('sulawesi', 'maluku', 3), ('sulawesi', 'papua', 4), ('maluku', 'papua', 3)
), route AS (
  SELECT o.province AS origin, d.province AS dest,
         CASE WHEN o.province = d.province THEN 0 WHEN o.grp = d.grp THEN 1
              ELSE (SELECT tier FROM far WHERE (a, b) IN ((o.grp, d.grp), (d.grp, o.grp))) END AS tier
    FROM island o CROSS JOIN island d
), tariff (service_code, tier, per_kg, eta_min, eta_max, min_kg) AS (
  VALUES ('jne-reg', 0, 9000, 1, 2, 1), ('jne-reg', 1, 14000, 2, 3, 1), ('jne-reg', 2, 24000, 3, 5, 1),
         ('jne-reg', 3, 38000, 4, 6, 1), ('jne-reg', 4, 58000, 5, 8, 1), ('jne-reg', 5, 92000, 6, 10, 1),
         ('jnt-ez', 0, 8500, 1, 2, 1), ('jnt-ez', 1, 13000, 2, 4, 1), ('jnt-ez', 2, 23000, 3, 5, 1),
         ('jnt-ez', 3, 36000, 4, 7, 1), ('jnt-ez', 4, 56000, 5, 9, 1), ('jnt-ez', 5, 90000, 7, 11, 1),
         ('sicepat-reg', 0, 8000, 1, 2, 1), ('sicepat-reg', 1, 13500, 2, 3, 1), ('sicepat-reg', 2, 23500, 3, 5, 1),
         ('sicepat-reg', 3, 37000, 4, 7, 1), ('sicepat-reg', 4, 57000, 5, 9, 1), ('sicepat-reg', 5, 91000, 7, 12, 1),
         -- trucking: 10 kg minimum, much cheaper per kilogram, slower
         ('jne-jtr', 0, 3000, 2, 4, 10), ('jne-jtr', 1, 4500, 3, 6, 10), ('jne-jtr', 2, 7500, 5, 8, 10),
         ('jne-jtr', 3, 12000, 7, 12, 10), ('jne-jtr', 4, 19000, 10, 16, 10), ('jne-jtr', 5, 30000, 14, 21, 10),
         ('sicepat-gokil', 0, 3200, 2, 3, 10), ('sicepat-gokil', 1, 4800, 3, 5, 10),
         ('sicepat-gokil', 2, 8000, 4, 7, 10), ('sicepat-gokil', 3, 12500, 6, 10, 10),
         ('sicepat-gokil', 4, 20000, 9, 14, 10), ('sicepat-gokil', 5, 32000, 12, 18, 10)
)
INSERT INTO shipping_rates (service_code, origin_province, dest_province, bands, eta_min_days, eta_max_days)
SELECT t.service_code, r.origin, r.dest,
       CASE WHEN t.min_kg > 1
         THEN jsonb_build_array(jsonb_build_object('up_to_kg', t.min_kg, 'base', t.per_kg * t.min_kg, 'per_kg', 0),
                                jsonb_build_object('up_to_kg', NULL, 'base', 0, 'per_kg', t.per_kg))
         ELSE jsonb_build_array(jsonb_build_object('up_to_kg', NULL, 'base', 0, 'per_kg', t.per_kg)) END,
       t.eta_min, t.eta_max
  FROM route r JOIN tariff t ON t.tier = r.tier;

-- ---------- stores: origin address, assembly, capacity calendar ----------
CREATE TABLE store_shipping (
  seller_id     integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  province_code text REFERENCES area_provinces (code),
  regency_code  text REFERENCES area_regencies (code),
  district_code text REFERENCES area_districts (code),
  village_code  text REFERENCES area_villages (code),
  postal_code   text CHECK (postal_code ~ '^[0-9]{5}$'),
  street        text CHECK (char_length(street) <= 200),
  -- NULL: the store does not assemble
  assembly_price integer CHECK (assembly_price >= 0),
  -- ISO weekdays (1 = Monday … 7 = Sunday) the store delivers bulky items
  working_days  smallint[] NOT NULL DEFAULT '{1,2,3,4,5,6}',
  -- the earliest slot is this many days after the order; slots are offered this many days ahead
  lead_days     integer NOT NULL DEFAULT 2 CHECK (lead_days BETWEEN 0 AND 60),
  horizon_days  integer NOT NULL DEFAULT 21 CHECK (horizon_days BETWEEN 1 AND 120),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- A store's delivery windows (e.g. 09:00–12:00, 3 deliveries). Windows with bookings are retired
-- (is_active false), never deleted.
CREATE TABLE delivery_windows (
  id         serial PRIMARY KEY,
  seller_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  starts_at  text NOT NULL CHECK (starts_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ends_at    text NOT NULL CHECK (ends_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  capacity   integer NOT NULL CHECK (capacity BETWEEN 0 AND 100),
  is_active  boolean NOT NULL DEFAULT true,
  CHECK (ends_at > starts_at)
);
CREATE INDEX delivery_windows_seller_idx ON delivery_windows (seller_id, starts_at) WHERE is_active;

-- A slot taken by an order: held while its payment is pending, kept once paid, released when the order is
-- cancelled (by anyone, or by the payment's expiry). Capacity is checked under the window's row lock.
CREATE TABLE delivery_bookings (
  id         serial PRIMARY KEY,
  order_id   integer NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  seller_id  integer NOT NULL REFERENCES users (id),
  window_id  integer NOT NULL REFERENCES delivery_windows (id),
  date       date NOT NULL,
  starts_at  text NOT NULL,
  ends_at    text NOT NULL,
  assembly   boolean NOT NULL DEFAULT false,
  status     text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'released')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_bookings_slot_idx ON delivery_bookings (window_id, date) WHERE status = 'active';

-- Rescheduling: one side asks for another slot, the other accepts (or declines). One open request per order.
CREATE TABLE delivery_reschedules (
  id           serial PRIMARY KEY,
  order_id     integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  requested_by text NOT NULL CHECK (requested_by IN ('buyer', 'seller')),
  window_id    integer NOT NULL REFERENCES delivery_windows (id),
  date         date NOT NULL,
  note         text CHECK (char_length(note) <= 300),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz
);
CREATE UNIQUE INDEX delivery_reschedules_open ON delivery_reschedules (order_id) WHERE status = 'pending';

-- ---------- products and orders ----------
-- Bulky items need a delivery slot from the store's calendar.
ALTER TABLE products ADD COLUMN is_bulky boolean NOT NULL DEFAULT false;

-- What the order was charged for its delivery, as it was at checkout (a later rate change changes nothing).
ALTER TABLE orders ADD COLUMN shipping_service text;
ALTER TABLE orders ADD COLUMN shipping_service_name text;
ALTER TABLE orders ADD COLUMN eta_min_days integer;
ALTER TABLE orders ADD COLUMN eta_max_days integer;
ALTER TABLE orders ADD COLUMN assembly_fee integer NOT NULL DEFAULT 0 CHECK (assembly_fee >= 0);
-- the address book entry as it was at checkout (labels, codes and names of the areas)
ALTER TABLE orders ADD COLUMN ship_to jsonb;

ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_shipping_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_shipping_method_check
  CHECK (shipping_method IN ('flat', 'free', 'pickup', 'courier'));
DO $$
DECLARE c text;
BEGIN
  SELECT conname INTO c FROM pg_constraint
   WHERE conrelid = 'orders'::regclass AND contype = 'c'
     AND pg_get_constraintdef(oid) LIKE '%total = ((subtotal - discount) + shipping)%';
  IF c IS NOT NULL THEN EXECUTE format('ALTER TABLE orders DROP CONSTRAINT %I', c); END IF;
END $$;
ALTER TABLE orders ADD CONSTRAINT orders_total_sum_check CHECK (total = subtotal - discount + shipping + assembly_fee);
