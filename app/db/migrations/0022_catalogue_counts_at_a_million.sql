CREATE TABLE "area_count" (
	"area" text PRIMARY KEY NOT NULL,
	"approved" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_spot_count" (
	"category_id" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"approved" integer NOT NULL,
	CONSTRAINT "category_spot_count_category_id_lat_lng_pk" PRIMARY KEY("category_id","lat","lng")
);
--> statement-breakpoint
CREATE TABLE "spot_count" (
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"approved" integer NOT NULL,
	CONSTRAINT "spot_count_lat_lng_pk" PRIMARY KEY("lat","lng")
);
--> statement-breakpoint
CREATE INDEX "vendor_unplaced_idx" ON "vendor" USING btree ("id") WHERE lat is null;--> statement-breakpoint
-- Issue 32 (decision 043): the location filter's areas and a radius's counts, kept like
-- `category_count` (0013) by the statement-level triggers on `vendor`, in the same transaction
-- as every insert, update, delete and truncate, whoever writes (the vendor writer, the tests'
-- own inserts, the benchmark's bulk load). What counts is what the scans counted: an approved
-- listing with an area (not empty) for `area_count`; an approved listing with coordinates for
-- the spots. A key whose count falls to 0 is removed, so each table is exactly today's list.
INSERT INTO "area_count" ("area", "approved")
  SELECT "location_area", count(*)::int FROM "vendor"
  WHERE "approval_status" = 'approved' AND "location_area" <> ''
  GROUP BY "location_area";--> statement-breakpoint
INSERT INTO "spot_count" ("lat", "lng", "approved")
  SELECT "lat", "lng", count(*)::int FROM "vendor"
  WHERE "approval_status" = 'approved' AND "lat" IS NOT NULL AND "lng" IS NOT NULL
  GROUP BY "lat", "lng";--> statement-breakpoint
INSERT INTO "category_spot_count" ("category_id", "lat", "lng", "approved")
  SELECT "category_id", "lat", "lng", count(*)::int FROM "vendor"
  WHERE "approval_status" = 'approved' AND "lat" IS NOT NULL AND "lng" IS NOT NULL
  GROUP BY "category_id", "lat", "lng";--> statement-breakpoint
-- The same functions as 0013 with the three new counts after `category_count`. Each table is
-- written in key order, so two writers never wait on each other's rows crosswise.
CREATE OR REPLACE FUNCTION vendor_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (word)
    SELECT DISTINCT w FROM new_rows, unnest(new_rows.search_words) AS w WHERE w <> '' ORDER BY 1
    ON CONFLICT (word) DO NOTHING;
  -- Categories in one order, so two writers never wait on each other's rows crosswise.
  INSERT INTO category_count AS c (category_id, approved)
    SELECT category_id, count(*)::int FROM new_rows WHERE approval_status = 'approved'
    GROUP BY category_id ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET approved = c.approved + excluded.approved;
  INSERT INTO area_count AS a (area, approved)
    SELECT location_area, count(*)::int FROM new_rows
    WHERE approval_status = 'approved' AND location_area <> ''
    GROUP BY location_area ORDER BY location_area
    ON CONFLICT (area) DO UPDATE SET approved = a.approved + excluded.approved;
  INSERT INTO spot_count AS s (lat, lng, approved)
    SELECT lat, lng, count(*)::int FROM new_rows
    WHERE approval_status = 'approved' AND lat IS NOT NULL AND lng IS NOT NULL
    GROUP BY lat, lng ORDER BY lat, lng
    ON CONFLICT (lat, lng) DO UPDATE SET approved = s.approved + excluded.approved;
  INSERT INTO category_spot_count AS s (category_id, lat, lng, approved)
    SELECT category_id, lat, lng, count(*)::int FROM new_rows
    WHERE approval_status = 'approved' AND lat IS NOT NULL AND lng IS NOT NULL
    GROUP BY category_id, lat, lng ORDER BY category_id, lat, lng
    ON CONFLICT (category_id, lat, lng) DO UPDATE SET approved = s.approved + excluded.approved;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- Most updates (a review's stars, a phone number) move no count: their +1 and -1 cancel.
  INSERT INTO area_count AS a (area, approved)
    SELECT location_area, sum(delta)::int FROM (
      SELECT location_area, 1 AS delta FROM new_rows
      WHERE approval_status = 'approved' AND location_area <> ''
      UNION ALL
      SELECT location_area, -1 FROM old_rows
      WHERE approval_status = 'approved' AND location_area <> ''
    ) AS d
    GROUP BY location_area HAVING sum(delta) <> 0 ORDER BY location_area
    ON CONFLICT (area) DO UPDATE SET approved = a.approved + excluded.approved;
  INSERT INTO spot_count AS s (lat, lng, approved)
    SELECT lat, lng, sum(delta)::int FROM (
      SELECT lat, lng, 1 AS delta FROM new_rows
      WHERE approval_status = 'approved' AND lat IS NOT NULL AND lng IS NOT NULL
      UNION ALL
      SELECT lat, lng, -1 FROM old_rows
      WHERE approval_status = 'approved' AND lat IS NOT NULL AND lng IS NOT NULL
    ) AS d
    GROUP BY lat, lng HAVING sum(delta) <> 0 ORDER BY lat, lng
    ON CONFLICT (lat, lng) DO UPDATE SET approved = s.approved + excluded.approved;
  INSERT INTO category_spot_count AS s (category_id, lat, lng, approved)
    SELECT category_id, lat, lng, sum(delta)::int FROM (
      SELECT category_id, lat, lng, 1 AS delta FROM new_rows
      WHERE approval_status = 'approved' AND lat IS NOT NULL AND lng IS NOT NULL
      UNION ALL
      SELECT category_id, lat, lng, -1 FROM old_rows
      WHERE approval_status = 'approved' AND lat IS NOT NULL AND lng IS NOT NULL
    ) AS d
    GROUP BY category_id, lat, lng HAVING sum(delta) <> 0 ORDER BY category_id, lat, lng
    ON CONFLICT (category_id, lat, lng) DO UPDATE SET approved = s.approved + excluded.approved;
  -- A key left at 0 goes, so each table holds exactly what its list shows.
  DELETE FROM area_count WHERE approved <= 0 AND area IN (
    SELECT location_area FROM old_rows WHERE approval_status = 'approved');
  DELETE FROM spot_count WHERE approved <= 0 AND (lat, lng) IN (
    SELECT lat, lng FROM old_rows WHERE approval_status = 'approved');
  DELETE FROM category_spot_count WHERE approved <= 0 AND (category_id, lat, lng) IN (
    SELECT category_id, lat, lng FROM old_rows WHERE approval_status = 'approved');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_count AS c (category_id, approved)
    SELECT category_id, -count(*)::int FROM old_rows WHERE approval_status = 'approved'
    GROUP BY category_id ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET approved = c.approved + excluded.approved;
  INSERT INTO area_count AS a (area, approved)
    SELECT location_area, -count(*)::int FROM old_rows
    WHERE approval_status = 'approved' AND location_area <> ''
    GROUP BY location_area ORDER BY location_area
    ON CONFLICT (area) DO UPDATE SET approved = a.approved + excluded.approved;
  INSERT INTO spot_count AS s (lat, lng, approved)
    SELECT lat, lng, -count(*)::int FROM old_rows
    WHERE approval_status = 'approved' AND lat IS NOT NULL AND lng IS NOT NULL
    GROUP BY lat, lng ORDER BY lat, lng
    ON CONFLICT (lat, lng) DO UPDATE SET approved = s.approved + excluded.approved;
  INSERT INTO category_spot_count AS s (category_id, lat, lng, approved)
    SELECT category_id, lat, lng, -count(*)::int FROM old_rows
    WHERE approval_status = 'approved' AND lat IS NOT NULL AND lng IS NOT NULL
    GROUP BY category_id, lat, lng ORDER BY category_id, lat, lng
    ON CONFLICT (category_id, lat, lng) DO UPDATE SET approved = s.approved + excluded.approved;
  -- A key left at 0 goes, so each table holds exactly what its list shows.
  DELETE FROM area_count WHERE approved <= 0 AND area IN (
    SELECT location_area FROM old_rows WHERE approval_status = 'approved');
  DELETE FROM spot_count WHERE approved <= 0 AND (lat, lng) IN (
    SELECT lat, lng FROM old_rows WHERE approval_status = 'approved');
  DELETE FROM category_spot_count WHERE approved <= 0 AND (category_id, lat, lng) IN (
    SELECT category_id, lat, lng FROM old_rows WHERE approval_status = 'approved');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_count;
  DELETE FROM area_count;
  DELETE FROM spot_count;
  DELETE FROM category_spot_count;
  RETURN NULL;
END
$$;
