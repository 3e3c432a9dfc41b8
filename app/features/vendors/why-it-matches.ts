/** What a directory search asked for that a card can answer to (a part of `VendorQuery`). */
export interface WhatWasAsked {
  languages?: string[];
  faiths?: string[];
  dietary?: string[];
  /** "Prices from" at most this (pounds). */
  budget?: number;
  /** Can host this many guests. */
  guests?: number;
}

const LANGUAGE_AND = new Intl.ListFormat("en-GB", { type: "conjunction" });

/** Why a card is in the list, in a few words: "Speaks Punjabi · Halal · From £2,500". */
export function whyItMatches(
  details: {
    languages: string[];
    faiths: string[];
    dietary: string[];
    priceFrom: number | null;
    capacityMax: number | null;
  },
  query: WhatWasAsked,
  terms: string[] = [],
): string[] {
  const wanted = (chosen: string[] | undefined, has: string[]) =>
    has.filter((value) => chosen?.includes(value) || terms.includes(value.toLowerCase()));
  const reasons: string[] = [];
  const spoken = wanted(query.languages, details.languages);
  if (spoken.length) reasons.push(`Speaks ${LANGUAGE_AND.format(spoken)}`);
  const faiths = wanted(query.faiths, details.faiths);
  if (faiths.length) reasons.push(`${LANGUAGE_AND.format(faiths)} ceremonies`);
  reasons.push(...wanted(query.dietary, details.dietary));
  if (query.budget && details.priceFrom !== null) {
    reasons.push(`From £${details.priceFrom.toLocaleString("en-GB")}`);
  }
  if (query.guests && details.capacityMax !== null) {
    reasons.push(`Up to ${details.capacityMax.toLocaleString("en-GB")} guests`);
  }
  return reasons;
}
