/**
 * Realistic generated vendors for the benchmark: every category, names and descriptions from
 * word lists, postcodes in real sectors (40% in the towns with large South Asian communities
 * the demo data uses, the rest spread over the whole UK by population), ~95% approved.
 * Derived columns (search text, coordinates, area) come from the app's own deriveVendorColumns.
 */
import fs from "node:fs";
import path from "node:path";
import type { Database } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { CATEGORIES, categoryImage } from "~/features/vendors/categories";
import { deriveVendorColumns } from "~/features/vendors/vendor-columns.server";
import { PREFIXES as DEMO_PREFIXES, mulberry32 } from "~/startup/demo-vendors";

type NewVendor = typeof vendor.$inferInsert;

const POST_TOWNS: Record<string, string> = {
  AB: "Aberdeen",
  AL: "St Albans",
  B: "Birmingham",
  BA: "Bath",
  BB: "Blackburn",
  BD: "Bradford",
  BH: "Bournemouth",
  BL: "Bolton",
  BN: "Brighton",
  BR: "Bromley",
  BS: "Bristol",
  BT: "Belfast",
  CA: "Carlisle",
  CB: "Cambridge",
  CF: "Cardiff",
  CH: "Chester",
  CM: "Chelmsford",
  CO: "Colchester",
  CR: "Croydon",
  CT: "Canterbury",
  CV: "Coventry",
  CW: "Crewe",
  DA: "Dartford",
  DD: "Dundee",
  DE: "Derby",
  DG: "Dumfries",
  DH: "Durham",
  DL: "Darlington",
  DN: "Doncaster",
  DT: "Dorchester",
  DY: "Dudley",
  E: "London",
  EC: "London",
  EH: "Edinburgh",
  EN: "Enfield",
  EX: "Exeter",
  FK: "Falkirk",
  FY: "Blackpool",
  G: "Glasgow",
  GL: "Gloucester",
  GU: "Guildford",
  HA: "Harrow",
  HD: "Huddersfield",
  HG: "Harrogate",
  HP: "Hemel Hempstead",
  HR: "Hereford",
  HS: "Stornoway",
  HU: "Hull",
  HX: "Halifax",
  IG: "Ilford",
  IP: "Ipswich",
  IV: "Inverness",
  KA: "Kilmarnock",
  KT: "Kingston upon Thames",
  KW: "Kirkwall",
  KY: "Kirkcaldy",
  L: "Liverpool",
  LA: "Lancaster",
  LD: "Llandrindod Wells",
  LE: "Leicester",
  LL: "Llandudno",
  LN: "Lincoln",
  LS: "Leeds",
  LU: "Luton",
  M: "Manchester",
  ME: "Rochester",
  MK: "Milton Keynes",
  ML: "Motherwell",
  N: "London",
  NE: "Newcastle upon Tyne",
  NG: "Nottingham",
  NN: "Northampton",
  NP: "Newport",
  NR: "Norwich",
  NW: "London",
  OL: "Oldham",
  OX: "Oxford",
  PA: "Paisley",
  PE: "Peterborough",
  PH: "Perth",
  PL: "Plymouth",
  PO: "Portsmouth",
  PR: "Preston",
  RG: "Reading",
  RH: "Redhill",
  RM: "Romford",
  S: "Sheffield",
  SA: "Swansea",
  SE: "London",
  SG: "Stevenage",
  SK: "Stockport",
  SL: "Slough",
  SM: "Sutton",
  SN: "Swindon",
  SO: "Southampton",
  SP: "Salisbury",
  SR: "Sunderland",
  SS: "Southend-on-Sea",
  ST: "Stoke-on-Trent",
  SW: "London",
  SY: "Shrewsbury",
  TA: "Taunton",
  TD: "Galashiels",
  TF: "Telford",
  TN: "Tonbridge",
  TQ: "Torquay",
  TR: "Truro",
  TS: "Middlesbrough",
  TW: "Twickenham",
  UB: "Southall",
  W: "London",
  WA: "Warrington",
  WC: "London",
  WD: "Watford",
  WF: "Wakefield",
  WN: "Wigan",
  WR: "Worcester",
  WS: "Walsall",
  WV: "Wolverhampton",
  YO: "York",
  ZE: "Lerwick",
};

/** Districts of the towns the demo data uses: where most South Asian wedding vendors are. */
const HOT_DISTRICTS = new Set(
  (
    "UB1 UB2 UB3 HA0 HA9 HA1 HA2 HA3 IG1 IG2 IG3 E6 E7 E12 E13 TW3 TW4 TW5 SW17 SW16 LE1 LE2 " +
    "LE3 LE4 LE5 B8 B10 B11 B12 B19 B20 B21 BD3 BD5 BD7 BD8 BD9 M12 M13 M14 M16 M19 OL8 BB1 " +
    "SL1 SL2 LU1 LU2 LU3 LU4 CV1 CV2 CV6 WV1 WV2 WV3 WV6 LS7 LS8 LS9 G41 G42 CF24 CF11 " +
    "WD18 HA8 NW9 N9 N18 RM6 DE23 NG7 S8 PR1 WF13 HD1 WS1 DY4 B66 B70"
  ).split(" "),
);

const NEIGHBOURHOOD_START = [
  "North",
  "South",
  "East",
  "West",
  "Upper",
  "Lower",
  "Old",
  "New",
  "Kings",
  "Queens",
  "Church",
  "Mill",
  "Park",
  "Green",
  "Bridge",
  "High",
  "Long",
  "Market",
  "Castle",
  "Ash",
  "Oak",
  "Elm",
  "Stone",
  "Brook",
  "Meadow",
];
const NEIGHBOURHOOD_END = [
  "field",
  "ton",
  "ley",
  "bury",
  "wood",
  "ham",
  "gate",
  "side",
  "moor",
  "dale",
  "well",
  "croft",
  "hurst",
  "stead",
  "bank",
];
const STREETS = [
  "High Street",
  "Station Road",
  "Church Lane",
  "Park Road",
  "London Road",
  "Victoria Road",
  "Green Lane",
  "Manor Road",
  "Queens Road",
  "King Street",
  "Mill Lane",
  "The Broadway",
  "Stratford Road",
  "Belgrave Road",
  "Soho Road",
  "Ealing Road",
  "Cranbrook Road",
];

// The demo data's name prefixes, and more for variety at 100,000 vendors.
const PREFIXES = [
  ...DEMO_PREFIXES,
  "Indigo",
  "Aarti",
  "Basant",
  "Chameli",
  "Diya",
  "Ganga",
  "Jugni",
  "Kiran",
  "Lotus",
  "Mayur",
  "Neelam",
  "Pari",
  "Raahi",
  "Saffron",
  "Tulsi",
  "Ujala",
  "Vasant",
  "Zaffran",
  "Golden",
  "Royal",
  "Silver",
  "Jasmine",
  "Peacock",
  "Moonlight",
  "Velvet",
  "Emerald",
  "Crimson",
  "Ivory",
  "Sapphire",
  "Heritage",
  "Regal",
];
const SUFFIXES: Record<string, string[]> = {
  "bridal-wear": ["Bridal Couture", "Bridal House", "Lehenga Studio", "Bridal Boutique", "Sarees"],
  menswear: ["Sherwani House", "Groom Studio", "Menswear", "Tailors", "Groomwear"],
  catering: ["Kitchen", "Caterers", "Feasts", "Banquet Catering", "Catering Co."],
  "photography-videography": [
    "Photography",
    "Films",
    "Studios",
    "Wedding Stories",
    "Photographers",
  ],
  decor: ["Décor", "Events & Florals", "Floral Design", "Design Co.", "Florist"],
  priests: ["Ceremonies", "Pandit Services", "Sacred Rites", "Ceremony Services"],
  makeup: ["Makeup Artistry", "Hair & Makeup", "Bridal Beauty", "Glam", "Makeup Studio"],
  entertainment: ["Dhol Crew", "Sounds", "Entertainment", "Live Band", "DJs"],
  jewelry: ["Jewellers", "Kundan House", "Jewellery", "Accessories"],
  venues: ["Banqueting Suite", "Manor", "Hall", "Grand Suite", "Venue"],
  transport: ["Classic Cars", "Wedding Cars", "Chauffeurs", "Carriages"],
  honeymoon: ["Honeymoons", "Travel", "Getaways", "Journeys"],
  "wedding-planners": ["Weddings", "Planning Co.", "Events", "Wedding Planning"],
  "photo-booth": ["Photo Booths", "Selfie Studio", "360 Booth", "Booth Co."],
  "mandap-hire": ["Mandaps", "Stage Hire", "Mandap Hire", "Stages"],
  "cake-desserts": ["Cakes", "Patisserie", "Mithai & Cakes", "Dessert Bar"],
  "invitation-stationery": ["Stationery", "Invitations", "Press", "Paper Co."],
  "gifting-favours": ["Favours", "Hampers", "Gifting", "Trousseau Packing"],
  "mehndi-artists": ["Mehndi", "Henna Art", "Mehndi Studio", "Henna"],
  "lighting-production": ["Lighting", "Productions", "AV & Lighting", "Stage & Light"],
  "marquee-furniture": ["Marquees", "Event Hire", "Furniture Hire", "Tents & Hire"],
  bartending: ["Mobile Bar", "Bar Co.", "Mixology", "Drinks"],
};
const SERVICES: Record<string, string[]> = {
  "bridal-wear": [
    "hand-embroidered lehengas and sarees",
    "bridal couture with in-house alterations",
  ],
  menswear: ["sherwanis, achkans and safas", "made-to-measure groomwear for the baraat"],
  catering: [
    "Punjabi and Gujarati menus with live tandoor counters",
    "vegetarian and halal wedding menus",
  ],
  "photography-videography": [
    "documentary wedding photography and cinematic films",
    "multi-day wedding photography",
  ],
  decor: ["floral mandaps and stage backdrops", "full-venue styling and table centrepieces"],
  priests: ["Hindu and Sikh wedding ceremonies", "bilingual ceremonies explained for every guest"],
  makeup: ["long-wear bridal makeup and hair", "airbrush makeup for the bride and her party"],
  entertainment: ["dhol, bhangra and Bollywood DJ sets", "live musicians and a bilingual MC"],
  jewelry: ["kundan, polki and temple jewellery", "bridal sets, bangles and kaleeras"],
  venues: [
    "a banqueting suite for large Indian weddings",
    "a country venue that permits fire ceremonies",
  ],
  transport: ["vintage Rolls-Royces and decorated horses", "chauffeur-driven wedding cars"],
  honeymoon: [
    "tailor-made honeymoons to the Maldives and Bali",
    "ATOL-protected honeymoon packages",
  ],
  "wedding-planners": ["full planning and on-the-day coordination", "multi-event wedding planning"],
  "photo-booth": ["360 video booths and instant prints", "selfie booths with Bollywood props"],
  "mandap-hire": [
    "carved wooden mandaps and floral canopies",
    "stage sets delivered and installed",
  ],
  "cake-desserts": ["tiered cakes with saffron and pistachio", "mithai towers and dessert tables"],
  "invitation-stationery": [
    "foil and letterpress wedding invitations",
    "bilingual stationery and signage",
  ],
  "gifting-favours": ["mithai boxes and guest hampers", "trousseau packing and gift trays"],
  "mehndi-artists": ["intricate bridal mehndi", "organic henna for brides and guests"],
  "lighting-production": ["uplighting, LED dance floors and sound", "stage production and screens"],
  "marquee-furniture": ["marquees, furniture and tableware", "event hire delivered and set up"],
  bartending: ["mobile bars with cocktails and chai stations", "alcohol-free and full bars"],
};
const OPENERS = [
  "Award-winning",
  "Family-run",
  "Friendly",
  "Experienced",
  "Independent",
  "Boutique",
];
const CLOSERS = [
  "Free consultations and transparent pricing.",
  "Serving weddings of every size across the region.",
  "Trusted by hundreds of couples since 2010.",
  "Bookings open for the coming wedding season.",
  "Packages for the sangeet, ceremony and reception.",
];

interface Sector {
  sector: string;
  district: string;
  weight: number;
}

interface Sectors {
  hot: Sector[];
  all: Sector[];
  allTotal: number;
  /** Running totals of `all`'s weights, for a population-weighted pick. */
  cumulative: number[];
}

let sectors: Sectors | undefined;

/** The sector table, read once per process (a million vendors are a thousand batches). */
function loadSectors(): Sectors {
  if (sectors) return sectors;
  const file = path.resolve(process.cwd(), "resources/uk-postcodes/uk-postcode-sectors.csv");
  const all: Sector[] = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n").slice(1)) {
    const [sector, , , count] = line.trim().split(",");
    if (!sector) continue;
    all.push({ sector, district: sector.split(" ")[0], weight: Number(count) || 1 });
  }
  const hot = all.filter((s) => HOT_DISTRICTS.has(s.district));
  const cumulative: number[] = [];
  let running = 0;
  for (const s of all) {
    running += s.weight;
    cumulative.push(running);
  }
  sectors = { hot, all, allTotal: running, cumulative };
  return sectors;
}

const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

function postTown(district: string) {
  const area = /^[A-Z]+/.exec(district)?.[0] ?? district;
  return POST_TOWNS[area] ?? area;
}

/**
 * `count` vendors numbered from `start` (so tiers can grow one database: 10,000, then 90,000
 * more). The same (start, count) always produces the same rows.
 */
// The structured details (issue 14), in plausible shares: most vendors speak English and one or
// two community languages; about 70% name the ceremonies they serve; only food vendors list
// dietary options; prices and capacities by kind of vendor; about 15% leave details empty.
const LANGUAGE_WEIGHTS = [
  ["Punjabi", 0.4],
  ["Hindi", 0.35],
  ["Urdu", 0.25],
  ["Gujarati", 0.2],
  ["Bengali", 0.1],
  ["Tamil", 0.08],
  ["Telugu", 0.04],
  ["Malayalam", 0.03],
  ["Marathi", 0.03],
  ["Sinhala", 0.02],
  ["Nepali", 0.02],
] as const;
const FAITH_WEIGHTS = [
  ["Hindu", 0.45],
  ["Sikh", 0.35],
  ["Muslim", 0.35],
  ["Jain", 0.1],
  ["Christian", 0.1],
  ["Buddhist", 0.03],
  ["Parsi", 0.02],
  ["Interfaith", 0.2],
  ["Civil", 0.25],
] as const;
const DIET_WEIGHTS = [
  ["Vegetarian", 0.9],
  ["Vegan", 0.4],
  ["Halal", 0.45],
  ["Jain", 0.25],
  ["Gluten-free", 0.3],
  ["Nut-free", 0.2],
] as const;
const PRICE_BASE: Record<string, number> = {
  venues: 4000,
  catering: 2000,
  "photography-videography": 1000,
  decor: 800,
  "wedding-planners": 1800,
  entertainment: 500,
  "mehndi-artists": 200,
  makeup: 250,
};

function generateDetails(categoryId: string, random: () => number) {
  const some = (weights: readonly (readonly [string, number])[]) =>
    weights.filter(([, share]) => random() < share).map(([value]) => value);
  const empty = random() < 0.15;
  const hasCapacity = categoryId === "venues" || categoryId === "catering";
  const servesFood = ["catering", "cake-desserts", "bartending"].includes(categoryId);
  const base = PRICE_BASE[categoryId] ?? 350;
  const capacityMin = hasCapacity ? 25 * (1 + Math.floor(random() * 8)) : null;
  return {
    priceFrom: empty ? null : Math.round((base * (0.5 + random() * 2)) / 50) * 50,
    capacityMin,
    capacityMax: capacityMin === null ? null : capacityMin + 50 * (2 + Math.floor(random() * 24)),
    travelMiles: categoryId === "venues" ? null : [10, 25, 50, 100, 200][Math.floor(random() * 5)],
    languages: empty ? [] : ["English", ...some(LANGUAGE_WEIGHTS)],
    faiths: empty || random() < 0.3 ? [] : some(FAITH_WEIGHTS),
    dietary: servesFood && !empty ? some(DIET_WEIGHTS) : [],
  };
}

export function generateVendors(start: number, count: number): NewVendor[] {
  const { hot, all, allTotal, cumulative } = loadSectors();
  const rows: NewVendor[] = [];
  for (let n = start; n < start + count; n++) {
    const random = mulberry32(1_000_003 * (n + 1));
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const category = CATEGORIES[n % CATEGORIES.length];
    let sector: Sector;
    if (random() < 0.4) sector = pick(hot);
    else {
      const target = random() * allTotal;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] < target) lo = mid + 1;
        else hi = mid;
      }
      sector = all[lo];
    }
    const postcode = `${sector.sector}${pick([...INWARD_LETTERS])}${pick([...INWARD_LETTERS])}`;
    const town = postTown(sector.district);
    const neighbourhood = `${pick(NEIGHBOURHOOD_START)}${pick(NEIGHBOURHOOD_END)}`;
    const name =
      random() < 0.3
        ? `${pick(PREFIXES)} ${pick(PREFIXES)} ${pick(SUFFIXES[category.id])}`
        : `${pick(PREFIXES)} ${pick(SUFFIXES[category.id])}`;
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/(^-|-$)/g, "");
    const location = `${neighbourhood}, ${town}`;
    const address = `${1 + Math.floor(random() * 300)} ${pick(STREETS)}, ${neighbourhood}, ${town} ${postcode}`;
    const shortDescription = `${pick(OPENERS)} ${pick(SERVICES[category.id])} in ${town}. ${pick(CLOSERS)}`;
    const statusRoll = random();
    const approvalStatus =
      statusRoll < 0.95 ? "approved" : statusRoll < 0.98 ? "pending" : "rejected";
    const createdAt = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 700) * 86_400_000);
    const details = generateDetails(category.id, random);
    const base = {
      name,
      categoryId: category.id,
      location,
      address,
      postcode,
      shortDescription,
      languages: details.languages,
      faiths: details.faiths,
      dietary: details.dietary,
    };
    rows.push({
      ...base,
      image: categoryImage(category.id),
      additionalImages:
        category.id === "venues" ? [1, 2, 3].map((k) => `/images/venues/venue-${k}.svg`) : [],
      phone: `07700 900${String(n % 1000).padStart(3, "0")}`,
      email: random() < 0.85 ? `hello@${slug}-${n}.example` : null,
      website: random() < 0.7 ? `https://www.${slug}-${n}.example` : null,
      ...stars(random),
      approvalStatus,
      createdAt,
      updatedAt: createdAt,
      ...details,
      ...deriveVendorColumns(base),
    });
  }
  return rows;
}

/**
 * A listing's stored and shown stars (decision 041): a fifth are Google imports with Google's
 * rating, a third have Saath reviews (their average and count, as the reviews' writer keeps
 * them), the rest are "New on Saath" with only the typed rating, so the shown-stars filter and
 * sorts are measured over a realistic mix.
 */
function stars(random: () => number) {
  const rating = Math.round((3 + random() * 2) * 10) / 10;
  const reviewCount = Math.floor(random() * 400);
  const google = random() < 0.2;
  const saath = random() < 0.33 ? 1 + Math.floor(random() * 30) : 0;
  return {
    rating,
    reviewCount,
    source: google ? ("google" as const) : ("database" as const),
    googleRating: google && reviewCount > 0 ? rating : null,
    googleReviewCount: google && reviewCount > 0 ? reviewCount : null,
    saathRating: saath ? Math.round((2.5 + random() * 2.5) * 100) / 100 : null,
    saathReviewCount: saath,
  };
}

/** Multi-row inserts in batches (about 20 parameters a row keeps each under PostgreSQL's limit). */
export async function loadVendors(
  db: Database,
  start: number,
  count: number,
  onProgress?: (done: number) => void,
) {
  const BATCH = 1000;
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    await db.insert(vendor).values(generateVendors(start + offset, size));
    onProgress?.(offset + size);
  }
}
