DROP INDEX "vendor_listing_idx";--> statement-breakpoint
DROP INDEX "vendor_rating_idx";--> statement-breakpoint
DROP INDEX "vendor_reviews_idx";--> statement-breakpoint
DROP INDEX "vendor_category_reviews_idx";--> statement-breakpoint
DROP INDEX "vendor_geo_idx";--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "saath_rating" double precision;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "google_rating" double precision;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "google_review_count" integer;--> statement-breakpoint
-- Decision 041: the typed rating and count go back to "rating"/"review_count" for good, the
-- Saath average gets its own column, and a Google import's rating is kept as Google's.
UPDATE "vendor" SET "saath_rating" = "rating", "rating" = coalesce("seeded_rating", 4), "review_count" = coalesce("seeded_review_count", 0) WHERE "saath_review_count" > 0;--> statement-breakpoint
UPDATE "vendor" SET "google_rating" = "rating", "google_review_count" = "review_count" WHERE "source" = 'google' AND "review_count" > 0;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "shown_rating" double precision GENERATED ALWAYS AS (case when saath_review_count > 0 then saath_rating else google_rating end) STORED;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "shown_review_count" integer GENERATED ALWAYS AS (case when saath_review_count > 0 then saath_review_count when google_rating is not null then coalesce(google_review_count, 0) else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_listing_idx" ON "vendor" USING btree ("approval_status","category_id","shown_rating" DESC NULLS LAST,"shown_review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vendor_rating_idx" ON "vendor" USING btree ("approval_status","shown_rating" DESC NULLS LAST,"shown_review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vendor_reviews_idx" ON "vendor" USING btree ("approval_status","shown_review_count" DESC NULLS FIRST,"shown_rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vendor_category_reviews_idx" ON "vendor" USING btree ("approval_status","category_id","shown_review_count" DESC NULLS FIRST,"shown_rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vendor_geo_idx" ON "vendor" USING btree ("lat","lng","category_id","shown_rating","shown_review_count","created_at","id") WHERE approval_status = 'approved';--> statement-breakpoint
ALTER TABLE "vendor" DROP COLUMN "seeded_rating";--> statement-breakpoint
ALTER TABLE "vendor" DROP COLUMN "seeded_review_count";