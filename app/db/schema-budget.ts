import { date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, moment, serialId } from "./schema-columns";
import { wedding } from "./schema-weddings";

/**
 * The budget's payment reminders (issue 30): one row per payment and due day that was
 * reminded, so the background job e-mails the couple once, however often it runs and however
 * many instances run it. The unique index is the "once": a second insert for the same payment
 * and day does nothing, and its e-mail is never queued. A changed due day is a new reminder.
 */
export const REMINDER_SOURCES = ["payment", "budget_item"] as const;
export type ReminderSource = (typeof REMINDER_SOURCES)[number];

export const paymentReminder = pgTable(
  "payment_reminder",
  {
    id: serialId(),
    weddingId: belongsTo("wedding_id", () => wedding.id),
    /** `payment` (a booking's deposit or balance) or `budget_item` (a cost outside Saath). */
    source: text("source").$type<ReminderSource>().notNull(),
    sourceId: integer("source_id").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    sentAt: moment("sent_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_reminder_once_idx").on(table.source, table.sourceId, table.dueOn),
    index("payment_reminder_wedding_idx").on(table.weddingId),
  ],
);
