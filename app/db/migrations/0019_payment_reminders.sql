CREATE TABLE "payment_reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reminder" ADD CONSTRAINT "payment_reminder_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminder_once_idx" ON "payment_reminder" USING btree ("source","source_id","due_on");--> statement-breakpoint
CREATE INDEX "payment_reminder_wedding_idx" ON "payment_reminder" USING btree ("wedding_id");