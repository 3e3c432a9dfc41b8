import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import { searchLexeme, vendor } from "~/db/schema";

/** How many lexemes a prefix may stand for before it is left to the index as a prefix. */
export const MAX_SPELT = 64;

/**
 * Each search word's full-text condition, keyed by the word (decision 050).
 *
 * A word is a prefix: "photographer" is `'photograph':*`, which also finds "photography"
 * (`photographi`). PostgreSQL's GIN index answers a prefix by merging every entry that starts
 * with it into one bitmap before it can intersect anything: 56 ms for "photographer leicester"
 * at a million vendors. The same lexemes named one by one (`'photograph' | 'photographi'`) it
 * intersects entry by entry, in 7 ms. So each word's stem is looked up in `search_lexeme`
 * (every lexeme a listing has held, kept by triggers) and its lexemes are named; what matches is
 * the same. A word that stems to other than one lexeme, or whose prefix stands for more than
 * MAX_SPELT lexemes, stays a prefix.
 */
export async function fullTextConditions(
  terms: string[],
  maxSpelt = MAX_SPELT,
): Promise<Map<string, SQL>> {
  const conditions = new Map<string, SQL>();
  if (terms.length === 0) return conditions;
  // Between the stem and the stem with its last character moved one on: every lexeme that
  // starts with it, and no other, in the key's byte order (COLLATE "C").
  const rows = await queryRows<{ term: string; stems: string[]; lexemes: string[] }>(sql`
    select t.term, s.stems, array(
        select ${searchLexeme.lexeme} from ${searchLexeme}
        where cardinality(s.stems) = 1
          and ${searchLexeme.lexeme} >= s.stems[1]
          and ${searchLexeme.lexeme} < left(s.stems[1], -1) || chr(ascii(right(s.stems[1], 1)) + 1)
        order by 1 limit ${maxSpelt + 1}) as lexemes
    from unnest(array[${sql.join(
      terms.map((term) => sql`${term}`),
      sql`, `,
    )}]::text[]) as t(term)
    cross join lateral (select tsvector_to_array(to_tsvector('english', t.term)) as stems) as s`);
  for (const { term, stems, lexemes } of rows) {
    conditions.set(term, conditionFor(term, stems, lexemes, maxSpelt));
  }
  return conditions;
}

function conditionFor(term: string, stems: string[], lexemes: string[], maxSpelt: number): SQL {
  if (stems.length !== 1 || lexemes.length > maxSpelt) {
    return sql`${vendor.searchVector} @@ to_tsquery('english', ${prefixQuery(term)})`;
  }
  // No listing has ever held a lexeme with this prefix: the prefix matches nothing.
  if (lexemes.length === 0) return sql`false`;
  return sql`${vendor.searchVector} @@ ${lexemes.map(quoteLexeme).join(" | ")}::tsquery`;
}

/** A search word as a prefix of the english configuration's lexemes (`photographer:*`). */
export const prefixQuery = (term: string) => `${term}:*`;

/** A lexeme as tsquery input takes it: quoted, a quote doubled, a backslash escaped. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}
