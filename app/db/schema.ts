import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** A point of the `cube` extension (here: where a vendor is, as a unit vector). */
const cube = customType<{ data: string }>({ dataType: () => "cube" });
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** The user a row belongs to: the row goes when they do. */
const userIdColumn = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** The vendor a row is about: the row goes when the listing does. */
const vendorIdColumn = () =>
  integer("vendor_id")
    .notNull()
    .references(() => vendor.id, { onDelete: "cascade" });

export const ROLES = ["user", "business", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const VENDOR_SOURCES = ["database", "google", "bulk"] as const;
export type VendorSource = (typeof VENDOR_SOURCES)[number];

// ---- better-auth tables (field names follow better-auth; columns are snake_case) ----

/** A better-auth table: a text id, its columns, and an index on the column it is looked up by. */
function authTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  lookedUpBy: keyof Columns & string,
  columns: Columns,
) {
  const column = lookedUpBy.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return pgTable(name, { id: text("id").primaryKey(), ...columns }, (table) => [
    index(`${name}_${column}_idx`).on(table[lookedUpBy]),
  ]);
}

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps,
  // admin plugin
  role: text("role").notNull().default("user"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  // Saath profile
  name2: text("name2"),
  weddingDate: date("wedding_date", { mode: "string" }),
  businessName: text("business_name"),
  businessType: text("business_type"),
  businessDescription: text("business_description"),
});

export const session = authTable("session", "userId", {
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  token: text("token").notNull().unique(),
  ...timestamps,
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  userId: userIdColumn(),
  impersonatedBy: text("impersonated_by"),
});

export const account = authTable("account", "userId", {
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: userIdColumn(),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  ...timestamps,
});

export const verification = authTable("verification", "identifier", {
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  ...timestamps,
});

/** Rate-limit counters live in the database so every app instance shares them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Our own fixed-window counters (features/rate-limit), one row per key, shared by instances. */
export const requestLimit = pgTable("request_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

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
    id: serial("id").primaryKey(),
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
    rating: doublePrecision("rating").notNull().default(4),
    reviewCount: integer("review_count").notNull().default(0),
    /** Published Saath reviews; while 0, `rating` and `reviewCount` are the seeded values. */
    saathReviewCount: integer("saath_review_count").notNull().default(0),
    seededRating: doublePrecision("seeded_rating"), // kept aside while Saath reviews stand in
    seededReviewCount: integer("seeded_review_count"),
    shortDescription: text("short_description").notNull().default(""),
    approvalStatus: text("approval_status").$type<ApprovalStatus>().notNull().default("pending"),
    source: text("source").$type<VendorSource>().notNull().default("database"),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    // Structured details an owner keeps up to date (issue 10): what couples ask first.
    priceFrom: integer("price_from"),
    capacityMin: integer("capacity_min"),
    capacityMax: integer("capacity_max"),
    /** How far the vendor travels from its postcode, in miles. */
    travelMiles: integer("travel_miles"),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    faiths: jsonb("faiths").$type<string[]>().notNull().default([]),
    dietary: jsonb("dietary").$type<string[]>().notNull().default([]),
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
  (table) => [
    // In the lists' exact order (rating, then review count, then id; DESC sorts NULLS FIRST
    // unless told otherwise), so a page is read straight from the index instead of sorting
    // every approved vendor (see bench/, 100,000 vendors).
    index("vendor_listing_idx").on(
      table.approvalStatus,
      table.categoryId,
      table.rating.desc().nullsFirst(),
      table.reviewCount.desc().nullsFirst(),
      table.id,
    ),
    index("vendor_rating_idx").on(
      table.approvalStatus,
      table.rating.desc().nullsFirst(),
      table.reviewCount.desc().nullsFirst(),
      table.id,
    ),
    // "Most reviewed" and "newest", in their exact orders, on /vendors and per category.
    index("vendor_reviews_idx").on(
      table.approvalStatus,
      table.reviewCount.desc().nullsFirst(),
      table.rating.desc().nullsFirst(),
      table.id,
    ),
    index("vendor_category_reviews_idx").on(
      table.approvalStatus,
      table.categoryId,
      table.reviewCount.desc().nullsFirst(),
      table.rating.desc().nullsFirst(),
      table.id,
    ),
    index("vendor_newest_idx").on(
      table.approvalStatus,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("vendor_category_newest_idx").on(
      table.approvalStatus,
      table.categoryId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A radius's bounding box over approved vendors, holding every column a radius count or a
    // radius list sorted by rating, reviews or age reads: answered from the index alone.
    index("vendor_geo_idx")
      .on(
        table.lat,
        table.lng,
        table.categoryId,
        table.rating,
        table.reviewCount,
        table.createdAt,
        table.id,
      )
      .where(sql`approval_status = 'approved'`),
    // Nearest first: a K-nearest-neighbour walk over approved vendors (decision 021).
    index("vendor_geo_knn_idx").using("gist", table.geo).where(sql`approval_status = 'approved'`),
    index("vendor_search_words_idx").using("gin", table.searchWords),
    index("vendor_area_idx").on(table.locationArea),
    index("vendor_owner_idx").on(table.ownerId),
    index("vendor_search_vector_idx").using("gin", table.searchVector),
    // The languages / faiths / dietary filters (containment, `@>`); issue 14.
    ...(["languages", "faiths", "dietary"] as const).map((list) =>
      index(`vendor_${list}_idx`).using("gin", table[list]),
    ),
    index("vendor_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
  ],
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
 * Approved vendors per category, kept by triggers on `vendor` in the same transaction as every
 * insert, update, delete and truncate, so the home tiles and unfiltered totals read a dozen
 * rows instead of counting every vendor (decision 021).
 */
export const categoryCount = pgTable("category_count", {
  categoryId: text("category_id").primaryKey(),
  approved: integer("approved").notNull().default(0),
});

export const shortlist = pgTable(
  "shortlist",
  {
    userId: userIdColumn(),
    vendorId: vendorIdColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.vendorId] })],
);

export const businessClaim = pgTable(
  "business_claim",
  {
    id: serial("id").primaryKey(),
    vendorId: vendorIdColumn(),
    userId: userIdColumn(),
    relationship: text("relationship").notNull(),
    evidence: text("evidence").notNull(),
    contactNumber: text("contact_number").notNull(),
    status: text("status").$type<ApprovalStatus>().notNull().default("pending"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    // A vendor can have at most one pending claim at a time.
    uniqueIndex("business_claim_one_pending_idx")
      .on(table.vendorId)
      .where(sql`${table.status} = 'pending'`),
    index("business_claim_status_idx").on(table.status),
  ],
);

export const pageVisit = pgTable(
  "page_visit",
  {
    id: serial("id").primaryKey(),
    pagePath: text("page_path").notNull(),
    pageTitle: text("page_title"),
    userAgent: text("user_agent"),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("page_visit_path_idx").on(table.pagePath)],
);

export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscriber = pgTable("newsletter_subscriber", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  token: text("token").notNull().unique(),
  status: text("status")
    .$type<"pending" | "confirmed" | "unsubscribed">()
    .notNull()
    .default("pending"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_entity_idx").on(table.entity, table.entityId)],
);

// ---- enquiries: a couple's thread with one vendor ----
export const ENQUIRY_STATUSES = ["new", "replied", "quote_sent", "booked", "declined"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type EnquirySide = "couple" | "vendor";

export const enquiry = pgTable(
  "enquiry",
  {
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendor.id, { onDelete: "cascade" }),
    /** Null once the couple has deleted their account ("Couple left Saath"). */
    coupleId: text("couple_id").references(() => user.id, { onDelete: "set null" }),
    /** Personal data kept with the thread; cleared when the couple leaves. */
    couplePhone: text("couple_phone"),
    events: jsonb("events").$type<string[]>().notNull().default([]),
    eventDate: date("event_date", { mode: "string" }),
    guestCount: integer("guest_count"),
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    postcode: text("postcode"),
    status: text("status").$type<EnquiryStatus>().notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    coupleReadAt: timestamp("couple_read_at", { withTimezone: true }),
    vendorReadAt: timestamp("vendor_read_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    reportReason: text("report_reason"),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportStatus: text("report_status").$type<"open" | "dismissed" | "blocked">(),
  },
  (table) => [
    index("enquiry_vendor_idx").on(table.vendorId, table.lastMessageAt.desc()),
    index("enquiry_couple_idx").on(table.coupleId, table.lastMessageAt.desc()),
    // One open thread per couple and vendor: a second enquiry adds to it.
    uniqueIndex("enquiry_one_open_idx")
      .on(table.coupleId, table.vendorId)
      .where(sql`${table.closedAt} is null`),
    index("enquiry_reported_idx").on(table.reportedAt).where(sql`${table.reportStatus} = 'open'`),
  ],
);

export const enquiryMessage = pgTable(
  "enquiry_message",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiry.id, { onDelete: "cascade" }),
    sender: text("sender").$type<EnquirySide>().notNull(),
    body: text("body").notNull(),
    /** The form's one-time key: a replayed or double-clicked form writes nothing twice. */
    clientKey: text("client_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("enquiry_message_thread_idx").on(table.enquiryId, table.id),
    uniqueIndex("enquiry_message_client_key_idx").on(table.clientKey),
  ],
);

/** E-mails owed for a message, written with it; sent (and stamped) after the commit. */
export const enquiryNotification = pgTable(
  "enquiry_notification",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => enquiryMessage.id, { onDelete: "cascade" }),
    recipient: text("recipient").$type<"couple" | "vendor" | "listing">().notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("enquiry_notification_unsent_idx").on(table.id).where(sql`sent_at is null`)],
);

/** Couples an admin has stopped from sending enquiries. */
export const enquiryBlock = pgTable("enquiry_block", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  blockedBy: text("blocked_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses that asked for no more enquiry notifications (threads stay readable). */
export const notificationOptOut = pgTable("notification_opt_out", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An owner's portfolio photos: WebP renditions at 400, 800 and 1600 px under one content key. */
export const vendorPhoto = pgTable(
  "vendor_photo",
  {
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendor.id, { onDelete: "cascade" }),
    /** The content hash the renditions' file names start with. */
    fileKey: text("file_key").notNull(),
    alt: text("alt").notNull(),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("vendor_photo_vendor_idx").on(table.vendorId, table.position)],
);
