import { sql } from "drizzle-orm";
import {
  customType,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { userIdColumn, userOrNull } from "./schema-accounts";
import { belongsTo, createdAt, moment, refersTo, serialId, timestamps } from "./schema-columns";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** A point of the `cube` extension (here: where a vendor is, as a unit vector). */
const cube = customType<{ data: string }>({ dataType: () => "cube" });

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const VENDOR_SOURCES = ["database", "google", "bulk"] as const;
export type VendorSource = (typeof VENDOR_SOURCES)[number];

/** The vendor a row is about: the row goes when the listing does. */
export const vendorIdColumn = () => belongsTo("vendor_id", () => vendor.id);

// ---- directory ----
export const category = pgTable("category", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  sortOrder: integer("sort_order").notNull(),
});

export const vendor = pgTable(
  "vendor",
  {
    id: serialId(),
    name: text("name").notNull(),
    categoryId: text("category_id")
      .notNull()
      .references(() => category.id),
    image: text("image").notNull(),
    additionalImages: jsonb("additional_images").$type<string[]>().notNull().default([]),
    location: text("location").notNull(),
    /** The /vendors location filter value, derived from `location` when saved. */
    locationArea: text("location_area"),
    address: text("address"),
    postcode: text("postcode"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    /**
     * The rating and count as the spec stores them: typed by the business or an admin, made up
     * by the bulk upload, or Google's for an import. Never shown to couples as stars (decision
     * 041): the `shown_*` columns are.
     */
    rating: doublePrecision("rating").notNull().default(4),
    reviewCount: integer("review_count").notNull().default(0),
    /** The average and number of published Saath reviews (kept by the reviews' one writer). */
    saathRating: doublePrecision("saath_rating"),
    saathReviewCount: integer("saath_review_count").notNull().default(0),
    /** Google's rating and count, only as the Places import found them (or the demo seed). */
    googleRating: doublePrecision("google_rating"),
    googleReviewCount: integer("google_review_count"),
    /**
     * The stars couples see: Saath's own reviews once there is one, else Google's rating, else
     * none ("New on Saath"). Generated, so every writer keeps it and the filter, the sorts and
     * their indexes read exactly what the cards show.
     */
    shownRating: doublePrecision("shown_rating").generatedAlwaysAs(
      sql`case when saath_review_count > 0 then saath_rating else google_rating end`,
    ),
    shownReviewCount: integer("shown_review_count")
      .notNull()
      .generatedAlwaysAs(
        sql`case when saath_review_count > 0 then saath_review_count when google_rating is not null then coalesce(google_review_count, 0) else 0 end`,
      ),
    shortDescription: text("short_description").notNull().default(""),
    approvalStatus: text("approval_status").$type<ApprovalStatus>().notNull().default("pending"),
    source: text("source").$type<VendorSource>().notNull().default("database"),
    ownerId: userOrNull("owner_id"),
    createdBy: userOrNull("created_by"),
    // Structured details an owner keeps up to date (issue 10): what couples ask first.
    priceFrom: integer("price_from"),
    capacityMin: integer("capacity_min"),
    capacityMax: integer("capacity_max"),
    /** How far the vendor travels from its postcode, in miles. */
    travelMiles: integer("travel_miles"),
    /** How many events a day the business can take (a caterer may do two); issue 30. */
    eventsPerDay: integer("events_per_day").notNull().default(1),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    faiths: jsonb("faiths").$type<string[]>().notNull().default([]),
    dietary: jsonb("dietary").$type<string[]>().notNull().default([]),
    /**
     * The three lists as one bit mask (`traditions_mask()`, migration 0024; the bits are
     * `TRADITION_BITS` in `features/vendors/traditions.ts`): a radius tests "speaks any of" and
     * "serves all of" as integer arithmetic on `vendor_geo_details_idx`, four bytes a vendor
     * where the lists took a hundred (decision 049).
     */
    traditions: integer("traditions").generatedAlwaysAs(
      sql`traditions_mask(languages, faiths, dietary)`,
    ),
    /** Name, category, location and description in one string: what search reads. */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english', search_text)`,
    ),
    /**
     * The search text's words as pg_trgm splits them (lower case, letters and digits): a
     * misspelt word is matched against these whole words (see `search_word`).
     */
    searchWords: text("search_words")
      .array()
      .generatedAlwaysAs(sql`regexp_split_to_array(lower(search_text), '[^[:alnum:]]+')`),
    /**
     * Where the vendor is, as a point on the unit sphere: the straight-line (chord) distance
     * between two such points grows with the great-circle distance, so a GiST index on it
     * finds the nearest vendors first (`<->`) without measuring every vendor in the radius.
     */
    geo: cube("geo").generatedAlwaysAs(
      sql`case when lat is not null and lng is not null then cube(array[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))]) end`,
    ),
    ...timestamps,
  },
  (table) => {
    // The lists' orders, exactly as their queries sort (DESC sorts NULLS FIRST unless told
    // otherwise). A function, as an index takes its columns' directions when it is made.
    const desc = (column: ExtraConfigColumn) => column.desc().nullsFirst();
    // Listings without stars ("New on Saath") come after every rated one.
    const stars = () => table.shownRating.desc().nullsLast();
    const byRating = () => [stars(), desc(table.shownReviewCount), table.id];
    const byReviews = () => [desc(table.shownReviewCount), stars(), table.id];
    const byAge = () => [desc(table.createdAt), desc(table.id)];
    // What a radius reads of each vendor in its box: where, what, its stars, reviews and age.
    const inTheBox: [ExtraConfigColumn, ...ExtraConfigColumn[]] = [
      table.lat,
      table.lng,
      table.categoryId,
      table.shownRating,
      table.shownReviewCount,
      table.createdAt,
      table.id,
    ];
    return [
      // Highest rated, most reviewed and newest, on /vendors and per category, each read
      // straight from its index instead of sorting every approved vendor (bench/, 100,000).
      index("vendor_listing_idx").on(table.approvalStatus, table.categoryId, ...byRating()),
      index("vendor_rating_idx").on(table.approvalStatus, ...byRating()),
      index("vendor_reviews_idx").on(table.approvalStatus, ...byReviews()),
      index("vendor_category_reviews_idx").on(
        table.approvalStatus,
        table.categoryId,
        ...byReviews(),
      ),
      index("vendor_newest_idx").on(table.approvalStatus, ...byAge()),
      index("vendor_category_newest_idx").on(table.approvalStatus, table.categoryId, ...byAge()),
      // A radius's bounding box over approved vendors, holding every column a radius count or a
      // radius list sorted by rating, reviews or age reads: answered from the index alone.
      index("vendor_geo_idx")
        .on(...inTheBox)
        .where(sql`approval_status = 'approved'`),
      // The same with the traditions and budget filters' columns (after the unique id, so they
      // never change the order): a radius with those filters tests each vendor in it on the
      // index alone (decisions 048 and 049: the lists as one bit mask). A second index, so the
      // plain radius and a search near a postcode keep reading the smaller one.
      index("vendor_geo_details_idx")
        .on(...inTheBox, table.traditions, table.priceFrom, table.capacityMin, table.capacityMax)
        .where(sql`approval_status = 'approved'`),
      // Nearest first: a K-nearest-neighbour walk over approved vendors (decision 021).
      index("vendor_geo_knn_idx").using("gist", table.geo).where(sql`approval_status = 'approved'`),
      index("vendor_search_words_idx").using("gin", table.searchWords),
      index("vendor_area_idx").on(table.locationArea),
      // Listings saved without coordinates, which start-up places at their town: a handful among
      // a million, so start-up reads them without scanning the table (decision 043).
      index("vendor_unplaced_idx").on(table.id).where(sql`lat is null`),
      index("vendor_owner_idx").on(table.ownerId),
      index("vendor_search_vector_idx").using("gin", table.searchVector),
      // A search near a postcode (decision 051): the words and the vendor's cell of a grid a
      // fifth of a degree each way, in one index that intersects them. The expression is
      // `vendorCell` in features/vendors/vendor-radius.server.ts, which must match it exactly.
      index("vendor_search_cell_idx")
        .using(
          "gin",
          table.searchVector,
          sql`(array[(floor(${table.lat} * 5)::int * 10000 + floor(${table.lng} * 5)::int)])`,
        )
        .where(sql`approval_status = 'approved'`),
      // The languages / faiths / dietary filters (containment, `@>`); issue 14.
      ...(["languages", "faiths", "dietary"] as const).map((list) =>
        index(`vendor_${list}_idx`).using("gin", table[list]),
      ),
      index("vendor_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    ];
  },
);

/**
 * Every word that has appeared in a vendor's search text (kept by a trigger on `vendor`):
 * a misspelt search word is looked up here by trigram similarity, a few thousand short rows,
 * instead of comparing trigrams against every vendor's whole search text (decision 021).
 */
export const searchWord = pgTable("search_word", { word: text("word").primaryKey() }, (table) => [
  index("search_word_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`),
]);

/**
 * Every lexeme that has appeared in a vendor's `search_vector` (kept by statement triggers on
 * `vendor`, migration 0025), in byte order (`COLLATE "C"`) so a prefix is a range of the key.
 * A search word is typed as a prefix ("photographer" finds "photography"); the GIN index answers
 * a prefix by merging every matching entry into a bitmap, 56 ms at a million vendors, but the
 * same lexemes named one by one in 7 ms, so the prefix is spelt out from here (decision 050).
 */
export const searchLexeme = pgTable("search_lexeme", {
  lexeme: text("lexeme").primaryKey(),
});

/**
 * Approved vendors per category, kept by triggers on `vendor` in the same transaction as every
 * insert, update, delete and truncate, so the home tiles and unfiltered totals read a dozen
 * rows instead of counting every vendor (decision 021).
 */
export const categoryCount = pgTable("category_count", {
  categoryId: text("category_id").primaryKey(),
  approved: integer("approved").notNull().default(0),
});

/**
 * Approved vendors per location area (the /vendors location filter's choices: an area is listed
 * while it has one), kept by the same triggers on `vendor` as `category_count`, so no request
 * reads every vendor for them (decision 043). An area whose count reaches 0 is removed.
 */
export const areaCount = pgTable("area_count", {
  area: text("area").primaryKey(),
  approved: integer("approved").notNull(),
});

/**
 * Approved vendors at each spot (`lat`, `lng`: a postcode sector's or a town's centre, shared by
 * every vendor there), in every category and per category, kept by the same triggers: a radius
 * with no other filter than a category counts the spots within it (a few thousand at most)
 * instead of its vendors (200,000 within 50 miles of Leicester at a million; decision 043).
 */
export const spotCount = pgTable(
  "spot_count",
  {
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    approved: integer("approved").notNull(),
  },
  (table) => [primaryKey({ columns: [table.lat, table.lng] })],
);

export const categorySpotCount = pgTable(
  "category_spot_count",
  {
    categoryId: text("category_id").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    approved: integer("approved").notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.lat, table.lng] })],
);

export const shortlist = pgTable(
  "shortlist",
  {
    userId: userIdColumn(),
    vendorId: vendorIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.vendorId] })],
);

export const businessClaim = pgTable(
  "business_claim",
  {
    id: serialId(),
    vendorId: vendorIdColumn(),
    userId: userIdColumn(),
    relationship: text("relationship").notNull(),
    evidence: text("evidence").notNull(),
    contactNumber: text("contact_number").notNull(),
    status: text("status").$type<ApprovalStatus>().notNull().default("pending"),
    submittedAt: moment("submitted_at").notNull().defaultNow(),
    decidedAt: moment("decided_at"),
    decidedBy: userOrNull("decided_by"),
  },
  (table) => [
    // A vendor can have at most one pending claim at a time.
    uniqueIndex("business_claim_one_pending_idx")
      .on(table.vendorId)
      .where(sql`${table.status} = 'pending'`),
    index("business_claim_status_idx").on(table.status),
  ],
);

/**
 * An Add Business form a visitor submitted before they had an account (issue 31): kept until
 * the account exists, then made into a pending listing once (`vendor_id` set in the same
 * transaction). The visitor's browser holds the secret; only its SHA-256 is stored.
 */
export const listingDraft = pgTable(
  "listing_draft",
  {
    id: serialId(),
    tokenHash: text("token_hash").notNull(),
    /** What was typed, field by field, as the form posted it. */
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    usedAt: moment("used_at"),
    usedBy: userOrNull("used_by"),
    vendorId: refersTo("vendor_id", () => vendor.id),
  },
  (table) => [
    uniqueIndex("listing_draft_token_idx").on(table.tokenHash),
    index("listing_draft_created_idx").on(table.createdAt),
  ],
);

/**
 * A code e-mailed to a listing's public address so a claimant can prove at once that they
 * receive its mail (issue 31). One live code per claimant and listing; only its hash is kept.
 */
export const claimCode = pgTable(
  "claim_code",
  {
    id: serialId(),
    vendorId: vendorIdColumn(),
    userId: userIdColumn(),
    codeHash: text("code_hash").notNull(),
    /** The address it was sent to: a listing whose e-mail changes needs a new code. */
    sentTo: text("sent_to").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("claim_code_user_vendor_idx").on(table.userId, table.vendorId)],
);

export const vendorPhoto = pgTable(
  "vendor_photo",
  {
    id: serialId(),
    vendorId: vendorIdColumn(),
    /** The content hash the renditions' file names start with. */
    fileKey: text("file_key").notNull(),
    alt: text("alt").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("vendor_photo_vendor_idx").on(table.vendorId, table.position)],
);
