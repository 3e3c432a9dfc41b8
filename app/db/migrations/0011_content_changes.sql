-- The public pages' cache (docs/decisions/025-page-cache.md): every change to what an anonymous
-- page shows tells every server instance, whichever code or session made it. One notification
-- per statement; PostgreSQL folds repeats within a transaction and delivers them on commit.
CREATE OR REPLACE FUNCTION saath_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_content', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor"
  FOR EACH STATEMENT EXECUTE FUNCTION saath_content_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_photo_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_photo"
  FOR EACH STATEMENT EXECUTE FUNCTION saath_content_changed();
--> statement-breakpoint
CREATE TRIGGER category_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category"
  FOR EACH STATEMENT EXECUTE FUNCTION saath_content_changed();
--> statement-breakpoint
CREATE TRIGGER review_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review"
  FOR EACH STATEMENT EXECUTE FUNCTION saath_content_changed();
--> statement-breakpoint
-- Published reviews show their authors' names.
CREATE TRIGGER user_content_changed AFTER UPDATE OF "name", "name2" OR DELETE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION saath_content_changed();
