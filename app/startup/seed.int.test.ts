/** The seeded demo vendors' descriptions, as the database holds them (issue 15). */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { vendorColumns } from "../../tests/support/vendors";
import { sentencesOf } from "./demo-descriptions";
import { buildDemoVendors } from "./demo-vendors";
import { seedDemoVendors } from "./seed.server";

const demo = buildDemoVendors();

describe("seeded descriptions", () => {
  it("no sentence of a seeded description appears for two vendors", async () => {
    const rows = await db
      .select({ id: vendor.id, text: vendor.shortDescription })
      .from(vendor)
      .where(sql`${vendor.id} <= ${demo.length}`);
    expect(rows).toHaveLength(demo.length);
    const owners = new Map<string, Set<number>>();
    for (const row of rows) {
      for (const sentence of sentencesOf(row.text)) {
        owners.set(sentence, (owners.get(sentence) ?? new Set()).add(row.id));
      }
    }
    expect([...owners].filter(([, ids]) => ids.size > 1).map(([sentence]) => sentence)).toEqual([]);
  });

  it("a re-seed gives untouched demo listings the current text and leaves edited ones alone", async () => {
    const [untouched, edited] = [demo[2], demo[3]];
    await db
      .update(vendor)
      .set({ shortDescription: "An old seeded text.", updatedAt: sql`${vendor.createdAt}` })
      .where(eq(vendor.id, untouched.id));
    await db
      .update(vendor)
      .set({ shortDescription: "The owner's own words." })
      .where(eq(vendor.id, edited.id));

    await seedDemoVendors(db);

    const text = (id: number) =>
      vendorColumns(id, { text: vendor.shortDescription, search: vendor.searchText });
    const refreshed = await text(untouched.id);
    expect(refreshed.text).toBe(untouched.shortDescription);
    expect(refreshed.search).toContain(untouched.shortDescription);
    expect((await text(edited.id)).text).toBe("The owner's own words.");
  });
});
