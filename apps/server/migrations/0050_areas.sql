-- Indonesia's administrative areas (province → city/regency → district → village), the official
-- codes and names of the npm package idn-area-data. The rows are loaded by the data step of this migration
-- (apps/server/src/db/area-data.ts) in batched INSERT … SELECT FROM unnest(…) statements; the indexes that
-- only serve lookups are built after the load (0051).
CREATE TABLE area_provinces (
  code text PRIMARY KEY,
  name text NOT NULL
);
CREATE TABLE area_regencies (
  code          text PRIMARY KEY,
  province_code text NOT NULL REFERENCES area_provinces (code),
  name          text NOT NULL,
  -- lower case, without "administrasi": "kota jakarta selatan" (what GET /shipping/quote?to= matches)
  search_name   text NOT NULL
);
CREATE TABLE area_districts (
  code         text PRIMARY KEY,
  regency_code text NOT NULL,
  name         text NOT NULL
);
CREATE TABLE area_villages (
  code          text PRIMARY KEY,
  district_code text NOT NULL,
  name          text NOT NULL
);
