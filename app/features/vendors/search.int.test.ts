/**
 * Search over name, category, location and description: ranked, and tolerant of small typos
 * (full text with prefixes OR trigram word similarity, per word). Runs on the seeded demo data.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { buildDemoVendors } from "~/startup/demo-vendors";
import { listVendors } from "./vendor-list.server";

const demo = buildDemoVendors();
const approvedIds = (predicate: (v: (typeof demo)[number]) => boolean) =>
  demo
    .filter((v) => v.approvalStatus === "approved" && predicate(v))
    .map((v) => v.id)
    .sort((a, b) => a - b);

async function search(q: string, extra: Parameters<typeof listVendors>[0] = {}) {
  return listVendors({ q, pageSize: 200, ...extra });
}
const ids = (vendors: { id: number }[]) => vendors.map((v) => v.id).sort((a, b) => a - b);

describe("directory search: ranking", () => {
  it.each([
    ["Rangoli Caterers", 18],
    ["Indigo Lotus Photography", 29],
    ["Gulab Mehndi Studio", 151],
    ["Zeenat Mobile Bar", 173],
  ])("ranks the exact name match '%s' first", async (q, expectedId) => {
    const { vendors, total } = await search(q);
    expect(vendors[0]?.id).toBe(expectedId);
    expect(vendors[0]?.name).toBe(q);
    // The other words still find related vendors, ranked below the exact match.
    expect(total).toBeGreaterThan(0);
  });

  it("ranks an exact name above vendors that only share its words in other fields", async () => {
    // "Paisley Henna Art" (150) vs the other Henna vendors and every mehndi artist.
    const { vendors } = await search("paisley henna art");
    expect(vendors[0]?.id).toBe(150);
  });

  it("finds a category by its words: 'mehndi' returns every approved mehndi artist first", async () => {
    const expected = approvedIds((v) => v.categoryId === "mehndi-artists");
    expect(expected).toHaveLength(8);
    const { vendors, total } = await search("mehndi");
    expect(ids(vendors)).toEqual(expect.arrayContaining(expected));
    // Artists whose names say Mehndi come before anyone who only mentions it.
    expect(vendors[0]?.categoryId).toBe("mehndi-artists");
    expect(vendors[0]?.name).toMatch(/Mehndi/);
    expect(total).toBe(vendors.length);
  });

  it("searches locations: 'Pollokshields' finds only the Glasgow vendors", async () => {
    const { vendors } = await search("Pollokshields");
    expect(ids(vendors)).toEqual(approvedIds((v) => v.location.startsWith("Pollokshields")));
  });

  it("searches descriptions: 'tandoor' finds the caterers that mention it", async () => {
    const { vendors } = await search("tandoor");
    expect(ids(vendors)).toEqual(
      approvedIds((v) => v.shortDescription.toLowerCase().includes("tandoor")),
    );
    expect(vendors.every((v) => v.categoryId === "catering")).toBe(true);
  });

  it("needs every word to match: a category word and a town narrow the results", async () => {
    const { vendors } = await search("photographer leicester");
    expect(ids(vendors)).toEqual(
      approvedIds(
        (v) => v.categoryId === "photography-videography" && v.location.includes("Leicester"),
      ),
    );
  });

  it("a stop word never narrows it: 'photographer from leicester' finds what 'photographer leicester' does", async () => {
    const plain = await search("photographer leicester");
    expect(plain.total).toBeGreaterThan(0);
    const worded = await search("photographer from leicester");
    expect(ids(worded.vendors)).toEqual(ids(plain.vendors));
    expect(ids((await search("photographer who is in leicester")).vendors)).toEqual(
      ids(plain.vendors),
    );
  });

  it("returns nothing for a word that matches no vendor", async () => {
    const { vendors, total } = await search("xylophonequartz");
    expect(vendors).toEqual([]);
    expect(total).toBe(0);
  });

  it("ignores punctuation and SQL-looking input safely", async () => {
    const plain = await search("mehndi");
    const quoted = await search("mehndi'); --");
    expect(ids(quoted.vendors)).toEqual(ids(plain.vendors));
    // Nothing but punctuation is no search at all: every approved vendor.
    expect((await search("&|!:*()'")).total).toBe(approvedIds(() => true).length);
  });

  it("'asian caterers birmingham' finds the caterers in Birmingham: filler and soft words let go (issue 31)", async () => {
    const birminghamCaterers = approvedIds(
      (v) => v.categoryId === "catering" && v.location.endsWith("Birmingham"),
    );
    expect(birminghamCaterers.length).toBeGreaterThan(0);
    for (const q of [
      "asian caterers birmingham",
      "Indian caterers in Birmingham",
      "best asian wedding caterers near me birmingham",
    ]) {
      expect(ids((await search(q)).vendors), q).toEqual(birminghamCaterers);
    }
    // A soft word that matches still narrows: South Indian bridal, not everything bridal.
    const southIndian = await search("south indian bridal");
    expect(southIndian.total).toBeGreaterThan(0);
    expect(southIndian.total).toBeLessThan((await search("bridal")).total);
  });

  it("combines search with the category filter", async () => {
    const { vendors } = await search("leicester", { categoryId: "bartending" });
    expect(ids(vendors)).toEqual([173]);
  });
});

describe("directory search: typo tolerance", () => {
  it("finds a Leicester photographer despite two typos", async () => {
    const { vendors } = await search("photgrapher leicster");
    expect(vendors[0]?.id).toBe(29);
    expect(vendors[0]?.categoryId).toBe("photography-videography");
    expect(vendors[0]?.location).toContain("Leicester");
    expect(vendors.every((v) => v.location.includes("Leicester"))).toBe(true);
  });

  it("one misspelt word among correct ones still finds the match", async () => {
    const { vendors } = await search("photographer leicster");
    expect(ids(vendors)).toEqual(
      approvedIds(
        (v) => v.categoryId === "photography-videography" && v.location.includes("Leicester"),
      ),
    );
    const mixed = await search("rangoli caterrs");
    expect(mixed.vendors[0]?.id).toBe(18);
  });

  it("tells the planner that trigram checks are costly, so it uses the trigram index", async () => {
    // Migration 0003: at pg_trgm's default cost of 1 the planner scanned every row instead.
    const result = (await db.execute(
      sql`select proname, procost from pg_proc where proname in ('word_similarity_op', 'word_similarity_commutator_op') order by proname`,
    )) as unknown as { rows: { proname: string; procost: number }[] };
    expect(result.rows.map((row) => Number(row.procost))).toEqual([1000, 1000]);
  });

  it("'photgrapher' finds every approved photographer", async () => {
    const { vendors } = await search("photgrapher");
    expect(ids(vendors)).toEqual(
      expect.arrayContaining(approvedIds((v) => v.categoryId === "photography-videography")),
    );
  });

  it("'leicster' finds every approved Leicester vendor and nobody else", async () => {
    const { vendors } = await search("leicster");
    expect(ids(vendors)).toEqual(approvedIds((v) => v.location.includes("Leicester")));
  });

  it("'caterer' and 'Caterers' both find the Caterers category, and the same vendors", async () => {
    const expected = approvedIds((v) => v.categoryId === "catering");
    expect(expected).toHaveLength(8);
    const singular = await search("caterer");
    const plural = await search("Caterers");
    expect(ids(singular.vendors)).toEqual(expect.arrayContaining(expected));
    expect(ids(plural.vendors)).toEqual(ids(singular.vendors));
    // The pending caterer (id 20) never appears.
    expect(ids(singular.vendors)).not.toContain(20);
  });

  it("'sherwni' (a dropped letter) still finds the groomwear shops", async () => {
    const { vendors } = await search("sherwni");
    expect(vendors.length).toBeGreaterThan(0);
    expect(vendors[0]?.categoryId).toBe("menswear");
  });
});
