/**
 * Helpers for the directory integration tests (*.int.test.ts): vendors of a test's own, added
 * and removed through the vendor writer (tests/factories/vendors.ts; these are its older
 * names), and the postcode centroid CSVs read independently of the app's look-up code, so
 * distance assertions are checked against the source data.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { type ListingOptions, makeListing, removeListing } from "../factories/vendors";

export type TestVendorInput = ListingOptions & {
  name: string;
  categoryId: string;
  location: string;
};

export const insertTestVendor = (input: TestVendorInput) => makeListing(input);

export const deleteTestVendor = (id: number) => removeListing(id);

/** The given columns of vendor `id`, e.g. `{ ownerId: vendor.ownerId }` (undefined: no such row). */
export async function vendorColumns<Fields extends SelectedFields>(id: number, fields: Fields) {
  const [row] = await db.select(fields).from(vendor).where(eq(vendor.id, id));
  return row;
}

function readCentroids(file: string): Map<string, { lat: number; lng: number }> {
  const text = fs.readFileSync(path.resolve(process.cwd(), "resources/uk-postcodes", file), "utf8");
  const map = new Map<string, { lat: number; lng: number }>();
  for (const line of text.split("\n").slice(1)) {
    const [key, lat, lng] = line.trim().split(",");
    if (key) map.set(key, { lat: Number(lat), lng: Number(lng) });
  }
  return map;
}

let centroids:
  | {
      sectors: Map<string, { lat: number; lng: number }>;
      districts: Map<string, { lat: number; lng: number }>;
    }
  | undefined;

/** The centroid straight from the CSVs: sector ("LE4 5") of a full postcode, else district. */
export function centroidFromCsv(postcode: string) {
  centroids ??= {
    sectors: readCentroids("uk-postcode-sectors.csv"),
    districts: readCentroids("uk-postcode-districts.csv"),
  };
  const compact = postcode.toUpperCase().replace(/\s+/g, "");
  const full = /^([A-Z]{1,2}[0-9][0-9A-Z]?)([0-9])[A-Z]{2}$/.exec(compact);
  const outward = full ? full[1] : compact;
  const point =
    (full ? centroids.sectors.get(`${full[1]} ${full[2]}`) : undefined) ??
    centroids.districts.get(outward);
  if (!point) throw new Error(`No centroid for ${postcode} in the CSVs`);
  return point;
}

/** Haversine great-circle distance in miles (mean Earth radius 3958.8 miles). */
export function greatCircleMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}
