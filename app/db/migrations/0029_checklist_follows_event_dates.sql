-- A checklist task's due date is counted back from its event's date (or the wedding date, for a
-- task of the whole wedding) when the 12-month list is added. When that date moves, the open
-- tasks move with it by the same number of days, whichever page or action moved it; done tasks
-- and tasks without a date stay as they are.
CREATE INDEX "checklist_task_event_idx" ON "checklist_task" USING btree ("event_id") WHERE "checklist_task"."done_at" is null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION saath_tasks_follow_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "checklist_task"
     SET "due_date" = "due_date" + (NEW."event_date" - OLD."event_date")
   WHERE "event_id" = NEW."id" AND "done_at" IS NULL AND "due_date" IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wedding_event_date_moves_tasks AFTER UPDATE OF "event_date" ON "wedding_event"
  FOR EACH ROW WHEN (OLD."event_date" IS DISTINCT FROM NEW."event_date")
  EXECUTE FUNCTION saath_tasks_follow_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION saath_tasks_follow_wedding_date() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "checklist_task" AS t
     SET "due_date" = t."due_date" + (NEW."wedding_date" - OLD."wedding_date")
    FROM "wedding" AS w
   WHERE w."plan_user_id" = NEW."id" AND t."wedding_id" = w."id"
     AND t."event_id" IS NULL AND t."done_at" IS NULL AND t."due_date" IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_wedding_date_moves_tasks AFTER UPDATE OF "wedding_date" ON "user"
  FOR EACH ROW WHEN (OLD."wedding_date" IS NOT NULL AND NEW."wedding_date" IS NOT NULL
    AND OLD."wedding_date" <> NEW."wedding_date")
  EXECUTE FUNCTION saath_tasks_follow_wedding_date();
