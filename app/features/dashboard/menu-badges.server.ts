import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { enquiry, enquiryMessage, vendor } from "~/db/schema";
import { rsvpAnswer, wedding, weddingMember } from "~/db/schema-weddings";

/**
 * The signed-in menu's badges (issue 31): for a couple's member, the threads with a reply they
 * have not read and the RSVP answers that came in since the guest list was last opened; for a
 * business, the threads with a couple's message it has not read. One query, on every page a
 * signed-in person opens, so each count reads one index.
 */
export interface MenuBadges {
  enquiries: number;
  rsvps: number;
}

const NONE: MenuBadges = { enquiries: 0, rsvps: 0 };

export async function menuBadges(user: { id: string; role: string }): Promise<MenuBadges> {
  if (user.role === "admin") return NONE;
  if (user.role === "business") {
    const [row] = rowsOf<{ enquiries: number }>(
      await db.execute(sql`
      select count(*)::int as enquiries from ${enquiry} e
      join ${vendor} v on v.id = e.vendor_id and v.owner_id = ${user.id}
      where e.closed_at is null and exists (
        select 1 from ${enquiryMessage} m where m.enquiry_id = e.id and m.sender = 'couple'
          and m.created_at > coalesce(e.vendor_read_at, 'epoch'))`),
    );
    return { enquiries: row?.enquiries ?? 0, rsvps: 0 };
  }
  const [row] = rowsOf<MenuBadges>(
    await db.execute(sql`
    with mine as (
      select w.id, w.plan_user_id, w.rsvp_seen_at from ${weddingMember} m
      join ${wedding} w on w.id = m.wedding_id where m.user_id = ${user.id}
    )
    select
      (select count(*)::int from ${enquiry} e
        where e.couple_id = coalesce((select plan_user_id from mine), ${user.id})
          and exists (select 1 from ${enquiryMessage} m where m.enquiry_id = e.id
            and m.sender = 'vendor' and m.created_at > coalesce(e.couple_read_at, 'epoch'))
      ) as enquiries,
      (select count(*)::int from ${rsvpAnswer} a, mine
        where a.wedding_id = mine.id and a.answered_at > coalesce(mine.rsvp_seen_at, 'epoch')
      ) as rsvps`),
  );
  return { enquiries: row?.enquiries ?? 0, rsvps: row?.rsvps ?? 0 };
}

/** The couple opened the guest list: the RSVP badge starts again from now. */
export async function markRsvpsSeen(weddingId: number) {
  await db.execute(sql`update ${wedding} set rsvp_seen_at = now() where id = ${weddingId}`);
}

/** PGlite answers `{ rows }`, node-postgres a result with `rows` too. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
