/**
 * The demo vendors' descriptions (issue 15): each written from the vendor's own facts, so no two
 * vendors share a sentence. Three sentences: what the vendor offers (one of its category's eight
 * offers in `demo-vendors.json`, one per vendor), who they are and where (name, street, area,
 * region, a founding year), and one practical line made from the listing's details (languages,
 * ceremonies, travel, prices, guests). Deterministic: the same facts always give the same text.
 */
import { stableHash } from "~/lib/stable-hash";
import data from "./demo-vendors.json" with { type: "json" };

const OFFERS: Record<string, string[]> = data.offers;
const KINDS: Record<string, { noun: string; doing: string }> = data.kinds;

export interface DescribedVendor {
  id: number;
  name: string;
  categoryId: string;
  /** The vendor's place in its category's list: picks its offer. */
  index: number;
  area: string;
  town: string;
  region: string;
  street: string;
  languages: string[];
  faiths: string[];
  priceFrom: number | null;
  capacityMin: number | null;
  capacityMax: number | null;
  travelMiles: number | null;
}

/**
 * A description's sentences: split after a full stop, question or exclamation mark that is
 * followed by a capital letter (so "Paisley Design Co. is…" stays one sentence).
 */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9£])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const TRAITS = [
  "family-run",
  "independent",
  "small",
  "well-loved",
  "long-established",
  "friendly",
] as const;
const TEAMS = [
  "a husband and wife",
  "two sisters",
  "a mother and daughter",
  "two brothers",
  "a father and son",
  "a brother and sister",
  "three cousins",
] as const;

const withArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
const pounds = (n: number) => `£${n.toLocaleString("en-GB")}`;
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Hindu, Sikh and interfaith": faiths as they read mid-sentence. */
const ceremonies = (faiths: string[]) =>
  listed(faiths.map((f) => (f === "Interfaith" || f === "Civil" ? f.toLowerCase() : f)));

/** Who the vendor is and where: every form names the vendor, so it is theirs alone. */
function whoSentences(v: DescribedVendor): string[] {
  const kind = KINDS[v.categoryId] ?? { noun: "wedding business", doing: "working at weddings" };
  const h = stableHash(`about:${v.id}`);
  const team = TEAMS[(h >>> 5) % TEAMS.length];
  // Booths and livestreams are young trades; everyone else may go back further.
  const young = v.categoryId === "photo-booth" || v.categoryId === "lighting-production";
  const year = young ? 2012 + ((h >>> 9) % 9) : 1996 + ((h >>> 9) % 24);
  // A business that opened lately is not "long-established".
  const traits = year < 2010 ? TRAITS : TRAITS.filter((t) => t !== "long-established");
  const trait = traits[h % traits.length];
  const described = withArticle(`${trait} ${kind.noun}`);
  return [
    `${v.name} is ${described} in ${v.area}, ${v.town}, ${kind.doing} since ${year}.`,
    `Based on ${v.street} in ${v.area}, ${v.name} has been ${kind.doing} since ${year}.`,
    `${v.name} opened in ${v.area} in ${year} and now works with couples across ${v.region}.`,
    `Run by ${team} in ${v.area}, ${v.name} has been ${kind.doing} since ${year}.`,
    `Families across ${v.region} know ${v.name}, ${described} on ${v.street} in ${v.area}.`,
    `${v.name}, ${described} from ${v.area}, works with couples across ${v.region} and beyond.`,
  ];
}

/** Kinds of business whose distance travelled is not worth a sentence. */
const STAY_PUT = new Set(["honeymoon", "invitation-stationery"]);

/**
 * One practical line from the listing's details; only the forms its facts allow, and no second
 * mention of the street when the about sentence already gave it.
 */
function practicalSentences(v: DescribedVendor, streetGiven: boolean): string[] {
  const out: string[] = [];
  const others = v.languages.filter((l) => l !== "English");
  const languages = listed(others);
  const travels = v.travelMiles && !STAY_PUT.has(v.categoryId) ? v.travelMiles : null;
  const isVenue = v.categoryId === "venues";
  if (travels) {
    out.push(
      `The team travels up to ${travels} miles from ${v.town}, and further for a small fee.`,
    );
  }
  if (languages) {
    out.push(`Meetings in ${v.area} can be held in ${languages} as well as English.`);
    out.push(`Older relatives can talk things through in ${languages} with the team in ${v.area}.`);
    if (travels)
      out.push(
        `The team speaks ${listed(["English", ...others])}, and covers weddings up to ${travels} miles from ${v.area}.`,
      );
  }
  if (v.faiths.length && v.categoryId !== "priests" && v.categoryId !== "honeymoon") {
    out.push(
      `${capitalised(ceremonies(v.faiths))} weddings are all familiar ground for the team in ${v.area}.`,
    );
    if (travels)
      out.push(
        `${capitalised(ceremonies(v.faiths))} weddings within ${travels} miles of ${v.town} are everyday work here.`,
      );
  }
  if (v.priceFrom && travels) {
    out.push(
      `Prices start at ${pounds(v.priceFrom)}, with travel included within ${travels} miles of ${v.town}.`,
    );
  }
  if (v.capacityMin && v.capacityMax) {
    const guests = `${v.capacityMin.toLocaleString("en-GB")} to ${v.capacityMax.toLocaleString("en-GB")} guests`;
    if (isVenue) {
      out.push(`The main room holds ${guests}, and viewings are available most weekday evenings.`);
      if (v.priceFrom)
        out.push(
          `Hire starts at ${pounds(v.priceFrom)} for ${guests}, with the ceremony room included.`,
        );
    } else if (v.priceFrom) {
      out.push(`Menus start at ${pounds(v.priceFrom)} and suit parties of ${guests}.`);
    }
  }
  if (!streetGiven)
    out.push(
      isVenue
        ? `Viewings on ${v.street} can be booked for evenings and weekends.`
        : `Appointments are held on ${v.street} in ${v.area}, or by video call if that suits better.`,
    );
  return out;
}

/** The first form not yet used by another vendor, starting from the vendor's own choice. */
function pickUnused(forms: string[], start: number, used: Set<string>, what: string): string {
  for (let step = 0; step < forms.length; step++) {
    const sentence = forms[(start + step) % forms.length];
    if (!used.has(sentence)) {
      used.add(sentence);
      return sentence;
    }
  }
  throw new Error(`Every ${what} sentence is already used by another demo vendor`);
}

/**
 * A vendor's description. `used` holds every sentence given so far, so a form another vendor
 * already has is passed over (the seed's test checks the outcome across all of them).
 */
export function describeDemoVendor(v: DescribedVendor, used: Set<string>): string {
  const offers = OFFERS[v.categoryId] ?? [];
  const offer = pickUnused(offers, v.index, used, "offer");
  const h = stableHash(`lines:${v.id}`);
  const who = pickUnused(whoSentences(v), h % 6, used, "about");
  const practical = practicalSentences(v, who.includes(v.street));
  const detail = pickUnused(practical, (h >>> 4) % practical.length, used, "practical");
  return `${offer} ${who} ${detail}`;
}
