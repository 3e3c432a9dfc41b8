-- A listing's private calendar feed belongs to whoever owned the listing when it was made: its
-- address names couples and the owner's private notes. When the owner changes (a claim
-- approved, a claim code used, the owner's account deleted), the address stops at once,
-- whichever code or database action changed it; the new owner makes their own.
CREATE OR REPLACE FUNCTION saath_forget_calendar_feed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "vendor_calendar_feed" WHERE "vendor_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_owner_changed_forget_feed AFTER UPDATE OF "owner_id" ON "vendor"
  FOR EACH ROW WHEN (OLD."owner_id" IS DISTINCT FROM NEW."owner_id")
  EXECUTE FUNCTION saath_forget_calendar_feed();
