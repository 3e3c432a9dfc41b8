/**
 * Fictional demo vendors: invented names, reserved example e-mail domains, Ofcom drama-range
 * phone numbers, and real postcode sectors of towns with large South Asian communities.
 * Generated deterministically so re-seeding produces the same rows.
 */
import { CATEGORIES } from "~/features/directory/categories";

interface Town {
  area: string;
  town: string;
  streets: string[];
  postcodes: string[];
  phone: (n: number) => string;
}

const pad = (n: number, width = 3) => String(n).padStart(width, "0");
const london = (n: number) => `020 7946 0${pad(n % 1000)}`;
const mobile = (n: number) => `07700 900${pad(n % 1000)}`;

export const TOWNS: Town[] = [
  {
    area: "Southall",
    town: "London",
    streets: ["The Broadway", "South Road", "King Street"],
    postcodes: ["UB1 1DB", "UB1 3HF", "UB2 4AX"],
    phone: london,
  },
  {
    area: "Wembley",
    town: "London",
    streets: ["Ealing Road", "High Road", "Harrow Road"],
    postcodes: ["HA0 4TL", "HA9 6DE", "HA9 7EH"],
    phone: london,
  },
  {
    area: "Ilford",
    town: "London",
    streets: ["Cranbrook Road", "Green Lane", "Ilford Lane"],
    postcodes: ["IG1 1DU", "IG1 4RS", "IG3 8QD"],
    phone: london,
  },
  {
    area: "Harrow",
    town: "London",
    streets: ["Station Road", "Kenton Road", "Northolt Road"],
    postcodes: ["HA1 1BE", "HA3 9HZ", "HA2 0DW"],
    phone: london,
  },
  {
    area: "East Ham",
    town: "London",
    streets: ["High Street North", "Green Street", "Barking Road"],
    postcodes: ["E6 1HT", "E7 8LG", "E6 2JA"],
    phone: london,
  },
  {
    area: "Hounslow",
    town: "London",
    streets: ["Bath Road", "Staines Road", "High Street"],
    postcodes: ["TW3 1ES", "TW4 5DL", "TW5 9AE"],
    phone: london,
  },
  {
    area: "Tooting",
    town: "London",
    streets: ["Upper Tooting Road", "Mitcham Road", "Tooting High Street"],
    postcodes: ["SW17 0RG", "SW17 7TJ", "SW17 9LB"],
    phone: london,
  },
  {
    area: "Belgrave",
    town: "Leicester",
    streets: ["Belgrave Road", "Melton Road", "Loughborough Road"],
    postcodes: ["LE4 5LN", "LE4 6AR", "LE5 3HB"],
    phone: (n) => `0116 496 0${pad(n % 1000)}`,
  },
  {
    area: "Sparkhill",
    town: "Birmingham",
    streets: ["Stratford Road", "Ladypool Road", "Soho Road"],
    postcodes: ["B11 1LH", "B12 9QR", "B21 9NP"],
    phone: (n) => `0121 496 0${pad(n % 1000)}`,
  },
  {
    area: "Manningham",
    town: "Bradford",
    streets: ["Oak Lane", "Leeds Road", "Lumb Lane"],
    postcodes: ["BD8 7BY", "BD3 9LE", "BD1 4LG"],
    phone: (n) => `0113 496 0${pad(n % 1000)}`,
  },
  {
    area: "Rusholme",
    town: "Manchester",
    streets: ["Wilmslow Road", "Dickenson Road", "Oxford Road"],
    postcodes: ["M14 5LL", "M13 0LZ", "M14 4PJ"],
    phone: (n) => `0161 496 0${pad(n % 1000)}`,
  },
  {
    area: "Chalvey",
    town: "Slough",
    streets: ["Stoke Road", "Chalvey Road East", "Farnham Road"],
    postcodes: ["SL1 1LG", "SL1 2XP", "SL2 5EZ"],
    phone: mobile,
  },
  {
    area: "Bury Park",
    town: "Luton",
    streets: ["Dunstable Road", "Leagrave Road", "Waldeck Road"],
    postcodes: ["LU1 1BH", "LU4 8EE", "LU1 3DZ"],
    phone: mobile,
  },
  {
    area: "Foleshill",
    town: "Coventry",
    streets: ["Foleshill Road", "Stoney Stanton Road", "Far Gosford Street"],
    postcodes: ["CV1 1FZ", "CV6 5AB", "CV1 5LS"],
    phone: (n) => `0121 496 0${pad((n + 500) % 1000)}`,
  },
  {
    area: "Whitmore Reans",
    town: "Wolverhampton",
    streets: ["Dudley Road", "Newhampton Road", "Stafford Road"],
    postcodes: ["WV1 1TS", "WV2 3AH", "WV6 0QA"],
    phone: (n) => `0121 496 0${pad((n + 250) % 1000)}`,
  },
  {
    area: "Harehills",
    town: "Leeds",
    streets: ["Roundhay Road", "Harehills Lane", "Chapeltown Road"],
    postcodes: ["LS7 3JB", "LS8 5BD", "LS9 7QA"],
    phone: (n) => `0113 496 0${pad((n + 500) % 1000)}`,
  },
  {
    area: "Pollokshields",
    town: "Glasgow",
    streets: ["Albert Drive", "Maxwell Road", "Nithsdale Road"],
    postcodes: ["G41 4AW", "G41 2PE", "G42 8AX"],
    phone: (n) => `0141 496 0${pad(n % 1000)}`,
  },
  {
    area: "Grangetown",
    town: "Cardiff",
    streets: ["City Road", "Clifton Street", "Penarth Road"],
    postcodes: ["CF24 2EA", "CF24 3DH", "CF11 6JA"],
    phone: (n) => `029 2018 0${pad(n % 1000)}`,
  },
];

export const PREFIXES = [
  "Anaya",
  "Chandni",
  "Kesar",
  "Noor",
  "Mehfil",
  "Rangoli",
  "Gulab",
  "Shagun",
  "Taara",
  "Jashn",
  "Roshni",
  "Suhaag",
  "Kaveri",
  "Zeenat",
  "Laal",
  "Saanjh",
  "Mohini",
  "Heer",
  "Gulmohar",
  "Kalash",
  "Bandhan",
  "Sitara",
  "Amrit",
  "Paisley",
  "Nazakat",
  "Indigo Lotus",
  "Marigold",
  "Rivaaj",
  "Surmai",
  "Ekta",
];

const SUFFIXES: Record<string, string[]> = {
  "bridal-wear": ["Bridal Couture", "Bridal House", "Lehenga Studio", "Bridal Boutique"],
  menswear: ["Sherwani House", "Groom Studio", "Menswear", "Tailors"],
  catering: ["Kitchen", "Caterers", "Feasts", "Banquet Catering"],
  "photography-videography": ["Photography", "Films", "Studios", "Wedding Stories"],
  decor: ["Décor", "Events & Florals", "Floral Design", "Design Co."],
  priests: ["Ceremonies", "Pandit Services", "Sacred Rites", "Ceremony Services"],
  makeup: ["Makeup Artistry", "Hair & Makeup", "Bridal Beauty", "Glam"],
  entertainment: ["Dhol Crew", "Sounds", "Entertainment", "Live Band"],
  jewelry: ["Jewellers", "Kundan House", "Jewellery", "Accessories"],
  venues: ["Banqueting Suite", "Manor", "Hall", "Grand Suite"],
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

const BLURBS: Record<string, string[]> = {
  "bridal-wear": [
    "Hand-embroidered lehengas and sarees, with made-to-measure fittings and alterations in-house.",
    "A bridal boutique with collections from Indian and Pakistani designers, and private appointments for the bride and her family.",
  ],
  menswear: [
    "Sherwanis, achkans and Indo-western suits, tailored to fit with matching safas and mojris.",
    "Groomwear for the whole baraat, with coordinated outfits for brothers and fathers.",
  ],
  catering: [
    "Punjabi and Gujarati menus cooked fresh on site, with live tandoor and chaat counters.",
    "Vegetarian and halal menus for weddings of 100 to 1,500 guests, with tasting sessions included.",
  ],
  "photography-videography": [
    "Documentary-style photography and cinematic films that capture every ritual without missing a moment.",
    "A husband-and-wife team covering multi-day weddings, with same-week previews and heirloom albums.",
  ],
  decor: [
    "Floral mandaps, stage backdrops and table centrepieces designed around your colour palette.",
    "Full-venue styling, from the entrance arch to the sweetheart table, for every event of your wedding.",
  ],
  priests: [
    "Hindu wedding ceremonies conducted in Sanskrit and English, so every guest can follow the vows.",
    "Experienced officiants for traditional and interfaith ceremonies, with guidance on every ritual.",
  ],
  makeup: [
    "Long-wear bridal makeup and hair styling, with trials and a team for the bridal party.",
    "Airbrush and HD makeup for brides of every skin tone, with on-location service across the region.",
  ],
  entertainment: [
    "High-energy dhol, bhangra and Bollywood sets to keep the dance floor full all night.",
    "DJs and live musicians for the sangeet, ceremony and reception, with a bilingual MC.",
  ],
  jewelry: [
    "Kundan, polki and temple jewellery for the bride, with rental options for every event.",
    "Handcrafted bridal sets, bangles and kaleeras, designed to complement your outfits.",
  ],
  venues: [
    "A banqueting suite for up to 1,000 guests, with in-house catering, ample parking and fire ceremonies permitted.",
    "An elegant venue with landscaped gardens, a bridal suite and experience of multi-day Indian weddings.",
  ],
  transport: [
    "Vintage Rolls-Royces, modern limousines and decorated horses for the baraat.",
    "Chauffeur-driven wedding cars with ribbons and floral garlands, for the arrival and the vidaai.",
  ],
  honeymoon: [
    "Tailor-made honeymoons to the Maldives, Bali, Mauritius and beyond, with ATOL protection.",
    "Honeymoon specialists who plan every detail, from overwater villas to safari lodges.",
  ],
  "wedding-planners": [
    "Full planning and on-the-day coordination for multi-event weddings, from the engagement to the reception.",
    "Planners who manage suppliers, timings and family logistics so you can enjoy every moment.",
  ],
  "photo-booth": [
    "Photo booths and 360° video booths with custom props and instant prints for your guests.",
    "A selfie booth with Bollywood backdrops, unlimited prints and a digital gallery after the event.",
  ],
  "mandap-hire": [
    "Carved wooden mandaps, floral canopies and sankheda stages, delivered and installed at your venue.",
    "Mandaps and stage sets to hire in traditional and contemporary designs, with set-up included.",
  ],
  "cake-desserts": [
    "Tiered wedding cakes with saffron, cardamom and pistachio flavours, and dessert tables to match.",
    "Mithai towers, jalebi stations and dessert tables made fresh for your celebration.",
  ],
  "invitation-stationery": [
    "Wedding invitations, order-of-ceremony cards and signage in English, Hindi, Punjabi and Gujarati.",
    "Letterpress and foil invitations with laser-cut details, plus matching menus and place cards.",
  ],
  "gifting-favours": [
    "Mithai boxes, personalised favours and guest hampers, packed and delivered to your venue.",
    "Trousseau packing and gift trays for the exchange of gifts between families.",
  ],
  "mehndi-artists": [
    "Intricate bridal mehndi with hidden names and portraits, plus guest mehndi at your mehndi night.",
    "Organic henna for brides and guests, in traditional Rajasthani and contemporary styles.",
  ],
  "lighting-production": [
    "Uplighting, LED dance floors, cold-spark effects and sound for receptions of every size.",
    "Stage production, lighting design and screens, so every moment is seen and heard.",
  ],
  "marquee-furniture": [
    "Marquees, furniture, tableware and heating for weddings at home or in a field.",
    "Event hire from chairs and linen to generators and flooring, delivered and set up by our team.",
  ],
  bartending: [
    "Mobile bars with cocktail and mocktail menus, chai stations and friendly, experienced staff.",
    "Alcohol-free and full bars for weddings, with signature drinks named after the couple.",
  ],
};

const VENUE_GALLERY = [1, 2, 3, 4, 5, 6].map((n) => `/images/venues/venue-${n}.svg`);

/** Small deterministic PRNG, so every install gets the same demo data. */
export function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state += 0x6d2b79f5;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoVendor {
  id: number;
  name: string;
  categoryId: string;
  location: string;
  address: string;
  postcode: string;
  phone: string;
  email: string | null;
  website: string | null;
  rating: number;
  reviewCount: number;
  shortDescription: string;
  approvalStatus: "approved" | "pending" | "rejected";
  source: "database" | "google";
  additionalImages: string[];
  createdAt: Date;
}

const slugify = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");

export const VENDORS_PER_CATEGORY = 8;

export function buildDemoVendors(): DemoVendor[] {
  const random = mulberry32(2025);
  const vendors: DemoVendor[] = [];
  let id = 0;
  CATEGORIES.forEach((category, categoryIndex) => {
    for (let i = 0; i < VENDORS_PER_CATEGORY; i++) {
      id += 1;
      const town = TOWNS[(categoryIndex * 5 + i * 7) % TOWNS.length];
      const prefix = PREFIXES[(categoryIndex * 11 + i * 13) % PREFIXES.length];
      const suffix = SUFFIXES[category.id][i % 4];
      const name = `${prefix} ${suffix}`;
      const slug = slugify(`${prefix} ${suffix}`);
      const blurb = BLURBS[category.id][i % 2];
      const postcode = town.postcodes[i % town.postcodes.length];
      const street = town.streets[(i + categoryIndex) % town.streets.length];
      const number = 1 + Math.floor(random() * 240);
      // Every 20th demo vendor is awaiting review and every 31st was rejected: never shown publicly.
      const approvalStatus = id % 31 === 0 ? "rejected" : id % 20 === 0 ? "pending" : "approved";
      vendors.push({
        id,
        name,
        categoryId: category.id,
        location: `${town.area}, ${town.town}`,
        address: `${number} ${street}, ${town.area}, ${town.town} ${postcode}`,
        postcode,
        phone: town.phone(id * 37),
        email: i % 6 === 5 ? null : `hello@${slug}.example`,
        website: i % 4 === 3 ? null : `https://www.${slug}.example`,
        rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
        reviewCount: 5 + Math.floor(random() * 235),
        shortDescription: `${blurb} Based in ${town.area}, ${town.town}.`,
        approvalStatus,
        source: i % 5 === 2 ? "google" : "database",
        additionalImages:
          category.id === "venues"
            ? [0, 1, 2].map((k) => VENUE_GALLERY[(i + k * 2) % VENUE_GALLERY.length])
            : [],
        createdAt: new Date(Date.UTC(2025, 3, 1 + ((i * 3 + categoryIndex) % 28), 10, 0, 0)),
      });
    }
  });
  return vendors;
}
