import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { user, userOrNull } from "./schema-accounts";
import { createdAt, moment, serialId } from "./schema-columns";

/** Our own fixed-window counters (features/rate-limit), one row per key, shared by instances. */
export const requestLimit = pgTable("request_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

export const pageVisit = pgTable(
  "page_visit",
  {
    id: serialId(),
    pagePath: text("page_path").notNull(),
    pageTitle: text("page_title"),
    userAgent: text("user_agent"),
    visitedAt: moment("visited_at").notNull().defaultNow(),
    /**
     * Who visited, as a code that changes every day (features/analytics/visits.server.ts):
     * one row per visitor, page and day. Null on rows from before it was kept.
     */
    visitor: text("visitor"),
  },
  (table) => [
    index("page_visit_path_idx").on(table.pagePath),
    uniqueIndex("page_visit_once_idx").on(table.pagePath, table.visitor),
  ],
);

/**
 * Every e-mail the product sends, queued in the transaction that caused it and sent by the mail
 * worker (features/mail/outbox-worker.server.ts, decision 034). `queued` rows wait for
 * `next_attempt_at`; `sent` once the SMTP server accepted it (or, with no SMTP, once it is
 * shown at /dev/mail); `failed` after a day of refusals, with the last reason.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serialId(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    replyTo: text("reply_to"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** The person the e-mail names (an enquiry's couple): erased with their account. */
    aboutUserId: text("about_user_id").references(() => user.id, { onDelete: "cascade" }),
    status: text("status").$type<MailStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: moment("sent_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`status = 'queued'`),
    index("mail_outbox_about_idx").on(table.aboutUserId),
  ],
);

export type MailStatus = "queued" | "sent" | "failed";

export const newsletterSubscriber = pgTable("newsletter_subscriber", {
  id: serialId(),
  email: text("email").notNull().unique(),
  token: text("token").notNull().unique(),
  status: text("status")
    .$type<"pending" | "confirmed" | "unsubscribed">()
    .notNull()
    .default("pending"),
  createdAt: createdAt(),
  confirmedAt: moment("confirmed_at"),
  unsubscribedAt: moment("unsubscribed_at"),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: serialId(),
    actorId: userOrNull("actor_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index("audit_log_entity_idx").on(table.entity, table.entityId)],
);

// ---- enquiries: a couple's thread with one vendor ----
