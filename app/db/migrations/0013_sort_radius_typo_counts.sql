-- Issue 12's slow queries and issue 15's sorts at 100,000 vendors (decision 021).
-- cube: the nearest-first walk over a GiST index (both PostgreSQL and PGlite ship it).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE TABLE "category_count" (
	"category_id" text PRIMARY KEY NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "vendor_geo_idx";--> statement-breakpoint
-- One ALTER, so the table is rewritten once.
ALTER TABLE "vendor"
  ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(lower(search_text), '[^[:alnum:]]+')) STORED,
  ADD COLUMN "geo" "cube" GENERATED ALWAYS AS (case when lat is not null and lng is not null then cube(array[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))]) end) STORED;--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_reviews_idx" ON "vendor" USING btree ("approval_status","review_count" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vendor_category_reviews_idx" ON "vendor" USING btree ("approval_status","category_id","review_count" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vendor_newest_idx" ON "vendor" USING btree ("approval_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vendor_category_newest_idx" ON "vendor" USING btree ("approval_status","category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vendor_geo_knn_idx" ON "vendor" USING gist ("geo") WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX "vendor_search_words_idx" ON "vendor" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "vendor_geo_idx" ON "vendor" USING btree ("lat","lng","category_id","rating","review_count","created_at","id") WHERE approval_status = 'approved';--> statement-breakpoint
-- What the vendors hold today; the triggers below keep both tables from here on, in the same
-- transaction as the write (every path: the vendor writer, the tests' own inserts, bulk loads).
INSERT INTO "search_word" ("word")
  SELECT DISTINCT w FROM "vendor", unnest("search_words") AS w WHERE w <> ''
  ON CONFLICT ("word") DO NOTHING;--> statement-breakpoint
INSERT INTO "category_count" ("category_id", "approved")
  SELECT "category_id", count(*)::int FROM "vendor" WHERE "approval_status" = 'approved' GROUP BY "category_id";--> statement-breakpoint
CREATE FUNCTION vendor_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (word)
    SELECT DISTINCT w FROM new_rows, unnest(new_rows.search_words) AS w WHERE w <> '' ORDER BY 1
    ON CONFLICT (word) DO NOTHING;
  -- Categories in one order, so two writers never wait on each other's rows crosswise.
  INSERT INTO category_count AS c (category_id, approved)
    SELECT category_id, count(*)::int FROM new_rows WHERE approval_status = 'approved'
    GROUP BY category_id ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET approved = c.approved + excluded.approved;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION vendor_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (word)
    SELECT DISTINCT w
    FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id, unnest(n.search_words) AS w
    WHERE w <> '' AND o.search_words IS DISTINCT FROM n.search_words ORDER BY 1
    ON CONFLICT (word) DO NOTHING;
  INSERT INTO category_count AS c (category_id, approved)
    SELECT category_id, sum(delta)::int FROM (
      SELECT category_id, 1 AS delta FROM new_rows WHERE approval_status = 'approved'
      UNION ALL
      SELECT category_id, -1 FROM old_rows WHERE approval_status = 'approved'
    ) AS d
    GROUP BY category_id HAVING sum(delta) <> 0 ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET approved = c.approved + excluded.approved;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION vendor_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_count AS c (category_id, approved)
    SELECT category_id, -count(*)::int FROM old_rows WHERE approval_status = 'approved'
    GROUP BY category_id ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET approved = c.approved + excluded.approved;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION vendor_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vendor_after_insert AFTER INSERT ON "vendor"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_after_insert();--> statement-breakpoint
CREATE TRIGGER vendor_after_update AFTER UPDATE ON "vendor"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_after_update();--> statement-breakpoint
CREATE TRIGGER vendor_after_delete AFTER DELETE ON "vendor"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_after_delete();--> statement-breakpoint
CREATE TRIGGER vendor_after_truncate AFTER TRUNCATE ON "vendor"
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_after_truncate();
