import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categorySpotCount, spotCount, vendor } from "~/db/schema";
import type { Point } from "~/lib/postcodes.server";

/**
 * The radius search's geometry: great-circle distance, the nearest-first order the GiST index
 * answers, the bounding box plus exact test, and radius totals from the kept spot counts
 * (decisions 021 and 043). Used by the list query (`vendor-list.server.ts`).
 */
const EARTH_RADIUS_MILES = 3958.8;

/** Where a row is: a vendor's own columns, or a spot's in the kept counts (decision 043). */
interface Place {
  lat: SQLWrapper;
  lng: SQLWrapper;
}
const vendorPlace: Place = { lat: vendor.lat, lng: vendor.lng };

/** The great-circle distance in miles (haversine): what the radius keeps and the card shows. */
export function distanceSql(near: Point, at: Place = vendorPlace) {
  return sql<number>`(${sql.raw(String(EARTH_RADIUS_MILES))} * 2 * asin(sqrt(
    power(sin(radians(${at.lat} - ${near.lat}) / 2), 2) +
    cos(radians(${near.lat})) * cos(radians(${at.lat})) *
    power(sin(radians(${at.lng} - ${near.lng}) / 2), 2))))`;
}

/**
 * The straight-line distance between the vendor's `geo` point and `near` on the unit sphere.
 * It grows with the great-circle distance, so ordering by it is nearest first, and
 * `vendor_geo_knn_idx` (GiST) returns vendors in that order without measuring the rest.
 */
function chordSql(near: Point) {
  const lat = (near.lat * Math.PI) / 180;
  const lng = (near.lng * Math.PI) / 180;
  const point = [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
  return sql<number>`(${vendor.geo} <-> cube(array[${point[0]}::float8, ${point[1]}::float8, ${point[2]}::float8]))`;
}

/**
 * Which places a radius keeps: a bounding box on latitude and longitude (which an index on
 * them answers), then the exact great-circle test. The same SQL for a vendor's columns and a
 * kept spot's, so a count of spots is exactly a count of vendors.
 */
function circle(near: Point, radius: number, at: Place = vendorPlace) {
  const distance = distanceSql(near, at);
  const latDelta = radius / 69;
  const lngDelta = radius / (69 * Math.cos((near.lat * Math.PI) / 180));
  const bounds = [
    near.lat - latDelta,
    near.lat + latDelta,
    near.lng - lngDelta,
    near.lng + lngDelta,
  ] as const;
  return {
    distance,
    bounds,
    box: [
      sql`${at.lat} between ${bounds[0]} and ${bounds[1]}`,
      sql`${at.lng} between ${bounds[2]} and ${bounds[3]}`,
    ],
    within: sql`${distance} <= ${radius}`,
  };
}

/** How many grid cells a degree holds each way (`vendor_search_cell_idx`, decision 051). */
const CELLS_PER_DEGREE = 5;

/**
 * The vendor's grid cell, as `vendor_search_cell_idx` holds it: the same expression to the
 * letter (its constants written out, not parameters), or PostgreSQL cannot use the index.
 */
const perDegree = sql.raw(String(CELLS_PER_DEGREE));
const vendorCell = sql`(array[(floor(${vendor.lat} * ${perDegree})::int * 10000 + floor(${vendor.lng} * ${perDegree})::int)])`;

/** The cells that cover a box (every point in it lies in one of them), as `vendorCell` keys. */
export function cellsCovering(latFrom: number, latTo: number, lngFrom: number, lngTo: number) {
  const cell = (degrees: number) => Math.floor(degrees * CELLS_PER_DEGREE);
  const cells: number[] = [];
  for (let row = cell(latFrom); row <= cell(latTo); row++) {
    for (let column = cell(lngFrom); column <= cell(lngTo); column++) {
      cells.push(row * 10000 + column);
    }
  }
  return cells;
}

/**
 * A radius in four parts: a bounding box on latitude and longitude (which `vendor_geo_idx`
 * answers from the index alone), the same box as grid cells (which a search near a postcode
 * intersects with its words on `vendor_search_cell_idx`), the exact great-circle test, and
 * the nearest-first order.
 */
export function radiusParts(near: Point, radius: number) {
  const parts = circle(near, radius);
  const cells = cellsCovering(...parts.bounds);
  return {
    ...parts,
    cells: sql`${vendorCell} && ${`{${cells.join(",")}}`}::int[]`,
    chord: chordSql(near),
  };
}

/**
 * The approved vendors (of one category) within a radius, counted from the spots the triggers
 * keep (`spot_count`, `category_spot_count`; decision 043): every vendor at a spot has its
 * coordinates, so summing the spots inside the circle is exactly counting the vendors inside
 * it, over a few thousand spots where the vendors are 200,000 (50 miles of Leicester at a
 * million).
 */
export async function countWithinRadius(
  near: Point,
  radius: number,
  categoryId: string | undefined,
) {
  const table = categoryId === undefined ? spotCount : categorySpotCount;
  const { box, within } = circle(near, radius, table);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${table.approved}), 0)::int` })
    .from(table)
    .where(
      and(
        categoryId === undefined ? undefined : eq(categorySpotCount.categoryId, categoryId),
        ...box,
        within,
      ),
    );
  return Number(row?.total ?? 0);
}
