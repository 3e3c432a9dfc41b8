import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { parsePostcode } from "./postcode";

export interface Point {
  lat: number;
  lng: number;
}

let sectors: Map<string, Point> | undefined;
let districts: Map<string, Point> | undefined;
let towns: Map<string, Point> | undefined;

function readRows(file: string): string[][] {
  return parse(fs.readFileSync(path.resolve(process.cwd(), "resources", file)), { from_line: 2 });
}

function loadTable(file: string): Map<string, Point> {
  const rows = readRows(`uk-postcodes/${file}`);
  return new Map(rows.map(([key, lat, lng]) => [key, { lat: Number(lat), lng: Number(lng) }]));
}

function tables() {
  sectors ??= loadTable("uk-postcode-sectors.csv");
  districts ??= loadTable("uk-postcode-districts.csv");
  return { sectors, districts };
}

/**
 * The centroid of a postcode: its sector (about 1 km) when the inward code is known,
 * else its district. Null when the postcode is malformed or not a UK postcode we know.
 */
export function lookupPostcode(input: string): (Point & { formatted: string }) | null {
  const parsed = parsePostcode(input);
  if (!parsed) return null;
  const { sectors, districts } = tables();
  const point =
    (parsed.kind === "full" ? sectors.get(parsed.sector) : undefined) ??
    districts.get(parsed.outward);
  return point ? { ...point, formatted: parsed.formatted } : null;
}

const townKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();

/**
 * Towns and London areas by name, each placed at the ONS centroid of its central postcode
 * district (`resources/uk-towns/uk-towns.csv`), so a listing saved with only a town is still
 * found by distance. Town-level precision: a few kilometres.
 */
export function lookupTown(name: string): Point | null {
  if (!towns) {
    const { districts } = tables();
    towns = new Map();
    for (const [town, district] of readRows("uk-towns/uk-towns.csv")) {
      const point = districts.get(district);
      if (point) towns.set(townKey(town), point);
    }
  }
  return towns.get(townKey(name)) ?? null;
}

/** The first comma-separated part of a location that names a known town ("Southall, London"). */
export function lookupLocation(location: string): Point | null {
  for (const part of location.split(",")) {
    const point = lookupTown(part);
    if (point) return point;
  }
  return null;
}
