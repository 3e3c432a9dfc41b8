import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { user, userIdColumn, userOrNull } from "./schema-accounts";
import { belongsTo, createdAt, moment, serialId } from "./schema-columns";
import { weddingEvent } from "./schema-events";

/**
 * The planning half (issue 29, decision 037): a wedding owns the plan and people are its
 * members. The plan rows that existed before the wedding (events, shortlist, enquiries) stay
 * keyed by the account that made them, `plan_user_id`; everything new is keyed by the wedding.
 * `features/weddings/` writes `wedding`, `wedding_member`, `member_invite` and
 * `wedding_activity`; `features/guests/` the guest list and answers; `features/checklist/`
 * the tasks.
 */
export const wedding = pgTable("wedding", {
  id: serialId(),
  /** The account whose events, shortlist and enquiries are this wedding's (the first partner). */
  planUserId: text("plan_user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  /** After this London day guests can no longer change their answers. */
  rsvpDeadline: date("rsvp_deadline", { mode: "string" }),
  /** When the couple last opened the guest list: newer RSVP answers are the menu's badge. */
  rsvpSeenAt: moment("rsvp_seen_at"),
  createdAt: createdAt(),
});

/** The wedding a row belongs to; the row goes with it. */
function weddingRef() {
  return belongsTo("wedding_id", () => wedding.id);
}

/** The wedding event a row is about; the row goes with it. */
function eventRef() {
  return integer("event_id").references(() => weddingEvent.id, { onDelete: "cascade" });
}

/** "partner" (full rights), "planner" (changes the plan), "viewer" (reads it). */
export const MEMBER_ROLES = ["partner", "planner", "viewer"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** An account belongs to one wedding at most (the unique user id). */
export const weddingMember = pgTable(
  "wedding_member",
  {
    weddingId: weddingRef(),
    userId: userIdColumn().unique(),
    role: text("role").$type<MemberRole>().notNull(),
    joinedAt: moment("joined_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.weddingId, table.userId] })],
);

/** An e-mailed invitation to become a member; the link carries a signed id and a secret. */
export const memberInvite = pgTable(
  "member_invite",
  {
    id: serialId(),
    weddingId: weddingRef(),
    email: text("email").notNull(),
    role: text("role").$type<MemberRole>().notNull(),
    invitedBy: userOrNull("invited_by"),
    /** Random; only its SHA-256 is kept, so the table alone opens no invitation. */
    secretHash: text("secret_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
    acceptedAt: moment("accepted_at"),
  },
  (table) => [index("member_invite_wedding_idx").on(table.weddingId)],
);

/** Who changed what ("Mum added 12 guests"), newest first on the family page. */
export const weddingActivity = pgTable(
  "wedding_activity",
  {
    id: serialId(),
    weddingId: weddingRef(),
    actorUserId: userOrNull("actor_user_id"),
    /** The name at the time, so the line still reads right after the member leaves. */
    actorName: text("actor_name").notNull(),
    summary: text("summary").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("wedding_activity_wedding_idx").on(table.weddingId, table.createdAt)],
);

export const GUEST_SIDES = ["partner1", "partner2", "both"] as const;
export type GuestSide = (typeof GUEST_SIDES)[number];

/** One invitation's worth of people: "The Patel family, 14 Oak Road". */
export const household = pgTable(
  "household",
  {
    id: serialId(),
    weddingId: weddingRef(),
    name: text("name").notNull(),
    address: text("address"),
    email: text("email"),
    phone: text("phone"),
    side: text("side").$type<GuestSide>().notNull().default("both"),
    /** family, friends, work, neighbours, or the couple's own word. */
    groupName: text("group_name"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** Bumped to make every earlier RSVP link stop working. */
    linkVersion: integer("link_version").notNull().default(1),
    message: text("message"),
    answeredAt: moment("answered_at"),
    invitationSentAt: moment("invitation_sent_at"),
    reminderSentAt: moment("reminder_sent_at"),
    createdAt: createdAt(),
  },
  (table) => [index("household_wedding_idx").on(table.weddingId, table.name)],
);

export const DIETARY_NEEDS = [
  "vegetarian",
  "vegan",
  "jain",
  "halal",
  "no-onion-garlic",
  "eggless",
  "nut-allergy",
  "other",
] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];

export const guest = pgTable(
  "guest",
  {
    id: serialId(),
    /** Kept beside the household's for one-step ownership checks and counts. */
    weddingId: weddingRef(),
    householdId: belongsTo("household_id", () => household.id),
    name: text("name").notNull(),
    isChild: boolean("is_child").notNull().default(false),
    email: text("email"),
    phone: text("phone"),
    dietary: jsonb("dietary").$type<DietaryNeed[]>().notNull().default([]),
    dietaryOther: text("dietary_other"),
    accessibility: text("accessibility"),
    createdAt: createdAt(),
  },
  (table) => [
    index("guest_household_idx").on(table.householdId),
    index("guest_wedding_idx").on(table.weddingId),
  ],
);

/** Which households are invited to which events. */
export const eventInvitation = pgTable(
  "event_invitation",
  {
    householdId: belongsTo("household_id", () => household.id),
    eventId: eventRef().notNull(),
    weddingId: weddingRef(),
  },
  (table) => [
    primaryKey({ columns: [table.householdId, table.eventId] }),
    index("event_invitation_event_idx").on(table.eventId),
  ],
);

/** One person's answer for one event they are invited to. */
export const rsvpAnswer = pgTable(
  "rsvp_answer",
  {
    guestId: belongsTo("guest_id", () => guest.id),
    eventId: eventRef().notNull(),
    weddingId: weddingRef(),
    attending: boolean("attending").notNull(),
    answeredAt: moment("answered_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.guestId, table.eventId] }),
    index("rsvp_answer_event_idx").on(table.eventId),
  ],
);

/** A spreadsheet import and every row's outcome (added, merged, skipped and why). */
export const guestImport = pgTable(
  "guest_import",
  {
    id: serialId(),
    weddingId: weddingRef(),
    fileName: text("file_name").notNull(),
    byUserId: userOrNull("by_user_id"),
    outcomes: jsonb("outcomes")
      .$type<
        { row: number; name: string; outcome: "added" | "merged" | "skipped"; why?: string }[]
      >()
      .notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("guest_import_wedding_idx").on(table.weddingId)],
);

/**
 * A task on the wedding's checklist, for one event or for the whole wedding. An open task's due
 * date moves with its event's date, or with the wedding date for a whole-wedding task (database
 * triggers, migration 0029: every way a date changes moves them).
 */
export const checklistTask = pgTable(
  "checklist_task",
  {
    id: serialId(),
    weddingId: weddingRef(),
    eventId: eventRef(),
    title: text("title").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    assigneeUserId: userOrNull("assignee_user_id"),
    doneAt: moment("done_at"),
    doneBy: text("done_by"),
    createdAt: createdAt(),
  },
  (table) => [
    index("checklist_task_due_idx")
      .on(table.weddingId, table.dueDate)
      .where(sql`${table.doneAt} is null`),
    // An event's open tasks, moved with its date (migration 0029's trigger).
    index("checklist_task_event_idx").on(table.eventId).where(sql`${table.doneAt} is null`),
  ],
);
