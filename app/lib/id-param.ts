import { data } from "react-router";

/**
 * How a row id is written in an address or a form: 1 to 9 digits without a leading zero (ids are
 * 32-bit integers). "007" names no row, so /vendor/007 is a 404 rather than a second address (and
 * a second cached copy) of /vendor/7.
 */
export const ID_PATTERN = /^[1-9]\d{0,8}$/;

/** The row id `value` writes, or null when it writes none (not 1–9 digits, 0 or a leading 0). */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !ID_PATTERN.test(value)) return null;
  return Number(value);
}

/**
 * A route's id parameter (`/vendor/:vendorId`, `/business/listings/:vendorId`, …): a positive
 * integer of up to 9 digits, or a 404 saying `notFound`. Anything else names no row, so it is
 * simply not found, whether or not a row with a similar id exists.
 */
export function idParam(value: string | undefined, notFound = "Not found"): number {
  const id = parseId(value);
  if (id === null) throw data(notFound, { status: 404 });
  return id;
}
