CREATE TABLE "claim_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_draft" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"vendor_id" integer
);
--> statement-breakpoint
ALTER TABLE "wedding_event" ADD COLUMN "dated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding" ADD COLUMN "rsvp_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_code" ADD CONSTRAINT "claim_code_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_code" ADD CONSTRAINT "claim_code_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_draft" ADD CONSTRAINT "listing_draft_used_by_user_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_draft" ADD CONSTRAINT "listing_draft_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_code_user_vendor_idx" ON "claim_code" USING btree ("user_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_draft_token_idx" ON "listing_draft" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "listing_draft_created_idx" ON "listing_draft" USING btree ("created_at");