-- The account's interface language (English, the spec's, or Bahasa Indonesia); its e-mails use it.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'id'));
