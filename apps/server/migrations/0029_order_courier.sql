-- The ship dialog asks for the courier as well as the tracking number. NULL for orders shipped
-- before, and for old clients that send only the tracking number.
ALTER TABLE orders ADD COLUMN courier text CHECK (courier IS NULL OR char_length(courier) <= 40);
