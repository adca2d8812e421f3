-- A session that is revoked (logout, password change or reset, suspension) or deleted notifies
-- 'session_ended' with its token hash when the change commits (the hash, not the id: notifications are
-- per database, and test schemas sharing one database have overlapping ids). Every server process listens and closes that
-- session's live streams at once (src/modules/events/events.hub.ts), so no code path that ends a session
-- has to remember to notify. Row-level with a WHEN clause: touching last_used_at fires nothing.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD.token_hash);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_ended();
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
