ALTER TABLE "page_visit" ADD COLUMN "visitor" text;--> statement-breakpoint
CREATE UNIQUE INDEX "page_visit_once_idx" ON "page_visit" USING btree ("page_path","visitor");