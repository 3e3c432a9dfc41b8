/**
 * Helpers for the directory integration tests (*.int.test.ts): insert vendors of a test's own
 * the way the app saves them, and read the postcode centroid CSVs independently of the app's
 * look-up code, so distance assertions are checked against the source data.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { categoryImage } from "~/features/vendors/categories";
import { forgetDirectoryCache } from "~/features/vendors/directory-cache.server";
import { deriveVendorColumns } from "~/features/vendors/vendor-columns.server";

export interface TestVendorInput {
  name: string;
  categoryId: string;
  location: string;
  postcode?: string;
  address?: string;
  shortDescription?: string;
  rating?: number;
  reviewCount?: number;
  approvalStatus?: "approved" | "pending" | "rejected";
}

export async function insertTestVendor(input: TestVendorInput): Promise<number> {
  const [row] = await db
    .insert(vendor)
    .values({
      name: input.name,
      categoryId: input.categoryId,
      location: input.location,
      address: input.address ?? null,
      image: categoryImage(input.categoryId),
      rating: input.rating ?? 4,
      reviewCount: input.reviewCount ?? 10,
      shortDescription: input.shortDescription ?? "",
      approvalStatus: input.approvalStatus ?? "approved",
      ...deriveVendorColumns({ ...input, postcode: input.postcode ?? null }),
    })
    .returning({ id: vendor.id });
  // As the app's own write paths do.
  forgetDirectoryCache();
  return row.id;
}

export async function deleteTestVendor(id: number) {
  await db.delete(vendor).where(eq(vendor.id, id));
  forgetDirectoryCache();
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
