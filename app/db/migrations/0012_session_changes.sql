-- Signed-in requests keep a session's user for a few seconds (features/accounts/session-cache):
-- every change that could end a session or change what it allows tells every instance at once.
CREATE OR REPLACE FUNCTION saath_sessions_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_sessions', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION saath_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION saath_sessions_changed();
