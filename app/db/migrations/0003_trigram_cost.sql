-- pg_trgm declares its word-similarity operator (<%, %>) as cheap as an integer comparison
-- (COST 1), so the planner preferred scanning every vendor and comparing trigrams on each
-- row (2.6 s for a typo search of 10,000 vendors on PGlite) over the trigram GIN index.
-- A check really costs tens of microseconds a row (about 1,000 times an integer comparison,
-- measured on PostgreSQL 15 and more on PGlite): say so, and the trigram indexes are used and
-- combined (BitmapAnd) before any row is checked.
-- Changing an extension's function needs its owner; a server that refuses keeps working,
-- only slower, so the lack of privilege is not an error.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 1000;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 1000;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm word similarity cost left unchanged: %', SQLERRM;
END
$$;
