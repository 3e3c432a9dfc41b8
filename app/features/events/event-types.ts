import { parsePostcode } from "~/lib/postcode";

/**
 * The kinds of wedding event a couple can plan (issue 14), what each usually needs, and how the
 * sign-up wizard's free-text events become records. Shared by the browser and the server.
 */

export { MAX_EVENTS, MAX_EVENTS_IN_ALL } from "./event-limits";

const CEREMONY = [
  "priests",
  "venues",
  "decor",
  "mandap-hire",
  "photography-videography",
  "catering",
];

export const EVENT_TYPES = [
  { id: "roka", label: "Roka", needs: ["catering", "photography-videography", "decor"] },
  {
    id: "engagement",
    label: "Engagement",
    needs: ["venues", "catering", "photography-videography", "decor"],
  },
  {
    id: "mehndi",
    label: "Mehndi",
    needs: ["mehndi-artists", "entertainment", "catering", "decor"],
  },
  { id: "haldi", label: "Haldi", needs: ["decor", "catering", "photography-videography"] },
  { id: "sangeet", label: "Sangeet", needs: ["entertainment", "venues", "catering", "makeup"] },
  { id: "garba", label: "Garba / Dandiya Raas", needs: ["entertainment", "venues", "catering"] },
  { id: "maiyan", label: "Maiyan", needs: ["catering", "photography-videography"] },
  { id: "jaggo", label: "Jaggo", needs: ["entertainment", "catering", "photography-videography"] },
  {
    id: "anand-karaj",
    label: "Anand Karaj",
    needs: ["priests", "photography-videography", "catering", "makeup"],
  },
  {
    id: "nikah",
    label: "Nikah",
    needs: ["priests", "venues", "catering", "photography-videography", "decor"],
  },
  { id: "hindu-ceremony", label: "Hindu ceremony", needs: CEREMONY },
  {
    id: "baraat",
    label: "Baraat",
    needs: ["entertainment", "transport", "photography-videography"],
  },
  {
    id: "walima",
    label: "Walima",
    needs: ["venues", "catering", "decor", "photography-videography"],
  },
  {
    id: "reception",
    label: "Reception",
    needs: ["venues", "catering", "entertainment", "decor", "photography-videography"],
  },
  { id: "civil-ceremony", label: "Civil ceremony", needs: ["venues", "photography-videography"] },
  { id: "other", label: "Other", needs: ["catering", "photography-videography"] },
] as const;

export type EventTypeId = (typeof EVENT_TYPES)[number]["id"];
export const EVENT_TYPE_IDS = EVENT_TYPES.map((type) => type.id) as [EventTypeId, ...EventTypeId[]];

export function eventType(id: string) {
  return EVENT_TYPES.find((type) => type.id === id) ?? EVENT_TYPES[EVENT_TYPES.length - 1];
}

/** What an event is called on screen: its own name when it has one, else its type's label. */
export function eventLabel(event: { type: string; customName?: string | null }) {
  return event.customName?.trim() || eventType(event.type).label;
}

/** Words a couple may type for each type, matched on whole words, case and accents ignored. */
const WORDS: Array<[EventTypeId, RegExp]> = [
  ["roka", /\b(roka|rokka|thaka)\b/],
  ["engagement", /\b(engagement|mangni|sagai|kurmai|chunni)\b/],
  ["mehndi", /\b(mehndi|mehendi|mehandi|henna)\b/],
  ["haldi", /\b(haldi|pithi|ubtan)\b/],
  ["sangeet", /\b(sangeet|sangit|ladies sangeet)\b/],
  ["garba", /\b(garba|dandiya|raas)\b/],
  ["maiyan", /\b(maiyan|vatna|batna)\b/],
  ["jaggo", /\b(jaggo|jago)\b/],
  ["anand-karaj", /\b(anand karaj|anand kaaraj|lavan)\b/],
  ["nikah", /\b(nikah|nikkah|nikaah)\b/],
  ["baraat", /\b(baraat|barat|milni)\b/],
  ["walima", /\b(walima|valima)\b/],
  ["reception", /\breception\b/],
  ["civil-ceremony", /\b(civil|registry|register office|registrar)\b/],
  ["hindu-ceremony", /\b(vivah|vivaah|pheras?|hindu|mandap|wedding ceremony|ceremony)\b/],
];

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const FULL_MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** 1–12 for a month's name or its usual short form ("aug", "sept"), else 0. */
function monthOf(word: string) {
  const full = FULL_MONTHS.indexOf(word);
  if (full >= 0) return full + 1;
  if (word === "sept") return 9;
  return MONTHS.indexOf(word) + 1;
}

const iso = (year: number, month: number, day: number) => {
  const value = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const parsed = new Date(`${value}T00:00:00Z`);
  return parsed.getUTCMonth() + 1 === month && parsed.getUTCDate() === day ? value : null;
};

/**
 * A day and month written without a year ("15 August", "15/08"): the one of its dates nearest
 * `near` (the wedding date), so a reception the day after a December wedding lands in January.
 */
function nearestYear(month: number, day: number, near: string | undefined) {
  const anchor =
    near && /^\d{4}-\d{2}-\d{2}$/.test(near) ? near : new Date().toISOString().slice(0, 10);
  const year = Number(anchor.slice(0, 4));
  const target = Date.parse(`${anchor}T00:00:00Z`);
  const candidates = [year - 1, year, year + 1]
    .map((y) => iso(y, month, day))
    .filter((value): value is string => value !== null);
  candidates.sort(
    (a, b) =>
      Math.abs(Date.parse(`${a}T00:00:00Z`) - target) -
      Math.abs(Date.parse(`${b}T00:00:00Z`) - target),
  );
  return candidates[0] ?? null;
}

const DAY_MONTH = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3,9})\.?(?:,?\s+(\d{4}))?\b/;
const MONTH_DAY = /\b([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b/;

/**
 * A date written inside the text: 2027-06-12, 12/06/2027 (UK order), 12 June 2027, and without
 * a year (15 August, August 15th, 15/08), which takes the year nearest `near`.
 */
function dateIn(text: string, near?: string): string | null {
  const isoMatch = text.match(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const uk = text.match(/\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/);
  if (uk) return iso(Number(uk[3]), Number(uk[2]), Number(uk[1]));
  const dayMonth = text.match(DAY_MONTH);
  if (dayMonth && monthOf(dayMonth[2])) {
    const [, day, month, year] = dayMonth;
    return year
      ? iso(Number(year), monthOf(month), Number(day))
      : nearestYear(monthOf(month), Number(day), near);
  }
  const monthDay = text.match(MONTH_DAY);
  if (monthDay && monthOf(monthDay[1])) {
    const [, month, day, year] = monthDay;
    return year
      ? iso(Number(year), monthOf(month), Number(day))
      : nearestYear(monthOf(month), Number(day), near);
  }
  const short = text.match(/\b(\d{1,2})\/(\d{1,2})\b(?![/.]\d)/);
  return short ? nearestYear(Number(short[2]), Number(short[1]), near) : null;
}

/** The date as it was written, to take it out of the event's name. */
function dateWordsIn(text: string): string | null {
  for (const pattern of [DAY_MONTH, MONTH_DAY]) {
    const found = text.match(new RegExp(pattern.source, "i"));
    if (found && monthOf(found[pattern === DAY_MONTH ? 2 : 1].toLowerCase())) return found[0];
  }
  return null;
}

/** A UK postcode (full, else an outward code like "LE4") inside the text. */
function postcodeIn(text: string): string | null {
  const full = text.match(/\b([A-Z]{1,2}[0-9][0-9A-Z]?)\s*([0-9][A-Z]{2})\b/i);
  if (full) return parsePostcode(`${full[1]}${full[2]}`)?.formatted ?? null;
  return null;
}

export interface ParsedEventText {
  type: EventTypeId;
  /** Kept when the text is more than the type's own word, so nothing typed is lost. */
  customName: string | null;
  date: string | null;
  postcode: string | null;
}

/**
 * One of the sign-up wizard's free-text events ("Mehndi", "Nikah 12/06/2027 B11 1LH", "Aunty's
 * dholki") as a record's fields: a type recognised from its words (else Other, named as typed),
 * and a date and postcode when the text holds them.
 */
export function parseEventText(
  text: string,
  fallbackType: EventTypeId = "other",
  /** The wedding date: a day and month typed without a year take the year nearest it. */
  near?: string,
): ParsedEventText {
  const clean = text.trim().replace(/\s+/g, " ");
  const words = clean
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const type = WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? fallbackType;
  const label = eventType(type).label;
  const date = dateIn(words, near);
  const written = date ? dateWordsIn(clean) : null;
  const postcode = postcodeIn(clean);
  // The name is what is left once the date and postcode are taken out.
  const withoutDate = written ? clean.replace(written, "") : clean;
  const name = (
    date
      ? withoutDate.replace(/\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{4})?\b/g, "")
      : withoutDate
  )
    .replace(/\b[A-Z]{1,2}[0-9][0-9A-Z]?\s*[0-9][A-Z]{2}\b/gi, "")
    .replace(/\s*[,;:\u2013\u2014-]+\s*$/g, "")
    .replace(/^\s*[,;:\u2013\u2014-]+\s*/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const sameAsLabel = name.toLowerCase() === label.toLowerCase();
  return {
    type,
    customName: sameAsLabel || !name ? null : name.slice(0, 100),
    date,
    postcode,
  };
}

/** What the event form's buttons post as `intent` (event-actions.server.ts `eventAction`). */
export const EVENT_INTENTS = { save: "save", remove: "delete" } as const;
