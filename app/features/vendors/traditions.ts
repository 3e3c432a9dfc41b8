import { DIETARY, FAITHS, LANGUAGES } from "./listing-options";

/**
 * `vendor.traditions`: a listing's languages, ceremonies and dietary options as one 28-bit mask
 * (decision 049). Each list's values take the next bits in the order the lists are declared:
 * languages from bit 0, faiths from bit 13, dietary options from bit 22. The database computes
 * the column with `traditions_mask()` (migration 0024), which spells out the same order;
 * `traditions.int.test.ts` checks the two agree value by value.
 */
const LISTS = { languages: LANGUAGES, faiths: FAITHS, dietary: DIETARY } as const;
type TraditionList = keyof typeof LISTS;

const FIRST_BIT: Record<TraditionList, number> = {
  languages: 0,
  faiths: LANGUAGES.length,
  dietary: LANGUAGES.length + FAITHS.length,
};

/** The bits of `values` in the mask. Filters only pass values from the lists. */
export function traditionBits(list: TraditionList, values: readonly string[]): number {
  let bits = 0;
  for (const value of values) {
    const position = (LISTS[list] as readonly string[]).indexOf(value);
    if (position < 0) throw new Error(`"${value}" is not one of the ${list}`);
    bits |= 1 << (FIRST_BIT[list] + position);
  }
  return bits;
}
