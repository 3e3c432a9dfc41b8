ALTER TABLE "enquiry_message" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "enquiry_message" ADD COLUMN "by_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_message" ADD CONSTRAINT "enquiry_message_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_message_author_idx" ON "enquiry_message" USING btree ("author_id") WHERE "enquiry_message"."author_id" is not null;