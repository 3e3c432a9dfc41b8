/**
 * A search word's prefix spelt out as the lexemes it stands for (decision 050): the same
 * listings as the prefix itself, kept up to date by the triggers on `vendor` in the same
 * transaction as the write, on the seeded demo data and listings written through the writer.
 */
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { searchLexeme } from "~/db/schema";
import { makeListing } from "../../../tests/factories";
import { unique } from "../../../tests/factories/unique";
import { fullTextConditions, MAX_SPELT, quoteLexeme } from "./search-lexemes.server";
import { listVendors } from "./vendor-list.server";
import { updateVendor } from "./vendor-write.server";

const idsWhere = async (condition: SQL) =>
  (await queryRows<{ id: number }>(sql`select id from vendor where ${condition} order by id`)).map(
    (row) => row.id,
  );

/** What the prefix itself finds: the query before decision 050. */
const byPrefix = (term: string) =>
  idsWhere(sql`search_vector @@ to_tsquery('english', ${`${term}:*`})`);

async function spelt(term: string, maxSpelt?: number) {
  const condition = (await fullTextConditions([term], maxSpelt)).get(term);
  if (!condition) throw new Error(`No condition for ${term}`);
  return condition;
}

describe("search words spelt out as lexemes", () => {
  it("holds every lexeme of every listing's search text", async () => {
    const [missing] = await queryRows<{ n: number }>(sql`
      select count(*)::int as n from (
        select distinct l from vendor, unnest(tsvector_to_array(search_vector)) as l
        except select lexeme from search_lexeme) as absent`);
    expect(missing?.n).toBe(0);
  });

  it.each([
    "photographer",
    "photo",
    "leicester",
    "leic",
    "mehndi",
    "henna",
    "caterers",
    "cater",
    "dj",
    "tandoor",
    "pollokshields",
    "sikh",
    "venues",
    "ma",
    "co",
    "zzqx",
  ])("'%s' finds exactly what its prefix finds", async (term) => {
    const expected = await byPrefix(term);
    expect(await idsWhere(await spelt(term))).toEqual(expected);
  });

  it("finds the same listings, in the same order, for whole searches", async () => {
    for (const q of ["photographer leicester", "mehndi", "caterers birmingham", "dhol"]) {
      const { vendors, total } = await listVendors({ q, pageSize: 200 });
      const terms = q.split(" ");
      const everyTerm = sql.join(
        terms.map((term) => sql`search_vector @@ to_tsquery('english', ${`${term}:*`})`),
        sql` and `,
      );
      const expected = await idsWhere(sql`approval_status = 'approved' and ${everyTerm}`);
      expect(total, q).toBe(expected.length);
      expect(vendors.map((v) => v.id).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it("finds a word a listing brings with it, and one an edit adds, at once", async () => {
    // Letters only, ending in one no English suffix rule strips, so the word stems to itself.
    const letters = () => unique().replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]);
    const word = `zephyrine${letters()}x`;
    const id = await makeListing({ name: `Studio ${word}`, location: "Leicester" });
    expect((await listVendors({ q: word.slice(0, 12) })).vendors.map((v) => v.id)).toEqual([id]);

    const later = `quillon${letters()}x`;
    const [admin] = await queryRows<{ id: string }>(
      sql`select id from "user" where role = 'admin' order by created_at limit 1`,
    );
    expect(
      await updateVendor({ id: admin?.id as string }, id, {
        name: `Studio ${later}`,
        categoryId: "photography-videography",
        location: "Leicester",
        rating: 4,
        reviewCount: 10,
      }),
    ).toBe(true);
    expect((await listVendors({ q: later.slice(0, 10) })).vendors.map((v) => v.id)).toEqual([id]);
    const kept = (await db.select().from(searchLexeme)).map((row) => row.lexeme);
    expect(kept.some((lexeme) => lexeme.startsWith(word.slice(0, 9)))).toBe(true);
    expect(kept.some((lexeme) => lexeme.startsWith(later.slice(0, 7)))).toBe(true);
  });

  it("matches nothing for a prefix no listing has held, and leaves a wide one to the index", async () => {
    expect(await byPrefix("zzqx")).toEqual([]);
    expect(await idsWhere(await spelt("zzqx"))).toEqual([]);
    // A prefix that stands for more lexemes than are spelt out stays a prefix, and still matches.
    const [wide] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from search_lexeme where starts_with(lexeme, 'ma')`,
    );
    expect(wide?.n).toBeGreaterThan(5);
    const left = await spelt("ma", 5);
    expect(new PgDialect().sqlToQuery(left).sql).toContain("to_tsquery");
    expect(new PgDialect().sqlToQuery(await spelt("ma")).sql).not.toContain("to_tsquery");
    expect(await idsWhere(left)).toEqual(await byPrefix("ma"));
    expect((await byPrefix("ma")).length).toBeGreaterThan(0);
    expect(MAX_SPELT).toBeGreaterThan(5);
  });

  it("quotes a lexeme as tsquery input takes it", async () => {
    for (const lexeme of ["plain", "o'neil", "back\\slash", "it''s"]) {
      const [row] = await queryRows<{ back: string[] }>(
        sql`select array(select unnest(tsvector_to_array(${quoteLexeme(lexeme)}::tsquery::text::tsvector))) as back`,
      );
      expect(row?.back).toEqual([lexeme]);
    }
  });
});
