/**
 * Town-only listings: a listing saved with a town but no postcode is placed at that town (the ONS
 * centroid of its central postcode district), so a postcode radius search finds it. Listings
 * saved before this are placed at start-up.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { lookupLocation, lookupPostcode, lookupTown } from "~/lib/postcodes.server";
import { makeUser, unique } from "../../../tests/factories";
import { centroidFromCsv, greatCircleMiles } from "../../../tests/support/vendors";
import { listVendors } from "./vendor-list.server";
import { deleteVendor, insertVendor, placeTownOnlyVendors } from "./vendor-write.server";

const actor = { id: `towns-${crypto.randomUUID()}` };
const created: number[] = [];

beforeAll(async () => {
  await makeUser({ id: actor.id, name: "Admin" });
});
afterAll(async () => {
  for (const id of created) await deleteVendor(actor, id);
});

async function addListing(location: string, postcode: string | null = null) {
  const { id } = await insertVendor(actor, {
    name: `Town Test Bakes ${unique()}`,
    categoryId: "cake-desserts",
    location,
    postcode,
    rating: 4,
    approvalStatus: "approved",
    source: "database",
  });
  created.push(id);
  return id;
}
const readVendor = async (id: number) =>
  (await db.select().from(vendor).where(eq(vendor.id, id)))[0];

describe("the UK towns list", () => {
  it("places every town at a postcode district in the ONS table", () => {
    const rows = fs.readFileSync("resources/uk-towns/uk-towns.csv", "utf8").trim().split("\n");
    expect(rows.length).toBeGreaterThan(200);
    for (const line of rows.slice(1)) {
      const [town, district] = line.split(",");
      expect(lookupTown(town), town).toEqual(centroidFromCsv(district));
    }
  });

  it("reads the first known part of a location, whatever the case and punctuation", () => {
    expect(lookupLocation("Southall, London")).toEqual(centroidFromCsv("UB1"));
    expect(lookupLocation("Unit 4, Wembley")).toEqual(centroidFromCsv("HA9"));
    expect(lookupLocation("  stoke-on-trent ")).toEqual(centroidFromCsv("ST1"));
    expect(lookupLocation("Nowhere-on-the-Marsh")).toBeNull();
  });
});

describe("listings without a postcode", () => {
  let townOnly = 0;
  beforeAll(async () => {
    townOnly = await addListing("Belgrave, Leicester");
  });

  it("are placed at their town when saved, and found by a radius search", async () => {
    const row = await readVendor(townOnly);
    expect({ lat: row.lat, lng: row.lng }).toEqual(centroidFromCsv("LE1"));
    expect(row.postcode).toBeNull();

    const { vendors } = await listVendors({
      categoryId: "cake-desserts",
      q: "town test",
      near: lookupPostcode("LE4 5LN"),
      radiusMiles: 5,
    });
    const found = vendors.find((v) => v.id === townOnly);
    const expected = greatCircleMiles(centroidFromCsv("LE4 5LN"), centroidFromCsv("LE1"));
    expect(found?.distanceMiles).toBeCloseTo(expected, 1);
  });

  it("a postcode, when given, wins over the town", async () => {
    const id = await addListing("Leicester", "B11 1AA");
    const row = await readVendor(id);
    expect({ lat: row.lat, lng: row.lng }).toEqual(centroidFromCsv("B11 1AA"));
  });

  it("listings saved unplaced before are placed at start-up; unknown towns stay unplaced", async () => {
    const old = await addListing("Harrow");
    const unknown = await addListing("Nowhere-on-the-Marsh");
    // As a listing saved before towns were looked up.
    await db.update(vendor).set({ lat: null, lng: null }).where(eq(vendor.id, old));

    expect(await placeTownOnlyVendors()).toBeGreaterThanOrEqual(1);
    const placed = await readVendor(old);
    expect({ lat: placed.lat, lng: placed.lng }).toEqual(centroidFromCsv("HA1"));
    expect((await readVendor(unknown)).lat).toBeNull();
    // Nothing left to do the second time for our rows.
    await placeTownOnlyVendors();
    expect((await readVendor(unknown)).lat).toBeNull();
  });
});
