/**
 * The database's tables by area, one module each, all exported here under their own names (the
 * app imports `~/db/schema`; drizzle-kit reads this file, so the migrations do not change):
 * accounts (better-auth's tables and its rate limit), vendors (categories, vendors, their
 * photos, claims and shortlists), enquiries, and the site's own (request limits, visits, mail,
 * newsletter, audit log). Wedding events are in `schema-events.ts`, reviews in
 * `schema-reviews.ts`.
 */
export * from "./schema-accounts";
export * from "./schema-enquiries";
export * from "./schema-site";
export * from "./schema-vendors";
