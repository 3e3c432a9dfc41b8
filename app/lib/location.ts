import { isPostcode } from "./postcode";

/**
 * The /vendors location filter value, as the spec defines it: the second comma-separated
 * part of a vendor's location, or the single part if it has 3+ characters and is not a postcode.
 */
export function locationAreaOf(location: string): string | null {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) return parts[1];
  const [only] = parts;
  if (only && only.length >= 3 && !isPostcode(only)) return only;
  return null;
}
