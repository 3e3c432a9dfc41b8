-- A listing's languages, ceremonies and dietary options as one bit mask (decision 049): a radius
-- with the traditions filters tests four bytes a vendor on vendor_geo_details_idx instead of
-- three JSON lists. Each list's values take the next bits in their order in
-- app/features/vendors/listing-options.ts (languages from bit 0, faiths from 13, dietary from
-- 22); traditions.int.test.ts checks this function against that file. A value not on its list
-- has no bit (the listing form and the import only store values from the lists).
CREATE FUNCTION traditions_mask(languages jsonb, faiths jsonb, dietary jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(bit), 0) FROM (
    SELECT 1 << (array_position(ARRAY['English', 'Punjabi', 'Hindi', 'Urdu', 'Gujarati', 'Bengali',
        'Tamil', 'Telugu', 'Malayalam', 'Marathi', 'Sinhala', 'Nepali', 'Other'], value) - 1) AS bit
      FROM jsonb_array_elements_text(languages) AS value
    UNION ALL
    SELECT 1 << (12 + array_position(ARRAY['Hindu', 'Sikh', 'Muslim', 'Jain', 'Christian',
        'Buddhist', 'Parsi', 'Interfaith', 'Civil'], value))
      FROM jsonb_array_elements_text(faiths) AS value
    UNION ALL
    SELECT 1 << (21 + array_position(ARRAY['Vegetarian', 'Vegan', 'Halal', 'Jain', 'Gluten-free',
        'Nut-free'], value))
      FROM jsonb_array_elements_text(dietary) AS value
  ) AS bits
$$;--> statement-breakpoint
DROP INDEX "vendor_geo_details_idx";--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "traditions" integer GENERATED ALWAYS AS (traditions_mask(languages, faiths, dietary)) STORED;--> statement-breakpoint
CREATE INDEX "vendor_geo_details_idx" ON "vendor" USING btree ("lat","lng","category_id","shown_rating","shown_review_count","created_at","id","traditions","price_from","capacity_min","capacity_max") WHERE approval_status = 'approved';
