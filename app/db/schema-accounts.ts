import {
  bigint,
  boolean,
  date,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  text,
} from "drizzle-orm/pg-core";
import { moment, timestamps } from "./schema-columns";

export const ROLES = ["user", "business", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The user a row belongs to: the row goes when they do. */
export const userIdColumn = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** A user a row names without belonging to them (who made or decided it): emptied when they go. */
export const userOrNull = (name: string) =>
  text(name).references(() => user.id, { onDelete: "set null" });

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
  banExpires: moment("ban_expires"),
  // Saath profile
  name2: text("name2"),
  weddingDate: date("wedding_date", { mode: "string" }),
  businessName: text("business_name"),
  businessType: text("business_type"),
  businessDescription: text("business_description"),
});

export const session = authTable("session", "userId", {
  expiresAt: moment("expires_at").notNull(),
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
  accessTokenExpiresAt: moment("access_token_expires_at"),
  refreshTokenExpiresAt: moment("refresh_token_expires_at"),
  scope: text("scope"),
  password: text("password"),
  ...timestamps,
});

export const verification = authTable("verification", "identifier", {
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: moment("expires_at").notNull(),
  ...timestamps,
});

/** Rate-limit counters live in the database so every app instance shares them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
