DROP INDEX "vendor_listing_idx";--> statement-breakpoint
DROP INDEX "vendor_rating_idx";--> statement-breakpoint
CREATE INDEX "vendor_listing_idx" ON "vendor" USING btree ("approval_status","category_id","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vendor_rating_idx" ON "vendor" USING btree ("approval_status","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");