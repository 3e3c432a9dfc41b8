CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"couple_id" text,
	"enquiry_id" integer,
	"rating" integer NOT NULL,
	"quality" integer NOT NULL,
	"value" integer NOT NULL,
	"responsiveness" integer NOT NULL,
	"professionalism" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"event" text NOT NULL,
	"service_month" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"decided_by" text,
	"reply" text,
	"reply_at" timestamp with time zone,
	"report_reason" text,
	"reported_at" timestamp with time zone,
	"report_status" text
);
--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "saath_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "seeded_rating" double precision;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "seeded_review_count" integer;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_enquiry_id_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiry"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_one_per_couple_idx" ON "review" USING btree ("couple_id","vendor_id");--> statement-breakpoint
CREATE INDEX "review_published_idx" ON "review" USING btree ("vendor_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "review"."status" = 'published';--> statement-breakpoint
CREATE INDEX "review_published_rating_idx" ON "review" USING btree ("vendor_id","rating","published_at" DESC NULLS LAST) WHERE "review"."status" = 'published';--> statement-breakpoint
CREATE INDEX "review_pending_idx" ON "review" USING btree ("created_at") WHERE "review"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "review_reported_idx" ON "review" USING btree ("reported_at") WHERE "review"."report_status" = 'open';