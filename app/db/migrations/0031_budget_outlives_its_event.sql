-- Deleting an event no longer deletes the money recorded against it: a cost from a supplier
-- outside Saath (what they charge, what was paid, the next payment) moves to the whole wedding;
-- only the event's planned amounts (rows without a supplier) go with the event.
CREATE OR REPLACE FUNCTION saath_event_plans_go_with_it() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "budget_item" WHERE "wedding_event_id" = OLD."id" AND "supplier_name" IS NULL;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wedding_event_delete_drops_plans BEFORE DELETE ON "wedding_event"
  FOR EACH ROW EXECUTE FUNCTION saath_event_plans_go_with_it();
--> statement-breakpoint
ALTER TABLE "budget_item" DROP CONSTRAINT "budget_item_wedding_event_id_wedding_event_id_fk";
--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_wedding_event_id_wedding_event_id_fk" FOREIGN KEY ("wedding_event_id") REFERENCES "public"."wedding_event"("id") ON DELETE set null ON UPDATE no action;
