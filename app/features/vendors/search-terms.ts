/**
 * How a typed search becomes the words the directory's query looks for (pure, so it is tested on
 * its own): letters and digits only, filler words dropped, and the words every listing answers
 * to marked as soft (issue 31: "asian caterers birmingham").
 */

/**
 * Words that say nothing about which vendor: "caterers in birmingham", "best dj near me", and
 * every word of PostgreSQL's English stop list (its full-text search drops them, so a query
 * keeping "from" or "who" would match nothing there and narrow the typo-tolerant pass instead:
 * "caterers from leicester" found only listings whose text said "from").
 */
const STOP_WORDS = new Set(
  [
    // Ours.
    "around best local near top uk",
    // PostgreSQL's english.stop (Snowball), the words of two letters or more.
    "me my myself we our ours ourselves you your yours yourself yourselves he him his himself",
    "she her hers herself it its itself they them their theirs themselves what which who whom",
    "this that these those am is are was were be been being have has had having do does did",
    "doing an the and but if or because as until while of at by for with about against between",
    "into through during before after above below to from up down in out on off over under",
    "again further then once here there when where why how all any both each few more most",
    "other some such no nor not only own same so than too very can will just don should now",
  ]
    .join(" ")
    .split(" "),
);

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
