import type { DietaryNeed, GuestSide } from "~/db/schema-weddings";

/**
 * The guest list's words, options and limits (issue 29), zod-free so that components import
 * them without the schema. The schema (`guest.schema.ts`) and the server use the same ones.
 */

export const SIDES = ["partner1", "partner2", "both"] as const satisfies readonly GuestSide[];

/** The partners' names as the guest list shows them ("Asha Patel" → "Asha"). */
export interface PartnerNames {
  partner1: string;
  partner2: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** "Asha's family", "Rohan's family", "Both". */
export function sideLabel(side: GuestSide, names: PartnerNames): string {
  if (side === "both") return "Both";
  return `${firstName(side === "partner1" ? names.partner1 : names.partner2)}'s family`;
}

/** The relationship groups offered; the couple may type a word of their own instead. */
export const GROUPS = ["family", "friends", "work", "neighbours"] as const;

export const DIETARY_OPTIONS = [
  { id: "vegetarian", label: "Vegetarian", total: "vegetarian" },
  { id: "vegan", label: "Vegan", total: "vegan" },
  { id: "jain", label: "Jain", total: "Jain" },
  { id: "halal", label: "Halal", total: "halal" },
  { id: "no-onion-garlic", label: "No onion or garlic", total: "no onion or garlic" },
  { id: "eggless", label: "Eggless", total: "eggless" },
  { id: "nut-allergy", label: "Nut allergy", total: "nut allergy" },
  { id: "other", label: "Other", total: "other" },
] as const satisfies readonly { id: DietaryNeed; label: string; total: string }[];

export const DIETARY_IDS = DIETARY_OPTIONS.map((option) => option.id) as [
  DietaryNeed,
  ...DietaryNeed[],
];

export const dietaryLabel = (id: string) =>
  DIETARY_OPTIONS.find((option) => option.id === id)?.label ?? id;

/** "112 vegetarian, 8 Jain, 3 nut allergy" (largest first), or "none" when nobody has a need. */
export function dietaryTotalsText(totals: readonly { need: string; count: number }[]): string {
  const words = [...totals]
    .filter((total) => total.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((total) => {
      const word = DIETARY_OPTIONS.find((option) => option.id === total.need)?.total ?? total.need;
      return `${total.count.toLocaleString("en-GB")} ${word}`;
    });
  return words.length ? words.join(", ") : "none";
}

export const LIMITS = {
  householdName: 120,
  personName: 120,
  address: 300,
  email: 254,
  group: 40,
  tag: 30,
  tags: 10,
  notes: 500,
  dietaryOther: 200,
  people: 30,
} as const;

/**
 * A UK number (0 or +44 / 0044, then 9–10 digits) or an international one (+ or 00, a country
 * code and 7–15 digits in all): spaces, dots, brackets and dashes allowed.
 */
export function isPhoneNumber(value: string): boolean {
  const compact = value.trim().replace(/[\s().-]/g, "");
  const uk = compact.match(/^(?:\+44|0044)0?(\d+)$/);
  if (uk) return /^\d{9,10}$/.test(uk[1] ?? "");
  if (/^0\d{9,10}$/.test(compact)) return true;
  const international = compact.match(/^(?:\+|00)([1-9]\d+)$/);
  return Boolean(
    international && (international[1]?.length ?? 0) >= 7 && (international[1]?.length ?? 0) <= 15,
  );
}

export const PHONE_MESSAGE =
  "Enter a UK or international number, e.g. 07700 900123 or +91 98765 43210";

/** "Family" and "FRIENDS" are the offered groups; any other word is kept as typed. */
export function normaliseGroup(value: string): string {
  const clean = value.trim().replace(/\s+/g, " ");
  const lower = clean.toLowerCase();
  return ["family", "friends", "work", "neighbours", "neighbors"].includes(lower)
    ? lower === "neighbors"
      ? "neighbours"
      : lower
    : clean;
}

/** A household's tags from what was typed: "cousins, Leicester" → ["cousins", "Leicester"]. */
export function splitTags(value: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of value.split(/[,;]/)) {
    const tag = part.trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The household form's buttons (household-actions.server.ts). */
export const HOUSEHOLD_INTENTS = {
  save: "save",
  addPerson: "add-person",
  remove: "delete",
} as const;

/** The import's steps, by the button each posts (guest-import-actions.server.ts). */
export const IMPORT_INTENTS = {
  upload: "upload",
  map: "map",
  preview: "preview",
  save: "save",
} as const;

/** The event page's forms (guest-event-actions.server.ts). */
export const EVENT_GUEST_INTENTS = {
  inviteGroup: "invite-group",
  uninviteGroup: "uninvite-group",
  setInvited: "set-invited",
} as const;

/** Households on one page of the guest list. */
export const GUEST_PAGE_SIZE = 50;

/** The spreadsheet import's limits: the file, its rows and its text once read. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 2000;
export const IMPORT_MAX_COLUMNS = 40;
export const IMPORT_MAX_TEXT = 1024 * 1024;
export const IMPORT_MAX_CELL = 500;

/** Field names of one person's row in the household form: `people[2].name`. */
export const personField = (index: number, field: string) => `people[${index}].${field}`;

const PERSON_KEY = /^people\[(\d{1,3})\]\.([a-zA-Z]+)$/;

/** The row numbers a household form's values hold people for, in order. */
export function personIndexes(values: Record<string, unknown>): number[] {
  const found = new Set<number>();
  for (const key of Object.keys(values)) {
    const match = key.match(PERSON_KEY);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** The household form's dietary checkbox groups in `keys` (each person's own). */
export const dietaryFields = (keys: Iterable<string>) =>
  [...keys].filter((key) => PERSON_KEY.test(key) && key.endsWith("].dietary"));

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
