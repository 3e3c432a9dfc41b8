-- Analytics kept a guest's RSVP link and a family invitation's join link, with the couple's names
-- in the title, for every admin to read (decision 055: a link that opens private data is a key).
-- Views of those pages are now kept under the route's pattern (analytics/visits.server.ts); the
-- views already kept are moved there, one per visitor as the unique index asks.
DELETE FROM "page_visit" AS "later" USING "page_visit" AS "first"
WHERE "later"."page_path" LIKE '/rsvp/%' AND "first"."page_path" LIKE '/rsvp/%'
  AND "later"."visitor" = "first"."visitor" AND "later"."id" > "first"."id";--> statement-breakpoint
UPDATE "page_visit" SET "page_path" = '/rsvp/:token', "page_title" = 'A guest''s RSVP page'
WHERE "page_path" LIKE '/rsvp/%';--> statement-breakpoint
DELETE FROM "page_visit" AS "later" USING "page_visit" AS "first"
WHERE "later"."page_path" LIKE '/join/%' AND "first"."page_path" LIKE '/join/%'
  AND "later"."visitor" = "first"."visitor" AND "later"."id" > "first"."id";--> statement-breakpoint
UPDATE "page_visit" SET "page_path" = '/join/:token', "page_title" = 'A family invitation'
WHERE "page_path" LIKE '/join/%';
