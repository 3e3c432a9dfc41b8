/** UK postcode parsing. Pure: shared by the browser (form hints) and the server (look-ups). */

const OUTWARD = /^[A-Z]{1,2}[0-9][0-9A-Z]?$/;
const INWARD = /^[0-9][A-Z]{2}$/;

export type ParsedPostcode =
  | { kind: "full"; formatted: string; outward: string; sector: string }
  | { kind: "outward"; formatted: string; outward: string };

/** Accepts "le11aa", "LE1 1AA", " le1 ", "SW1A2AA"; returns null for anything else. */
export function parsePostcode(input: string): ParsedPostcode | null {
  const compact = input.toUpperCase().replace(/\s+/g, "");
  if (compact.length < 2 || compact.length > 7) return null;
  if (OUTWARD.test(compact)) return { kind: "outward", formatted: compact, outward: compact };
  if (compact.length < 5) return null;
  const outward = compact.slice(0, -3);
  const inward = compact.slice(-3);
  if (!OUTWARD.test(outward) || !INWARD.test(inward)) return null;
  return {
    kind: "full",
    formatted: `${outward} ${inward}`,
    outward,
    sector: `${outward} ${inward[0]}`,
  };
}

/** Does this text look like a postcode (full or outward code)? */
export function isPostcode(input: string): boolean {
  return parsePostcode(input) !== null;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function distanceInMiles(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A postcode as it is kept and shown: "le45ln" → "LE4 5LN" (what is not one, in capitals). */
export function tidyPostcode(input: string): string {
  return parsePostcode(input)?.formatted ?? input.trim().toUpperCase();
}
