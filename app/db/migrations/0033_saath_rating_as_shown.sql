-- The minimum-rating filter reads `shown_rating`, generated from `saath_rating`, which was kept to
-- two decimals while cards and the vendor page show one: a vendor shown as 4.5 (an average of
-- 4.45) was left out of "4.5+". The rating is now kept as it is shown (vendor-write.server.ts).
UPDATE "vendor" SET "saath_rating" = round("saath_rating"::numeric, 1)::float8
WHERE "saath_rating" IS NOT NULL AND "saath_rating" <> round("saath_rating"::numeric, 1)::float8;
