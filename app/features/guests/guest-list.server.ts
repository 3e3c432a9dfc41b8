import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import {
  eventInvitation,
  type GuestSide,
  guest,
  guestImport,
  household,
} from "~/db/schema-weddings";
import { GUEST_PAGE_SIZE, SIDES } from "./guest.constants";
import type { HouseholdView } from "./guest.types";
import { householdColumns, weddingPeople } from "./guest-columns.server";
import { selectorCondition } from "./guests.server";

/** The guest list's reads (issue 29): every query names the wedding. */

export type { HouseholdView };

export interface GuestFilters {
  q: string;
  side: GuestSide | "";
  group: string;
  tag: string;
  page: number;
}

/** The list's filters from the address (anything unknown is ignored). */
export function readFilters(url: URL): GuestFilters {
  const param = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 100);
  const side = param("side");
  const page = Number(param("page"));
  return {
    q: param("q"),
    side: (SIDES as readonly string[]).includes(side) ? (side as GuestSide) : "",
    group: param("group"),
    tag: param("tag"),
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The households the filters leave, as one condition (the wedding's always first). */
export function filterCondition(weddingId: number, filters: Omit<GuestFilters, "page">): SQL {
  const conditions: (SQL | undefined)[] = [eq(household.weddingId, weddingId)];
  if (filters.side) conditions.push(selectorCondition({ kind: "side", side: filters.side }));
  if (filters.group) conditions.push(selectorCondition({ kind: "group", group: filters.group }));
  if (filters.tag) conditions.push(selectorCondition({ kind: "tag", tag: filters.tag }));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      or(
        ilike(household.name, pattern),
        ilike(household.email, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(guest)
            .where(
              and(
                eq(guest.householdId, household.id),
                or(ilike(guest.name, pattern), ilike(guest.email, pattern)),
              ),
            ),
        ),
      ),
    );
  }
  return and(...conditions) as SQL;
}

/** A household as the couple's pages show it: with the note its guests sent with their RSVP. */
const listedColumns = {
  ...householdColumns,
  rsvpMessage: household.message,
  answeredAt: household.answeredAt,
};

/** The people and invitations of the given households, attached to them. */
async function withPeople(
  weddingId: number,
  rows: Omit<HouseholdView, "people" | "eventIds">[],
): Promise<HouseholdView[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const people = await weddingPeople(weddingId, ids);
  const invitations = await db
    .select({ householdId: eventInvitation.householdId, eventId: eventInvitation.eventId })
    .from(eventInvitation)
    .where(
      and(eq(eventInvitation.weddingId, weddingId), inArray(eventInvitation.householdId, ids)),
    );
  return rows.map((row) => ({
    ...row,
    people: people
      .filter((person) => person.householdId === row.id)
      .map(({ householdId: _, ...person }) => person),
    eventIds: invitations.filter((i) => i.householdId === row.id).map((i) => i.eventId),
  }));
}

export interface GuestTotals {
  households: number;
  people: number;
  adults: number;
  children: number;
}

/** Households, people, adults and children: the whole list, or the households `where` leaves. */
export async function guestTotals(weddingId: number, where?: SQL): Promise<GuestTotals> {
  const [row] = await db
    .select({
      households: sql<number>`count(distinct ${household.id})::int`,
      people: sql<number>`count(${guest.id})::int`,
      children: sql<number>`count(${guest.id}) filter (where ${guest.isChild})::int`,
    })
    .from(household)
    .leftJoin(guest, eq(guest.householdId, household.id))
    .where(where ?? eq(household.weddingId, weddingId));
  const people = row?.people ?? 0;
  const children = row?.children ?? 0;
  return { households: row?.households ?? 0, people, adults: people - children, children };
}

/** The groups and tags the couple has used, for the filters and the bulk invitation. */
export async function groupsAndTags(weddingId: number) {
  const groups = await db
    .selectDistinct({ name: household.groupName })
    .from(household)
    .where(and(eq(household.weddingId, weddingId), sql`${household.groupName} is not null`))
    .orderBy(asc(household.groupName));
  const tags = await queryRows<{ tag: string }>(
    sql`select distinct jsonb_array_elements_text(${household.tags}) as tag from ${household}
        where ${household.weddingId} = ${weddingId} order by 1`,
  );
  return {
    groups: groups.flatMap((row) => (row.name ? [row.name] : [])),
    tags: tags.map((row) => row.tag),
  };
}

/** One page of the list, with the totals of what the filters leave and of the whole list. */
export async function loadGuestList(weddingId: number, filters: GuestFilters) {
  const where = filterCondition(weddingId, filters);
  const filtered = Boolean(filters.q || filters.side || filters.group || filters.tag);
  const [all, matching] = await Promise.all([
    guestTotals(weddingId),
    filtered ? guestTotals(weddingId, where) : null,
  ]);
  const total = (matching ?? all).households;
  const pageCount = Math.max(1, Math.ceil(total / GUEST_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select(listedColumns)
    .from(household)
    .where(where)
    .orderBy(asc(sql`lower(${household.name})`), asc(household.id))
    .limit(GUEST_PAGE_SIZE)
    .offset((page - 1) * GUEST_PAGE_SIZE);
  return {
    households: await withPeople(weddingId, rows),
    totals: all,
    matching,
    page,
    pageCount,
  };
}

/** One household of the wedding with its people, or null (another wedding's is the same). */
export async function getHousehold(weddingId: number, householdId: number) {
  const [row] = await db
    .select(listedColumns)
    .from(household)
    .where(and(eq(household.id, householdId), eq(household.weddingId, weddingId)))
    .limit(1);
  if (!row) return null;
  const [view] = await withPeople(weddingId, [row]);
  return view ?? null;
}

const outcomeCount = (outcome: string) =>
  sql<number>`(select count(*) from jsonb_array_elements(${guestImport.outcomes}) as o
    where o->>'outcome' = ${outcome})::int`;

/** The wedding's imports, newest first, with how many rows were added, merged and skipped. */
export async function listImports(weddingId: number, limit = 10) {
  return db
    .select({
      id: guestImport.id,
      fileName: guestImport.fileName,
      createdAt: guestImport.createdAt,
      added: outcomeCount("added"),
      merged: outcomeCount("merged"),
      skipped: outcomeCount("skipped"),
    })
    .from(guestImport)
    .where(eq(guestImport.weddingId, weddingId))
    .orderBy(desc(guestImport.createdAt), desc(guestImport.id))
    .limit(limit);
}

/** One import's report (every row's outcome), or null when it is not the wedding's. */
export async function getImport(weddingId: number, importId: number) {
  const [row] = await db
    .select({
      id: guestImport.id,
      fileName: guestImport.fileName,
      createdAt: guestImport.createdAt,
      outcomes: guestImport.outcomes,
    })
    .from(guestImport)
    .where(and(eq(guestImport.id, importId), eq(guestImport.weddingId, weddingId)))
    .limit(1);
  return row ?? null;
}
