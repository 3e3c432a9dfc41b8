/**
 * How a typed search becomes the words the directory's query looks for (pure, so it is tested on
 * its own): letters and digits only, filler words dropped, and the words every listing answers
 * to marked as soft (issue 31: "asian caterers birmingham").
 */

/** Words that say nothing about which vendor: "caterers in birmingham", "best dj near me". */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "around",
  "at",
  "best",
  "for",
  "in",
  "local",
  "me",
  "my",
  "near",
  "of",
  "our",
  "the",
  "top",
  "uk",
  "with",
]);

/**
 * Words every listing here answers to, typed out of habit ("asian caterers birmingham"): they
 * count while something matches them, and are let go when keeping them would find nothing.
 */
const SOFT_WORDS = new Set([
  "asian",
  "british",
  "desi",
  "indian",
  "service",
  "services",
  "shaadi",
  "south",
  "wedding",
  "weddings",
]);

/** Words worth searching for: letters and digits only, so they are safe inside a tsquery. */
export function searchTerms(q: string): string[] {
  return q
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word))
    .slice(0, 6);
}

/** The terms without the soft words, or null when there are none to let go. */
export function withoutSoftWords(terms: string[]): string[] | null {
  const kept = terms.filter((term) => !SOFT_WORDS.has(term));
  return kept.length < terms.length ? kept : null;
}
