CREATE TABLE "booking" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"wedding_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_pence" integer NOT NULL,
	"deposit_pence" integer DEFAULT 0 NOT NULL,
	"deposit_due_on" date,
	"deposit_payer" text,
	"balance_due_on" date,
	"last_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancelled_by_user" text,
	"cancel_reason" text,
	CONSTRAINT "booking_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "booking_day" (
	"booking_id" integer NOT NULL,
	"day" date NOT NULL,
	"vendor_id" integer NOT NULL,
	"enquiry_event_id" integer,
	"wedding_event_id" integer,
	CONSTRAINT "booking_day_booking_id_day_pk" PRIMARY KEY("booking_id","day")
);
--> statement-breakpoint
CREATE TABLE "budget_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"wedding_event_id" integer,
	"category_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"planned_pence" integer,
	"supplier_name" text,
	"quoted_pence" integer,
	"paid_pence" integer DEFAULT 0 NOT NULL,
	"due_on" date,
	"due_pence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"wedding_event_id" integer,
	"name" text NOT NULL,
	"event_date" date NOT NULL,
	"start_time" text,
	"postcode" text,
	"guest_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"due_on" date,
	"paid_on" date,
	"recorded_by" text,
	"recorded_side" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_amount_check" CHECK ("payment"."amount_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"wedding_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"revises_quote_id" integer,
	"status" text DEFAULT 'sent' NOT NULL,
	"vat_mode" text DEFAULT 'included' NOT NULL,
	"subtotal_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"deposit_pence" integer DEFAULT 0 NOT NULL,
	"deposit_due_on" date,
	"includes" text DEFAULT '' NOT NULL,
	"excludes" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_message" text,
	"deposit_payer" text,
	"deposit_pay_on" date,
	CONSTRAINT "quote_money_check" CHECK ("quote"."total_pence" >= 0 and "quote"."deposit_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"enquiry_event_id" integer,
	"item" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_pence" integer NOT NULL,
	"vat_rate_basis_points" integer DEFAULT 2000 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_line_amounts_check" CHECK ("quote_line"."quantity" > 0 and "quote_line"."unit_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_line_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"item" text NOT NULL,
	"unit_pence" integer NOT NULL,
	"vat_rate_basis_points" integer DEFAULT 2000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_calendar_feed" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_calendar_feed_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "vendor_day" (
	"vendor_id" integer NOT NULL,
	"day" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"unavailable" boolean DEFAULT false NOT NULL,
	"note" text,
	"full" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vendor_day_vendor_id_day_pk" PRIMARY KEY("vendor_id","day"),
	CONSTRAINT "vendor_day_booked_check" CHECK ("vendor_day"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "events_per_day" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_enquiry_id_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_cancelled_by_user_user_id_fk" FOREIGN KEY ("cancelled_by_user") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_day" ADD CONSTRAINT "booking_day_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_day" ADD CONSTRAINT "booking_day_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_day" ADD CONSTRAINT "booking_day_enquiry_event_id_enquiry_event_id_fk" FOREIGN KEY ("enquiry_event_id") REFERENCES "public"."enquiry_event"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_day" ADD CONSTRAINT "booking_day_wedding_event_id_wedding_event_id_fk" FOREIGN KEY ("wedding_event_id") REFERENCES "public"."wedding_event"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_wedding_event_id_wedding_event_id_fk" FOREIGN KEY ("wedding_event_id") REFERENCES "public"."wedding_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_event" ADD CONSTRAINT "enquiry_event_enquiry_id_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_event" ADD CONSTRAINT "enquiry_event_wedding_event_id_wedding_event_id_fk" FOREIGN KEY ("wedding_event_id") REFERENCES "public"."wedding_event"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_enquiry_id_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_revises_quote_id_quote_id_fk" FOREIGN KEY ("revises_quote_id") REFERENCES "public"."quote"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line" ADD CONSTRAINT "quote_line_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line" ADD CONSTRAINT "quote_line_enquiry_event_id_enquiry_event_id_fk" FOREIGN KEY ("enquiry_event_id") REFERENCES "public"."enquiry_event"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_template" ADD CONSTRAINT "quote_line_template_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_calendar_feed" ADD CONSTRAINT "vendor_calendar_feed_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_day" ADD CONSTRAINT "vendor_day_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_wedding_idx" ON "booking" USING btree ("wedding_id","status");--> statement-breakpoint
CREATE INDEX "booking_vendor_idx" ON "booking" USING btree ("vendor_id","last_day");--> statement-breakpoint
CREATE INDEX "booking_enquiry_idx" ON "booking" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "booking_day_vendor_idx" ON "booking_day" USING btree ("vendor_id","day");--> statement-breakpoint
CREATE INDEX "booking_day_wedding_event_idx" ON "booking_day" USING btree ("wedding_event_id");--> statement-breakpoint
CREATE INDEX "budget_item_wedding_idx" ON "budget_item" USING btree ("wedding_id","wedding_event_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_event_one_idx" ON "enquiry_event" USING btree ("enquiry_id","wedding_event_id");--> statement-breakpoint
CREATE INDEX "enquiry_event_wedding_event_idx" ON "enquiry_event" USING btree ("wedding_event_id");--> statement-breakpoint
CREATE INDEX "payment_booking_idx" ON "payment" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_due_idx" ON "payment" USING btree ("due_on") WHERE "payment"."paid_on" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_version_idx" ON "quote" USING btree ("enquiry_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_one_live_idx" ON "quote" USING btree ("enquiry_id") WHERE "quote"."status" in ('sent', 'accepted');--> statement-breakpoint
CREATE INDEX "quote_wedding_idx" ON "quote" USING btree ("wedding_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_vendor_idx" ON "quote" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_line_quote_idx" ON "quote_line" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_line_template_item_idx" ON "quote_line_template" USING btree ("vendor_id","item");--> statement-breakpoint
CREATE INDEX "vendor_day_full_idx" ON "vendor_day" USING btree ("day","vendor_id") WHERE "vendor_day"."full";--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;