CREATE TABLE "enquiry" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"couple_id" text,
	"couple_phone" text,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_date" date,
	"guest_count" integer,
	"budget_min" integer,
	"budget_max" integer,
	"postcode" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_reply_at" timestamp with time zone,
	"couple_read_at" timestamp with time zone,
	"vendor_read_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"report_reason" text,
	"reported_at" timestamp with time zone,
	"report_status" text
);
--> statement-breakpoint
CREATE TABLE "enquiry_block" (
	"user_id" text PRIMARY KEY NOT NULL,
	"blocked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_opt_out" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiry" ADD CONSTRAINT "enquiry_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry" ADD CONSTRAINT "enquiry_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_block" ADD CONSTRAINT "enquiry_block_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_block" ADD CONSTRAINT "enquiry_block_blocked_by_user_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_message" ADD CONSTRAINT "enquiry_message_enquiry_id_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notification" ADD CONSTRAINT "enquiry_notification_message_id_enquiry_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."enquiry_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_vendor_idx" ON "enquiry" USING btree ("vendor_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiry_couple_idx" ON "enquiry" USING btree ("couple_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_one_open_idx" ON "enquiry" USING btree ("couple_id","vendor_id") WHERE "enquiry"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "enquiry_reported_idx" ON "enquiry" USING btree ("reported_at") WHERE "enquiry"."report_status" = 'open';--> statement-breakpoint
CREATE INDEX "enquiry_message_thread_idx" ON "enquiry_message" USING btree ("enquiry_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_message_client_key_idx" ON "enquiry_message" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "enquiry_notification_unsent_idx" ON "enquiry_notification" USING btree ("id") WHERE sent_at is null;