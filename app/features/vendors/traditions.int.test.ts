/**
 * `vendor.traditions` (decision 049): the database's `traditions_mask()` (migration 0024) and
 * `traditionBits()` give every value of every list the same bit, so a radius's mask test keeps
 * exactly the vendors the lists' containment test keeps.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { DIETARY, FAITHS, LANGUAGES } from "./listing-options";
import { traditionBits } from "./traditions";

const mask = async (languages: string[], faiths: string[], dietary: string[]) => {
  const [row] = await queryRows<{ bits: number }>(
    sql`select traditions_mask(${JSON.stringify(languages)}::jsonb, ${JSON.stringify(faiths)}::jsonb, ${JSON.stringify(dietary)}::jsonb) as bits`,
  );
  return row.bits;
};

describe("the traditions mask", () => {
  it.each([
    ["languages", LANGUAGES],
    ["faiths", FAITHS],
    ["dietary", DIETARY],
  ] as const)("gives each of the %s the bit traditionBits() gives it", async (list, values) => {
    for (const value of values) {
      const lists = { languages: [], faiths: [], dietary: [], [list]: [value] };
      expect(await mask(lists.languages, lists.faiths, lists.dietary), value).toBe(
        traditionBits(list, [value]),
      );
    }
  });

  it("uses 28 distinct bits, Jain the ceremony apart from Jain the diet", () => {
    const bits = [
      ...LANGUAGES.map((value) => traditionBits("languages", [value])),
      ...FAITHS.map((value) => traditionBits("faiths", [value])),
      ...DIETARY.map((value) => traditionBits("dietary", [value])),
    ];
    expect(new Set(bits).size).toBe(28);
    expect(bits.every((bit) => bit > 0 && bit < 2 ** 30)).toBe(true);
    expect(traditionBits("faiths", ["Jain"])).not.toBe(traditionBits("dietary", ["Jain"]));
  });

  it("is empty for empty lists, ignores a value not on its list, and ORs the rest", async () => {
    expect(await mask([], [], [])).toBe(0);
    expect(await mask(["Klingon"], [], [])).toBe(0);
    expect(await mask(["Tamil", "Klingon", "Tamil"], ["Sikh"], ["Halal"])).toBe(
      traditionBits("languages", ["Tamil"]) |
        traditionBits("faiths", ["Sikh"]) |
        traditionBits("dietary", ["Halal"]),
    );
  });

  it("refuses to build a filter from a value not on its list", () => {
    expect(() => traditionBits("languages", ["Klingon"])).toThrow(/not one of the languages/);
  });

  it("is kept on every listing, from its own lists", async () => {
    const rows = await db
      .select({
        traditions: vendor.traditions,
        languages: vendor.languages,
        faiths: vendor.faiths,
        dietary: vendor.dietary,
      })
      .from(vendor);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.traditions).toBe(
        traditionBits("languages", row.languages) |
          traditionBits("faiths", row.faiths) |
          traditionBits("dietary", row.dietary),
      );
    }
  });
});
