-- Lookups of the address pickers, built once the area rows of 0050 are in.
CREATE INDEX area_regencies_province_idx ON area_regencies (province_code, name);
CREATE INDEX area_regencies_search_idx ON area_regencies (search_name);
CREATE INDEX area_districts_regency_idx ON area_districts (regency_code, name);
CREATE INDEX area_villages_district_idx ON area_villages (district_code, name);
