-- A notification's message key and parameters (@rima/shared/notification-messages), so each viewer
-- reads it in their own language. title and text keep the English words for older clients; rows from before
-- this migration (and texts without a key) have NULL here and are shown as stored.
ALTER TABLE notifications ADD COLUMN message_key text, ADD COLUMN params jsonb;
