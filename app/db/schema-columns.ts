import { type AnyPgColumn, integer, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Columns and column shapes several areas' tables share. */

/** A moment, with its time zone: every timestamp column in the schema is one. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => moment("created_at").notNull().defaultNow();

export const timestamps = {
  createdAt: createdAt(),
  updatedAt: moment("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** The table's own key: `id`, a serial. */
export const serialId = () => serial("id").primaryKey();

/** The row of another table this one belongs to: it goes when that row does. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });

/** A row of another table this one names without belonging to it: emptied when that row goes. */
export const refersTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).references(parent, { onDelete: "set null" });

/** A report from the other side of a thread or review, open until an admin decides it. */
export const reportColumns = <Status extends string>() => ({
  reportReason: text("report_reason"),
  reportedAt: moment("reported_at"),
  reportStatus: text("report_status").$type<Status>(),
});
