-- Every lexeme of every vendor's search_vector, so that a search word typed as a prefix can be
-- spelt out as the lexemes it stands for (decision 050). Byte order (COLLATE "C"), so a prefix
-- is a range of the primary key whatever the database's own collation.
CREATE TABLE "search_lexeme" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO "search_lexeme" ("lexeme")
  SELECT DISTINCT l FROM "vendor", unnest(tsvector_to_array("search_vector")) AS l
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Kept like search_word (0013): in the same transaction as every insert and every update that
-- changes a search text, whoever writes. A lexeme no listing holds any more stays: spelt out, it
-- matches nothing, as the prefix did.
CREATE FUNCTION vendor_lexemes_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexeme (lexeme)
      SELECT DISTINCT l FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS l
      ORDER BY 1 ON CONFLICT (lexeme) DO NOTHING;
  ELSE
    -- Only the rows whose search text changed (most edits, a phone number or the stars, do not).
    INSERT INTO search_lexeme (lexeme)
      SELECT DISTINCT l FROM new_rows AS changed, unnest(tsvector_to_array(changed.search_vector)) AS l
      WHERE NOT EXISTS (
        SELECT 1 FROM old_rows AS before
        WHERE before.id = changed.id AND before.search_vector = changed.search_vector)
      ORDER BY 1 ON CONFLICT (lexeme) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vendor_lexemes_after_insert AFTER INSERT ON "vendor"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_lexemes_kept();--> statement-breakpoint
CREATE TRIGGER vendor_lexemes_after_update AFTER UPDATE ON "vendor"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_lexemes_kept();
