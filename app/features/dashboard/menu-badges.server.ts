import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { planUserIdOf } from "~/db/plan-user";
import { enquiry, enquiryMessage, shortlist, vendor } from "~/db/schema";
import { rsvpAnswer, wedding, weddingMember } from "~/db/schema-weddings";

/**
 * The signed-in menu's badges (issue 31): for a couple's member, the threads with a reply they
 * have not read and the RSVP answers that came in since the guest list was last opened; for a
 * business, the threads with a couple's message it has not read. One query, on every page a
 * signed-in person opens (with the hearts' shortlist: `menuState`), so each count reads one index.
 */
export interface MenuBadges {
  enquiries: number;
  rsvps: number;
}

/** What the header of every signed-in page shows: the hearts' shortlist and the badges. */
export interface MenuState {
  shortlistIds: number[];
  badges: MenuBadges;
}

const NONE: MenuBadges = { enquiries: 0, rsvps: 0 };

export async function menuBadges(user: { id: string; role: string }): Promise<MenuBadges> {
  return (await menuState(user)).badges;
}

/**
 * The hearts' shortlisted ids (a member's are the wedding's: `planUserIdOf`) and the menu's
 * badges in one round trip, for the root loader of every signed-in page.
 */
export async function menuState(user: { id: string; role: string }): Promise<MenuState> {
  const shortlistIds = sql`array(select ${shortlist.vendorId} from ${shortlist}
    where ${shortlist.userId} = ${planUserIdOf(user.id)}) as "shortlistIds"`;
  if (user.role === "admin") {
    const [row] = rowsOf<{ shortlistIds: number[] }>(await db.execute(sql`select ${shortlistIds}`));
    return { shortlistIds: row?.shortlistIds ?? [], badges: NONE };
  }
  if (user.role === "business") {
    const [row] = rowsOf<{ shortlistIds: number[]; enquiries: number }>(
      await db.execute(sql`
      select ${shortlistIds}, (select count(*)::int from ${enquiry} e
        join ${vendor} v on v.id = e.vendor_id and v.owner_id = ${user.id}
        where e.closed_at is null and exists (
          select 1 from ${enquiryMessage} m where m.enquiry_id = e.id and m.sender = 'couple'
            and m.created_at > coalesce(e.vendor_read_at, 'epoch'))) as enquiries`),
    );
    return {
      shortlistIds: row?.shortlistIds ?? [],
      badges: { enquiries: row?.enquiries ?? 0, rsvps: 0 },
    };
  }
  const [row] = rowsOf<MenuBadges & { shortlistIds: number[] }>(
    await db.execute(sql`
    with mine as (
      select w.id, w.plan_user_id, w.rsvp_seen_at from ${weddingMember} m
      join ${wedding} w on w.id = m.wedding_id where m.user_id = ${user.id}
    )
    select ${shortlistIds},
      (select count(*)::int from ${enquiry} e
        where e.couple_id = coalesce((select plan_user_id from mine), ${user.id})
          and exists (select 1 from ${enquiryMessage} m where m.enquiry_id = e.id
            and m.sender = 'vendor' and m.created_at > coalesce(e.couple_read_at, 'epoch'))
      ) as enquiries,
      (select count(*)::int from ${rsvpAnswer} a, mine
        where a.wedding_id = mine.id and a.answered_at > coalesce(mine.rsvp_seen_at, 'epoch')
      ) as rsvps`),
  );
  return {
    shortlistIds: row?.shortlistIds ?? [],
    badges: { enquiries: row?.enquiries ?? 0, rsvps: row?.rsvps ?? 0 },
  };
}

/** The couple opened the guest list: the RSVP badge starts again from now. */
export async function markRsvpsSeen(weddingId: number) {
  await db.execute(sql`update ${wedding} set rsvp_seen_at = now() where id = ${weddingId}`);
}

/** PGlite answers `{ rows }`, node-postgres a result with `rows` too. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
