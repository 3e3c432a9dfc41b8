-- Analytics kept the signed-in areas' pages about one record with their titles: a household's
-- page is titled with the household's name, a thread with the couple's, for every admin to read
-- and past the wedding's erasure. Views of those pages are now kept under the route's pattern with
-- no title (analytics/visits.server.ts, `keptPage`); the views already kept are moved there, one
-- per visitor as the unique index asks (the earliest kept).
DELETE FROM "page_visit" AS "later" USING "page_visit" AS "first"
WHERE "later"."page_path" ~* '^/(dashboard|business|profile|account|admin)(/|$)'
  AND "first"."page_path" ~* '^/(dashboard|business|profile|account|admin)(/|$)'
  AND (split_part(split_part("later"."page_path", '?', 1), '#', 1) ~ '/[0-9]+(/|$)'
    OR split_part(split_part("first"."page_path", '?', 1), '#', 1) ~ '/[0-9]+(/|$)')
  AND "later"."visitor" = "first"."visitor" AND "later"."id" > "first"."id"
  AND regexp_replace(split_part(split_part("later"."page_path", '?', 1), '#', 1), '/[0-9]+(?=/|$)', '/:id', 'g')
    = regexp_replace(split_part(split_part("first"."page_path", '?', 1), '#', 1), '/[0-9]+(?=/|$)', '/:id', 'g');--> statement-breakpoint
UPDATE "page_visit"
SET "page_path" = regexp_replace(split_part(split_part("page_path", '?', 1), '#', 1), '/[0-9]+(?=/|$)', '/:id', 'g'),
  "page_title" = NULL
WHERE "page_path" ~* '^/(dashboard|business|profile|account|admin)(/|$)'
  AND split_part(split_part("page_path", '?', 1), '#', 1) ~ '/[0-9]+(/|$)';
