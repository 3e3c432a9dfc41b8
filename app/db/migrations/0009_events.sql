CREATE TABLE "shortlist_event" (
	"user_id" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "shortlist_event_user_id_vendor_id_event_id_pk" PRIMARY KEY("user_id","vendor_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "wedding_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"custom_name" text,
	"event_date" date NOT NULL,
	"start_time" text,
	"venue" text,
	"postcode" text,
	"guests" integer,
	"needs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shortlist_event" ADD CONSTRAINT "shortlist_event_event_id_wedding_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_event" ADD CONSTRAINT "shortlist_event_user_id_vendor_id_shortlist_user_id_vendor_id_fk" FOREIGN KEY ("user_id","vendor_id") REFERENCES "public"."shortlist"("user_id","vendor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_event" ADD CONSTRAINT "wedding_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_event_event_idx" ON "shortlist_event" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "wedding_event_user_idx" ON "wedding_event" USING btree ("user_id","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_event_one_reception_idx" ON "wedding_event" USING btree ("user_id") WHERE "wedding_event"."type" = 'reception';--> statement-breakpoint
CREATE INDEX "vendor_languages_idx" ON "vendor" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "vendor_faiths_idx" ON "vendor" USING gin ("faiths");--> statement-breakpoint
CREATE INDEX "vendor_dietary_idx" ON "vendor" USING gin ("dietary");--> statement-breakpoint
-- Issue 14: the profile's free-text events and reception become records before their columns
-- go. The type is recognised from the words (as features/events/event-types.ts does), the name
-- is kept as typed, the date is the wedding date (else today), the needs are the type's usual.
CREATE TEMPORARY TABLE "event_words" ("rank" integer, "type" text, "pattern" text, "needs" jsonb);--> statement-breakpoint
INSERT INTO "event_words" VALUES
    (0, 'roka', '\m(roka|rokka|thaka)\M', '["catering","photography-videography","decor"]'::jsonb),
    (1, 'engagement', '\m(engagement|mangni|sagai|kurmai|chunni)\M', '["venues","catering","photography-videography","decor"]'::jsonb),
    (2, 'mehndi', '\m(mehndi|mehendi|mehandi|henna)\M', '["mehndi-artists","entertainment","catering","decor"]'::jsonb),
    (3, 'haldi', '\m(haldi|pithi|ubtan)\M', '["decor","catering","photography-videography"]'::jsonb),
    (4, 'sangeet', '\m(sangeet|sangit)\M', '["entertainment","venues","catering","makeup"]'::jsonb),
    (5, 'garba', '\m(garba|dandiya|raas)\M', '["entertainment","venues","catering"]'::jsonb),
    (6, 'maiyan', '\m(maiyan|vatna|batna)\M', '["catering","photography-videography"]'::jsonb),
    (7, 'jaggo', '\m(jaggo|jago)\M', '["entertainment","catering","photography-videography"]'::jsonb),
    (8, 'anand-karaj', '\m(anand karaj|anand kaaraj|lavan)\M', '["priests","photography-videography","catering","makeup"]'::jsonb),
    (9, 'nikah', '\m(nikah|nikkah|nikaah)\M', '["priests","venues","catering","photography-videography","decor"]'::jsonb),
    (10, 'baraat', '\m(baraat|barat|milni)\M', '["entertainment","transport","photography-videography"]'::jsonb),
    (11, 'walima', '\m(walima|valima)\M', '["venues","catering","decor","photography-videography"]'::jsonb),
    (13, 'civil-ceremony', '\m(civil|registry|register office|registrar)\M', '["venues","photography-videography"]'::jsonb),
    (14, 'hindu-ceremony', '\m(vivah|vivaah|pheras?|hindu|mandap|ceremony)\M', '["priests","venues","decor","mandap-hire","photography-videography","catering"]'::jsonb);--> statement-breakpoint
INSERT INTO "wedding_event" ("user_id", "type", "custom_name", "event_date", "needs")
SELECT u."id",
    coalesce(w."type", 'other'),
    left(trim(e."name"), 100),
    coalesce(u."wedding_date", current_date),
    coalesce(w."needs", '["catering","photography-videography"]'::jsonb)
FROM "user" u
CROSS JOIN LATERAL jsonb_array_elements_text(u."events") WITH ORDINALITY AS e("name", "n")
LEFT JOIN LATERAL (
    SELECT "type", "needs" FROM "event_words"
    WHERE lower(e."name") ~ "pattern" ORDER BY "rank" LIMIT 1
) w ON true
WHERE u."role" = 'user' AND trim(e."name") <> '' AND e."n" <= 5
ORDER BY u."id", e."n";--> statement-breakpoint
INSERT INTO "wedding_event" ("user_id", "type", "venue", "event_date", "needs")
SELECT "id", 'reception', left(trim("reception"), 150), coalesce("wedding_date", current_date),
    '["venues","catering","entertainment","decor","photography-videography"]'::jsonb
FROM "user" WHERE "role" = 'user' AND trim(coalesce("reception", '')) <> '';--> statement-breakpoint
DROP TABLE "event_words";--> statement-breakpoint
-- Search reads a listing's languages, ceremonies and dietary options too (vendor-columns.server.ts).
UPDATE "vendor" SET "search_text" = "search_text" || ' • ' || (
    SELECT string_agg(word, ' ') FROM jsonb_array_elements_text("languages" || "faiths" || "dietary") AS word
) WHERE jsonb_array_length("languages" || "faiths" || "dietary") > 0;--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "events";--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "reception";