import type { DietaryNeed, GuestSide } from "~/db/schema-weddings";
import {
  DIETARY_IDS,
  isPhoneNumber,
  LIMITS,
  normaliseGroup,
  type PartnerNames,
  splitTags,
} from "./guest.constants";
import type { HouseholdFields, PersonFields } from "./guest.types";
import { type ColumnMapping, IMPORT_FIELDS, type ImportFieldId } from "./guest-import-fields";

export { type ColumnMapping, IMPORT_FIELDS, type ImportFieldId };

/**
 * The spreadsheet import's reading, pure: a sheet's columns matched to our fields (a guess the
 * couple confirms), its cells read as people of households (names, dietary needs, child or
 * adult, side) with what was wrong with each row. The plan (`guest-import-plan.ts`) turns the
 * rows into outcomes.
 */

/** A spreadsheet as read: the header row's cells and each later row's cells and row number. */
export interface Sheet {
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

const simplify = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9/ -]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Matches each field to a column from the headers: exact words first, then a header that holds one. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping = Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field.id, null]),
  ) as ColumnMapping;
  const taken = new Set<number>();
  const names = headers.map((header) => simplify(header).replace(/-/g, " "));
  const words = (field: (typeof IMPORT_FIELDS)[number]) =>
    field.words.map((word) => word.replace(/-/g, " "));
  for (const field of IMPORT_FIELDS) {
    const index = names.findIndex((name, i) => !taken.has(i) && words(field).includes(name));
    if (index >= 0) {
      mapping[field.id] = index;
      taken.add(index);
    }
  }
  for (const field of IMPORT_FIELDS) {
    if (mapping[field.id] !== null) continue;
    const longestFirst = [...words(field)].sort((a, b) => b.length - a.length);
    for (const word of longestFirst) {
      const pattern = new RegExp(`(^|[ /])${word.replace(/[/]/g, "\\/")}([ /]|$)`);
      const index = names.findIndex((name, i) => !taken.has(i) && pattern.test(name));
      if (index >= 0) {
        mapping[field.id] = index;
        taken.add(index);
        break;
      }
    }
  }
  return mapping;
}

/** How a household's name is compared: "The Patel Family" and "patel family" are the same. */
export function householdKey(name: string): string {
  return simplify(name)
    .replace(/[/-]/g, " ")
    .replace(/^the /, "")
    .replace(/ (family|families|household|and family)$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** How a household's address is compared: "12 Park Road, LE4 5LN" and "12 park road le45ln" are the same. */
export function addressKey(address: string | null): string {
  return address ? simplify(address).replace(/[^a-z0-9]/g, "") : "";
}

/** How a person's name is compared: case, accents, dots and spacing ignored. */
export function personKey(name: string): string {
  return simplify(name).replace(/[/-]/g, " ").replace(/\s+/g, " ").trim();
}

const DIETARY_WORDS: Array<[DietaryNeed, RegExp]> = [
  ["vegan", /\bvegan\b/],
  ["jain", /\bjain\b/],
  ["halal", /\bhalal\b/],
  ["no-onion-garlic", /\b(onion|garlic)\b/],
  ["eggless", /\b(eggless|egg free|no eggs?|without eggs?|eggetarian)\b/],
  ["nut-allergy", /\bnuts?\b|\bpeanuts?\b/],
  ["vegetarian", /\b(veg|vegetarian|veggie|vegeterian|pure veg)\b/],
];
const NO_NEED = /^(none|no|nil|n\/a|na|-|normal|any|non veg|non vegetarian|nonveg)$/;

/** "Veg, no onion/garlic; coeliac" → vegetarian, no onion or garlic, and other: "coeliac". */
export function readDietary(value: string): { dietary: DietaryNeed[]; other: string | null } {
  const found = new Set<DietaryNeed>();
  const others: string[] = [];
  for (const part of value.split(/[,;+|]|\band\b|\s&\s/i)) {
    const raw = part.trim();
    const words = simplify(raw).replace(/-/g, " ");
    if (!words || NO_NEED.test(words)) continue;
    const matched = DIETARY_WORDS.filter(([, pattern]) => pattern.test(words));
    if (matched.length === 0) {
      others.push(raw);
      continue;
    }
    // "Vegan" is not also vegetarian; "Jain" food is vegetarian by definition, listed as Jain.
    for (const [need] of matched) {
      if (need === "vegetarian" && (found.has("vegan") || matched.some(([n]) => n === "vegan")))
        continue;
      found.add(need);
    }
  }
  if (others.length) found.add("other");
  const other = others.join("; ").slice(0, LIMITS.dietaryOther) || null;
  return { dietary: DIETARY_IDS.filter((need) => found.has(need)), other };
}

/** "Child", "yes", "y", "kid", or an age under 18 make a child; anything else an adult. */
export function readChild(value: string): boolean {
  const words = simplify(value);
  if (/^\d{1,3}$/.test(words)) return Number(words) < 18;
  return /^(y|yes|true|1|x|child|children|kid|kids|infant|baby|toddler|c|under 18|minor|teen|teenager)$/.test(
    words,
  );
}

/** A side cell read by its words: a partner's first name, bride or groom, both. */
export function guessSide(value: string, names: PartnerNames): GuestSide {
  const words = simplify(value);
  const first = (name: string) => simplify(name).split(" ")[0] ?? "";
  const one = first(names.partner1);
  const two = first(names.partner2);
  const has = (word: string) => Boolean(word) && new RegExp(`(^| )${word}('?s)?( |$)`).test(words);
  if (/\b(both|mutual|joint|shared|either|common)\b/.test(words)) return "both";
  const isOne = has(one) || /\b(partner 1|p1|1|bride|brides|bride s)\b/.test(words);
  const isTwo = has(two) || /\b(partner 2|p2|2|groom|grooms|groom s)\b/.test(words);
  if (isOne && !isTwo) return "partner1";
  if (isTwo && !isOne) return "partner2";
  return "both";
}

/** The side cells' distinct values, in the order met (what the couple confirms). */
export function sideValues(sheet: Sheet, mapping: ColumnMapping): string[] {
  if (mapping.side === null) return [];
  const seen = new Map<string, string>();
  for (const { cells } of sheet.rows) {
    const raw = (cells[mapping.side] ?? "").trim();
    const key = raw.toLowerCase();
    if (raw && !seen.has(key)) seen.set(key, raw);
  }
  return [...seen.values()];
}

export const sideKey = (raw: string) => raw.trim().toLowerCase();

/** A person's and a household's values as the import reads and merges them. */
export type PersonValues = PersonFields;
export type HouseholdValues = HouseholdFields;

/** One row as read: the person, their household's details, and what was wrong. */
export interface ImportRow {
  line: number;
  householdName: string;
  person: PersonValues;
  household: Omit<HouseholdValues, "name" | "side"> & { side: GuestSide | null };
  /** Why the row cannot go in (it is skipped). */
  problems: string[];
  /** What was left out of an otherwise good row. */
  warnings: string[];
}

const quoted = (value: string) => `"${value.length > 40 ? `${value.slice(0, 37)}...` : value}"`;

/** Every data row of the sheet as a person of a household. */
export function readRows(
  sheet: Sheet,
  mapping: ColumnMapping,
  sideFor: (raw: string) => GuestSide,
): ImportRow[] {
  const cell = (cells: string[], field: ImportFieldId) => {
    const index = mapping[field];
    return index === null ? "" : (cells[index] ?? "").trim().replace(/\s+/g, " ");
  };
  return sheet.rows.map(({ line, cells }) => {
    const problems: string[] = [];
    const warnings: string[] = [];
    const name = [cell(cells, "name"), cell(cells, "surname")].filter(Boolean).join(" ");
    if (!name) problems.push("No name");
    else if (name.length < 2) problems.push("The name is too short");
    else if (name.length > LIMITS.personName) problems.push("The name is too long");
    const householdName = cell(cells, "household") || name;
    if (householdName.length > LIMITS.householdName)
      problems.push("The household's name is too long");
    const email = cell(cells, "email").replace(/^mailto:/i, "");
    const emailOk =
      !email || (email.length <= LIMITS.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email));
    if (!emailOk) warnings.push(`E-mail ${quoted(email)} left out: not an e-mail address`);
    let phone = cell(cells, "phone");
    // A spreadsheet that stored 07700 900123 as a number dropped its leading 0.
    if (/^7\d{9}$/.test(phone)) phone = `0${phone}`;
    const phoneOk = !phone || isPhoneNumber(phone);
    if (!phoneOk) warnings.push(`Phone ${quoted(phone)} left out: not a phone number`);
    const { dietary, other } = readDietary(cell(cells, "dietary"));
    const notes = cell(cells, "notes").slice(0, LIMITS.notes) || null;
    const address = cell(cells, "address");
    if (address.length > LIMITS.address) warnings.push("Address left out: too long");
    const group = cell(cells, "group");
    const tags = splitTags(cell(cells, "tags")).filter((tag) => tag.length <= LIMITS.tag);
    const side = cell(cells, "side");
    return {
      line,
      householdName,
      person: {
        name,
        isChild: readChild(cell(cells, "child")),
        // The household's e-mail and phone come from its people's when it has none of its own.
        email: emailOk && email ? email : null,
        phone: phoneOk && phone ? phone : null,
        dietary,
        dietaryOther: other,
        accessibility: notes,
      },
      household: {
        address: address && address.length <= LIMITS.address ? address : null,
        email: emailOk && email ? email : null,
        phone: phoneOk && phone ? phone : null,
        side: side ? sideFor(side) : null,
        groupName: group ? normaliseGroup(group).slice(0, LIMITS.group) : null,
        tags: tags.slice(0, LIMITS.tags),
      },
      problems,
      warnings,
    };
  });
}
