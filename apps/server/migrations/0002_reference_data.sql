-- Reference data with the ids of spec §3 and the colour hex values of API-COMPAT 15 (wire contract).
-- Must stay equal to packages/shared/src/catalog.ts (a test checks it).
INSERT INTO categories (id, name) VALUES
  (1, 'Accessories'),
  (2, 'Brands'),
  (3, 'Clothing'),
  (4, 'Fashion'),
  (5, 'Furniture'),
  (6, 'Men'),
  (7, 'Women'),
  (8, 'Shoes'),
  (9, 'Wallets');
INSERT INTO brands (id, name) VALUES
  (1, 'IKEA'),
  (2, 'Mr Royal'),
  (3, 'Sweet House'),
  (4, 'North Oxford'),
  (5, 'Mr.Poppin 1929');
INSERT INTO sizes (id, name) VALUES
  (1, 'S'),
  (2, 'M'),
  (3, 'L'),
  (4, 'XL'),
  (5, 'XXL'),
  (6, 'Pull Size');
INSERT INTO colors (id, hex, name) VALUES
  (1, '#A17F25', 'Ochre'),
  (2, '#6B8FBE', 'Sky Blue'),
  (3, '#49453D', 'Charcoal'),
  (4, '#504E86', 'Indigo'),
  (5, '#4E8651', 'Forest Green'),
  (6, '#EEA437', 'Marigold');
