import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { user, vendor } from "~/db/schema";
import { createVendor, type NewVendor } from "~/features/business/create-vendor.server";
import { watchContentChanges } from "~/features/page-cache/content-changes.server";
import { cachedResults, forgetDirectoryCache } from "~/features/vendors/directory-cache.server";
import { insertTestVendor } from "../../../tests/support/vendors";
import { loadCategoryCounts, loadLocationAreas, loadVendorList } from "./directory.server";
import { parseDirectoryFilters } from "./filters";

/** A new user of `role` adds a vendor: an admin's is approved, a couple's waits for review. */
async function addVendorAs(role: "admin" | "user", vendor: Omit<NewVendor, "source">) {
  const id = crypto.randomUUID();
  const name = role === "admin" ? "Admin" : "Couple";
  await db.insert(user).values({ id, name, email: `${id}@example.com`, role });
  await createVendor({ id, role }, { ...vendor, source: "database" });
}

describe("cached directory aggregates", () => {
  it("reflect a new approved vendor at once, not a minute later", async () => {
    const before = (await loadCategoryCounts()).data.catering ?? 0;
    expect((await loadLocationAreas()).data).not.toContain("Peterborough");

    await addVendorAs("admin", {
      name: "Kesari Kitchen",
      categoryId: "catering",
      location: "Millfield, Peterborough",
      rating: 4,
    });

    expect((await loadCategoryCounts()).data.catering).toBe(before + 1);
    expect((await loadLocationAreas()).data).toContain("Peterborough");
  });

  it("does not count a pending vendor", async () => {
    const before = (await loadCategoryCounts()).data.decor ?? 0;
    await addVendorAs("user", {
      name: "Genda Phool Décor",
      categoryId: "decor",
      location: "Belgrave, Leicester",
      rating: 4.5,
    });
    expect((await loadCategoryCounts()).data.decor).toBe(before);
  });
});

describe("kept list results (decision 031)", () => {
  const filters = (q: string) => parseDirectoryFilters(new URLSearchParams({ q }));
  const names = async (q: string) =>
    (await loadVendorList(filters(q), {})).result?.vendors.map((listed) => listed.name) ?? [];
  let stop: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it("are read once while changes are heard, and forgotten when any process changes a vendor", async () => {
    stop = await watchContentChanges({ onChange: () => {}, onListening: () => {} });
    const read = vi.fn(async () => crypto.randomUUID());
    const first = await cachedResults("key", read);
    expect(await cachedResults("key", read)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);

    // Renamed straight in the database, as another instance would: only the announcement
    // (the vendor table's trigger) can make this process forget what it kept.
    const marker = `Kept${crypto.randomUUID().slice(0, 8)}`;
    const id = await insertTestVendor({
      name: `${marker} Tent Hire`,
      categoryId: "decor",
      location: "Leicester",
    });
    expect(await names(marker)).toEqual([`${marker} Tent Hire`]);
    await db
      .update(vendor)
      .set({ name: `${marker} Marquees` })
      .where(eq(vendor.id, id));
    const deadline = Date.now() + 30_000; // a ceiling for a busy machine; the wait ends on the state
    while ((await names(marker))[0] !== `${marker} Marquees`) {
      if (Date.now() > deadline) throw new Error("The rename was never seen");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await cachedResults("key", read)).not.toBe(first);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("are not kept while this process could miss a change", async () => {
    const read = vi.fn(async () => crypto.randomUUID());
    expect(await cachedResults("unheard", read)).not.toBe(await cachedResults("unheard", read));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("are not kept when a change came while they were being read", async () => {
    stop = await watchContentChanges({ onChange: () => {}, onListening: () => {} });
    const read = vi.fn(async () => {
      forgetDirectoryCache(); // a vendor write lands mid-read
      return crypto.randomUUID();
    });
    await cachedResults("raced", read);
    await cachedResults("raced", read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("see a vendor written in this process at once", async () => {
    stop = await watchContentChanges({ onChange: () => {}, onListening: () => {} });
    const marker = `Fresh${crypto.randomUUID().slice(0, 8)}`;
    expect(await names(marker)).toEqual([]);
    await addVendorAs("admin", {
      name: `${marker} Dhol`,
      categoryId: "entertainment",
      location: "Leicester",
      rating: 4,
    });
    expect(await names(marker)).toEqual([`${marker} Dhol`]);
  });
});
