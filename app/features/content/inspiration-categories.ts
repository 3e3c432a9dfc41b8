/**
 * The inspiration chips. Apart from the ideas (inspiration.ts), so the page's script does not
 * carry them to the browser: they come from the loader (decision 026).
 */
/** The inspiration chips, in the spec's order (product-spec §2, Inspiration). */
export const INSPIRATION_CATEGORIES = [
  "All",
  "Decor",
  "Fashion",
  "Beauty",
  "Photography",
  "Themes",
  "Venues",
  "Gifts",
] as const;

export type InspirationChip = (typeof INSPIRATION_CATEGORIES)[number];

export function isInspirationChip(value: string | null): value is InspirationChip {
  return INSPIRATION_CATEGORIES.includes(value as InspirationChip);
}
