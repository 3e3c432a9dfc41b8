/**
 * The database-down fallback, with a REAL outage: on PostgreSQL the server is told to refuse
 * connections to this test's database and its open connections are terminated; on PGlite the
 * embedded client is closed. Public reads primed before the outage are served from the last
 * good copy with connectionIssue true; reads never made before fail; when the database comes
 * back, fresh data flows again with connectionIssue false.
 */

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listVendors } from "~/features/vendors/vendor-list.server";
import {
  getFeaturedVendors,
  getPublicVendor,
  getVendorPage,
} from "~/features/vendors/vendors.server";
import { logger } from "~/lib/logger.server";
import { hasDemoReviews } from "~/startup/demo-reviews";
import { buildDemoVendors } from "~/startup/demo-vendors";
import { bringDatabaseBack, isDatabaseDown, takeDatabaseDown } from "../../../tests/support/outage";
import { deleteTestVendor, insertTestVendor } from "../../../tests/support/vendors";
import { loadCategoryCounts, loadLocationAreas, loadVendorList } from "./directory.server";
import { readWithFallback } from "./fallback.server";
import { type DirectoryFilters, parseDirectoryFilters } from "./filters";

function filters(overrides: Partial<DirectoryFilters>): DirectoryFilters {
  return { ...parseDirectoryFilters(new URLSearchParams()), ...overrides };
}

const MEHNDI = filters({ q: "mehndi" });
const REVIEWED = buildDemoVendors().find(hasDemoReviews)?.id ?? 0;
const LEICESTER_RADIUS = filters({ postcode: "LE4 5LN", radius: 10 });

describe("database-down fallback", () => {
  const primed: Record<string, unknown> = {};
  const addedIds: number[] = [];

  // The server logs each fallback and failed read; keep the test output readable.
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});

  beforeAll(async () => {
    // Prime: the pages' reads succeed once, and the server keeps their last good copies.
    const mehndi = await loadVendorList(MEHNDI, {});
    const catering = await loadVendorList(filters({}), { categoryId: "catering" });
    const radius = await loadVendorList(LEICESTER_RADIUS, {});
    const counts = await loadCategoryCounts();
    const areas = await loadLocationAreas();
    const vendor = await readWithFallback("vendor:29", () => getVendorPage(29));
    // A listing with Saath reviews, for the page's reviews section during the outage.
    await readWithFallback(`vendor:${REVIEWED}`, () => getVendorPage(REVIEWED));
    const featured = await readWithFallback("featured", () => getFeaturedVendors());
    for (const read of [mehndi, catering, radius, counts, areas, vendor, featured]) {
      expect(read.connectionIssue).toBe(false);
    }
    Object.assign(primed, { mehndi, catering, radius, counts, areas, vendor, featured });
    expect(mehndi.result?.total).toBeGreaterThan(0);
    expect(radius.result?.total).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await bringDatabaseBack();
    for (const id of addedIds) await deleteTestVendor(id);
  });

  it("the outage is real: a direct query fails", async () => {
    await takeDatabaseDown();
    await expect(listVendors({ q: "mehndi" })).rejects.toThrow();
    await expect(getPublicVendor(29)).rejects.toThrow();
  });

  it("serves every primed read from the last good copy, with connectionIssue true", async () => {
    expect(isDatabaseDown()).toBe(true);
    const mehndi = await loadVendorList(MEHNDI, {});
    expect(mehndi.connectionIssue).toBe(true);
    expect(mehndi.result).toEqual((primed.mehndi as typeof mehndi).result);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("serving the last good copy"),
      expect.any(String),
    );

    const catering = await loadVendorList(filters({}), { categoryId: "catering" });
    expect(catering.connectionIssue).toBe(true);
    expect(catering.result).toEqual((primed.catering as typeof catering).result);

    const radius = await loadVendorList(LEICESTER_RADIUS, {});
    expect(radius.connectionIssue).toBe(true);
    expect(radius.result).toEqual((primed.radius as typeof radius).result);

    const counts = await loadCategoryCounts();
    expect(counts).toEqual({ data: (primed.counts as typeof counts).data, connectionIssue: true });

    const areas = await loadLocationAreas();
    expect(areas).toEqual({ data: (primed.areas as typeof areas).data, connectionIssue: true });

    const vendor = await readWithFallback("vendor:29", () => getVendorPage(29));
    // A listing with Saath reviews, for the page's reviews section during the outage.
    await readWithFallback(`vendor:${REVIEWED}`, () => getVendorPage(REVIEWED));
    expect(vendor.connectionIssue).toBe(true);
    expect(vendor.data?.name).toBe("Indigo Lotus Photography");

    const featured = await readWithFallback("featured", () => getFeaturedVendors());
    expect(featured).toEqual({
      data: (primed.featured as typeof featured).data,
      connectionIssue: true,
    });
  });

  it("a read never made before has no copy: it throws", async () => {
    expect(isDatabaseDown()).toBe(true);
    await expect(loadVendorList(filters({ q: "caterers" }), {})).rejects.toThrow();
    await expect(readWithFallback("never-read", () => getPublicVendor(1))).rejects.toThrow();
    // An unknown postcode is answered without the database at all.
    const unknown = await loadVendorList(filters({ postcode: "ZZ9 9ZZ" }), {});
    expect(unknown.postcodeError).toBe("We don't recognise that postcode");
  });

  it("the category and vendor pages' loaders keep serving with the notice flag", async () => {
    expect(isDatabaseDown()).toBe(true);
    const { loader: categoryLoader } = await import("~/routes/category");
    const { loader: vendorLoader } = await import("~/routes/vendor");
    const request = new Request("http://localhost:3000/category/catering");
    const args = { params: { categoryId: "catering" }, request, context: {} } as never;
    const page = await categoryLoader(args);
    expect(page).toMatchObject({ connectionIssue: true, loadError: false });
    expect("result" in page && page.result).toEqual(
      (primed.catering as { result: unknown }).result,
    );

    // A filter nobody asked for before the outage: the page still renders its error state,
    // as a 503 that says when to come back.
    const unprimed = await categoryLoader({
      params: { categoryId: "catering" },
      request: new Request("http://localhost:3000/category/catering?rating=4"),
      context: {},
    } as never);
    expect(unprimed).toMatchObject({
      data: { loadError: true, result: null },
      init: { status: 503, headers: { "Retry-After": "60" } },
    });

    const vendorPage = await vendorLoader({
      params: { vendorId: "29" },
      request,
      context: {},
    } as never);
    expect(vendorPage).toMatchObject({
      connectionIssue: true,
      vendor: { id: 29 },
      isClaimable: false,
      gallery: expect.any(Array),
    });
    // Its reviews cannot be read: it says so, not "no reviews" under a header that counts some.
    const reviewed = await vendorLoader({
      params: { vendorId: String(REVIEWED) },
      request: new Request(`http://localhost:3000/vendor/${REVIEWED}`),
      context: {},
    } as never);
    expect(reviewed).toMatchObject({ connectionIssue: true, reviews: { unavailable: true } });
  });

  it("recovers by itself when the database returns: fresh data, connectionIssue false", async () => {
    await bringDatabaseBack();
    const mehndi = await loadVendorList(MEHNDI, {});
    expect(mehndi.connectionIssue).toBe(false);
    expect(mehndi.result).toEqual((primed.mehndi as typeof mehndi).result);

    // New data written after the outage shows: the copy was only a stand-in.
    addedIds.push(
      await insertTestVendor({
        name: "Recovery Mehndi Studio",
        categoryId: "mehndi-artists",
        location: "Belgrave, Leicester",
        postcode: "LE4 5LN",
        rating: 5,
        reviewCount: 999,
      }),
    );
    const fresh = await loadVendorList(MEHNDI, {});
    expect(fresh.connectionIssue).toBe(false);
    expect(fresh.result?.total).toBe((mehndi.result?.total ?? 0) + 1);
    expect(fresh.result?.vendors.map((v) => v.name)).toContain("Recovery Mehndi Studio");

    const counts = await loadCategoryCounts();
    expect(counts.connectionIssue).toBe(false);
    expect(counts.data["mehndi-artists"]).toBe(
      ((primed.counts as typeof counts).data["mehndi-artists"] ?? 0) + 1,
    );
    // The read that failed during the outage works now.
    const caterers = await loadVendorList(filters({ q: "caterers" }), {});
    expect(caterers.connectionIssue).toBe(false);
    expect(caterers.result?.total).toBeGreaterThan(0);
  });

  it("survives a second outage after recovery, serving the newer copy", async () => {
    await takeDatabaseDown();
    const mehndi = await loadVendorList(MEHNDI, {});
    expect(mehndi.connectionIssue).toBe(true);
    expect(mehndi.result?.vendors.map((v) => v.name)).toContain("Recovery Mehndi Studio");
    await bringDatabaseBack();
    expect((await loadVendorList(MEHNDI, {})).connectionIssue).toBe(false);
  });
});
