import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { parsePostcode } from "~/lib/postcode";

export interface Point {
  lat: number;
  lng: number;
}

const DATA_FOLDER = path.resolve(process.cwd(), "resources/uk-postcodes");

let sectors: Map<string, Point> | undefined;
let districts: Map<string, Point> | undefined;

function loadTable(file: string): Map<string, Point> {
  const rows: string[][] = parse(fs.readFileSync(path.join(DATA_FOLDER, file)), { from_line: 2 });
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
