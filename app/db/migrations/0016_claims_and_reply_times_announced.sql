-- Two more things anonymous pages show (issue 28, finding 12; decisions 025 and 036).
-- A claim: the vendor page offers "Is this your business?" only while no claim is pending
-- (features/vendors/claimable.server.ts), so every claim submitted, decided or removed changes it.
CREATE TRIGGER business_claim_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "business_claim"
  FOR EACH STATEMENT EXECUTE FUNCTION saath_content_changed();
--> statement-breakpoint
-- Reply times: the vendor page shows the median first-reply time and the share answered once a
-- vendor has three answered enquiries (features/enquiries/inbox.server.ts responseStats). A
-- change to an enquiry's first reply, a new enquiry or a removed one is announced only for a
-- vendor whose figures are (or were, just before this change) shown, so couples sending
-- enquiries to listings without figures do not empty every instance's cache.
CREATE OR REPLACE FUNCTION saath_reply_times_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_vendor integer;
  answered_before integer := 0;
  answered_after integer := 0;
  answered_now integer;
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.first_reply_at IS NOT DISTINCT FROM OLD.first_reply_at
    AND NEW.created_at = OLD.created_at
    AND NEW.vendor_id = OLD.vendor_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.first_reply_at IS NOT NULL THEN answered_before := 1; END IF;
  IF TG_OP <> 'DELETE' AND NEW.first_reply_at IS NOT NULL THEN answered_after := 1; END IF;
  changed_vendor := CASE WHEN TG_OP = 'DELETE' THEN OLD.vendor_id ELSE NEW.vendor_id END;
  SELECT count(*) INTO answered_now FROM (
    SELECT 1 FROM "enquiry"
    WHERE vendor_id = changed_vendor AND first_reply_at IS NOT NULL
    LIMIT 3
  ) answered;
  -- Shown now, or shown before this row changed (three answered, counting the row as it was).
  IF answered_now >= 3 OR answered_now - answered_after + answered_before >= 3 THEN
    PERFORM pg_notify('saath_content', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enquiry_reply_times_changed AFTER INSERT OR DELETE OR UPDATE OF "first_reply_at", "created_at", "vendor_id" ON "enquiry"
  FOR EACH ROW EXECUTE FUNCTION saath_reply_times_changed();
