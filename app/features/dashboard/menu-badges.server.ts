import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { planUserIdOf } from "~/db/plan-user";
import { preparedRead } from "~/db/prepared.server";
import { enquiry, enquiryMessage, shortlist, user, vendor } from "~/db/schema";
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

const userId = sql.placeholder("userId");

/** The hearts' shortlisted ids: a member's are the wedding's (`planUserIdOf`). */
const shortlistIds = sql<number[]>`array(select ${shortlist.vendorId} from ${shortlist}
  where ${shortlist.userId} = ${planUserIdOf(userId)})`;

/** A business: its threads with a couple's message it has not read (closed since, too: the inbox counts them). */
const unreadByVendor = sql<number>`(select count(*)::int from ${enquiry} e
  join ${vendor} v on v.id = e.vendor_id and v.owner_id = ${userId}
  where exists (
    select 1 from ${enquiryMessage} m where m.enquiry_id = e.id and m.sender = 'couple'
      and m.created_at > coalesce(e.vendor_read_at, 'epoch')))`;

/** A couple's member: the wedding's threads with a vendor's reply they have not read… */
const unreadByCouple = sql<number>`(select count(*)::int from ${enquiry} e
  where e.couple_id = ${planUserIdOf(userId)}
    and exists (select 1 from ${enquiryMessage} m where m.enquiry_id = e.id
      and m.sender = 'vendor' and m.created_at > coalesce(e.couple_read_at, 'epoch')))`;

/** …and the RSVP answers that came in since the guest list was last opened. */
const newRsvps = sql<number>`(select count(*)::int from ${rsvpAnswer} a
  join ${wedding} w on w.id = a.wedding_id
  join ${weddingMember} m on m.wedding_id = w.id and m.user_id = ${userId}
  where a.answered_at > coalesce(w.rsvp_seen_at, 'epoch'))`;

/** One row per role, from the signed-in person's own row: one prepared statement each. */
const menuRead = {
  admin: preparedRead((database) =>
    database
      .select({ shortlistIds, enquiries: sql<number>`0`, rsvps: sql<number>`0` })
      .from(user)
      .where(eq(user.id, userId))
      .prepare("menu_state_admin"),
  ),
  business: preparedRead((database) =>
    database
      .select({ shortlistIds, enquiries: unreadByVendor, rsvps: sql<number>`0` })
      .from(user)
      .where(eq(user.id, userId))
      .prepare("menu_state_business"),
  ),
  user: preparedRead((database) =>
    database
      .select({ shortlistIds, enquiries: unreadByCouple, rsvps: newRsvps })
      .from(user)
      .where(eq(user.id, userId))
      .prepare("menu_state_couple"),
  ),
};

/**
 * The hearts' shortlisted ids and the menu's badges in one round trip, for the root loader of
 * every signed-in page.
 */
export async function menuState(person: { id: string; role: string }): Promise<MenuState> {
  const read = person.role === "admin" || person.role === "business" ? person.role : "user";
  const [row] = await menuRead[read]().execute({ userId: person.id });
  return {
    shortlistIds: row?.shortlistIds ?? [],
    badges: read === "admin" ? NONE : { enquiries: row?.enquiries ?? 0, rsvps: row?.rsvps ?? 0 },
  };
}

/** The couple opened the guest list: the RSVP badge starts again from now. */
export async function markRsvpsSeen(weddingId: number) {
  await db.execute(sql`update ${wedding} set rsvp_seen_at = now() where id = ${weddingId}`);
}
