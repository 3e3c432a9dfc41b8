import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { isDatabaseUnavailable } from "~/db/availability.server";
import { db } from "~/db/client.server";
import { shortlist, vendor } from "~/db/schema";
import type { MemberRole } from "~/db/schema-weddings";
import { assertCouple, planUserOf, requireUserToContinue } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { eventLabel } from "~/features/events/event-types";
import { weddingPlanEvents } from "~/features/events/events.server";
import { eventGuestCounts } from "~/features/guests/guest-counts.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { membershipOf } from "~/features/weddings/weddings.server";
import { parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { ID_PATTERN } from "~/lib/id-param";
import { sendEnquiry } from "./enquiries.server";
import { BLOCKED_MESSAGE, MESSAGE_LIMIT_MESSAGE } from "./enquiry.constants";
import {
  ENQUIRY_TOASTS,
  type EnquiryFormResult,
  enquiryInput,
  enquirySchema,
  eventsThatFit,
  GROUP_MAX,
  OTHER_EVENT,
} from "./enquiry.schema";
import type { EnquiryDefaults } from "./enquiry-form";
import { enquiryReach, responseStats } from "./inbox.server";

/** A couple, or the plan account a member acts as (`planUserOf`, which knows the wedding). */
type Enquirer = SessionUser & { weddingId?: number; memberRole?: MemberRole };

/**
 * What the form starts with for this couple and this vendor's category: the wedding date, the
 * events and the guest list's numbers, read once (the plan and the membership side by side,
 * then every event's counts in one query) and shared by the suggestion and the event boxes.
 */
export async function enquiryDefaults(
  couple: Enquirer,
  categoryId: string,
): Promise<EnquiryDefaults> {
  // A plan account (`planUserOf`) already knows its wedding.
  const [plan, weddingId] = await Promise.all([
    weddingPlanEvents(couple.id),
    couple.weddingId ?? membershipOf(couple.id).then((found) => found?.weddingId),
  ]);
  const events = [...new Set(plan.events.map(eventLabel))];
  const fit = eventsThatFit(categoryId, events);
  const counts =
    weddingId !== undefined && plan.events.length > 0
      ? await eventGuestCounts(
          weddingId,
          plan.events.map((event) => event.id),
        )
      : null;
  return {
    clientKey: randomUUID(),
    email: couple.email,
    events,
    ticked: fit.length > 0 ? fit : [OTHER_EVENT],
    eventDate: plan.weddingDate,
    guestCount: suggestedGuestCount(plan.events, counts, fit),
    eventDetails: eventDetailDefaults(plan.events, counts),
  };
}

type PlanEvent = Awaited<ReturnType<typeof weddingPlanEvents>>["events"][number];
type GuestCounts = Awaited<ReturnType<typeof eventGuestCounts>>;

/**
 * Each of the couple's events with its own date, time, postcode and guests, from the event and
 * the guest list (people attending, or invited before anyone answers), for the form's boxes.
 */
function eventDetailDefaults(rows: PlanEvent[], counts: GuestCounts | null) {
  return rows.map((row) => {
    const count = counts?.[row.id];
    const fromList = count ? count.attending || count.invited : 0;
    return {
      id: row.id,
      name: eventLabel(row),
      eventDate: row.eventDate,
      startTime: row.startTime ?? "",
      postcode: row.postcode ?? "",
      guests: String(fromList || row.guests || ""),
      guestHint: fromList
        ? `From your guest list: ${fromList} ${count?.attending ? "attending" : "invited"}`
        : undefined,
    };
  });
}

/**
 * The guest list feeds the enquiry: of the ticked events, the largest number of people attending
 * so far, or, before anyone has answered, of people invited. Nothing when no one is invited yet
 * (or the couple has no wedding to count for).
 */
function suggestedGuestCount(rows: PlanEvent[], counts: GuestCounts | null, ticked: string[]) {
  if (ticked.length === 0 || !counts) return null;
  const events = rows.filter((row) => ticked.includes(eventLabel(row)));
  if (events.length === 0) return null;
  for (const measure of ["attending", "invited"] as const) {
    const best = events.reduce((a, b) => (counts[b.id][measure] > counts[a.id][measure] ? b : a));
    const people = counts[best.id][measure];
    if (people === 0) continue;
    const words = measure === "attending" ? "attending the" : "invited to the";
    return {
      value: String(people),
      hint: `From your guest list: ${people} ${words} ${eventLabel(best)}${measure === "attending" ? " so far" : ""}.`,
    };
  }
  return null;
}

/**
 * The vendor page's enquiry panel: whether the listing takes enquiries, what the reader may
 * do (a visitor is asked to log in; only couples send), and the vendor's real reply record.
 */
export async function enquiryPanel(
  reader: Enquirer | null,
  listing: { id: number; categoryId: string; ownerId: string | null; email: string | null },
) {
  const reach = enquiryReach(listing);
  const [stats, defaults] = await Promise.all([
    // The reply record is extra: while the enquiries cannot be read (a locked table), the page
    // and its form are still shown, so a refused post comes back with what was typed.
    responseStats(listing.id).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) return null;
      throw error;
    }),
    reach && viewerOf(reader) === "couple"
      ? enquiryDefaults(reader as Enquirer, listing.categoryId)
      : null,
  ]);
  return { reach, viewer: viewerOf(reader), defaults, stats };
}

/** Who is reading: a wedding's viewer reads the plan but sends nothing in the couple's name. */
const viewerOf = (reader: Enquirer | null) =>
  !reader
    ? ("visitor" as const)
    : reader.role !== "user"
      ? ("other" as const)
      : reader.memberRole === "viewer"
        ? ("view-only" as const)
        : ("couple" as const);

/**
 * The enquiry form's action, for one vendor (the vendor page) or several of one category
 * from the couple's shortlist. Business and admin accounts are refused with 403 and nothing
 * is stored.
 */
export async function postEnquiry(
  request: Request,
  options: { returnTo: string; vendorId?: number },
) {
  const couple = assertCouple(
    await planUserOf(
      await requireUserToContinue(request, options.returnTo, ENQUIRY_TOASTS.loginRequired),
      "change",
    ),
    "Only couples can send enquiries",
  );
  const form = await request.formData();
  const vendorIds = options.vendorId
    ? [options.vendorId]
    : await shortlistedGroup(couple.id, form.getAll("vendorId"));
  const input = enquiryInput(form);
  const parsed = parseForm(enquirySchema, input);
  const events = input.events as string[];
  if (!vendorIds) {
    return reply<EnquiryFormResult>(
      request,
      {
        formError: `Choose between 1 and ${GROUP_MAX} shortlisted vendors of one category.`,
        values: parsed.values,
        events,
      },
      400,
    );
  }
  if (!parsed.ok) return replyInvalid(request, parsed, { events } as EnquiryFormResult);
  // Each vendor gets an e-mail: a message into a thread already open is a reply, and counts
  // like one (new threads have their own hourly limit as well).
  const limit = await consumeRateLimit(
    `reply:${couple.id}`,
    RATE_RULES.reply,
    Date.now(),
    vendorIds.length,
  );
  if (!limit.allowed) {
    return reply<EnquiryFormResult>(
      request,
      { formError: MESSAGE_LIMIT_MESSAGE, values: parsed.values, events },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  // A database failure here is answered by the route's `keepsTyped`, with what was typed.
  const result = await sendEnquiry(couple, vendorIds, parsed.data);
  if (!result.ok) {
    const refusal = REFUSALS[result.reason];
    return reply<EnquiryFormResult>(
      request,
      { formError: refusal.message, values: parsed.values, events },
      refusal.status,
    );
  }
  const single = result.enquiryIds.length === 1;
  return redirectWithToast(
    single ? `/dashboard/enquiries/${result.enquiryIds[0]}` : "/dashboard/enquiries",
    {
      title: single ? "Enquiry sent" : `Enquiry sent to ${result.enquiryIds.length} vendors`,
      description: "You'll get an e-mail when they reply.",
      variant: "success",
    },
    { status: 303 },
  );
}

const REFUSALS = {
  blocked: { status: 403, message: BLOCKED_MESSAGE },
  "rate-limited": {
    status: 429,
    message:
      "You've started 10 enquiries in the last hour. Please wait a little before sending more.",
  },
  "not-contactable": {
    status: 409,
    message: "This vendor can't receive enquiries through Saath. Please use their phone number.",
  },
} as const;

/** The posted vendors, if they are 1 to 5 of the couple's shortlist, all of one category. */
async function shortlistedGroup(coupleId: string, posted: FormDataEntryValue[]) {
  const ids = [
    ...new Set(
      posted
        .map(String)
        .filter((id) => ID_PATTERN.test(id))
        .map(Number),
    ),
  ];
  if (ids.length < 1 || ids.length > GROUP_MAX || ids.length !== posted.length) return null;
  const rows = await db
    .select({ id: vendor.id, categoryId: vendor.categoryId })
    .from(shortlist)
    .innerJoin(vendor, eq(vendor.id, shortlist.vendorId))
    .where(and(eq(shortlist.userId, coupleId), inArray(shortlist.vendorId, ids)));
  if (rows.length !== ids.length) return null;
  return new Set(rows.map((row) => row.categoryId)).size === 1 ? ids : null;
}

/** The couple's shortlisted vendors of one category that take enquiries, for a group enquiry. */
export async function groupEnquiryChoices(couple: SessionUser, categoryId: string | null) {
  const rows = await db
    .select({
      id: vendor.id,
      name: vendor.name,
      categoryId: vendor.categoryId,
      ownerId: vendor.ownerId,
      email: vendor.email,
    })
    .from(shortlist)
    .innerJoin(
      vendor,
      and(eq(vendor.id, shortlist.vendorId), eq(vendor.approvalStatus, "approved")),
    )
    .where(eq(shortlist.userId, couple.id))
    .orderBy(shortlist.createdAt);
  const reachable = rows.filter((row) => enquiryReach(row));
  const category = categoryId ?? reachable[0]?.categoryId ?? null;
  const vendors = reachable
    .filter((row) => row.categoryId === category)
    .map(({ id, name }) => ({ id, name }));
  return {
    categoryId: category,
    vendors,
    defaults: category ? await enquiryDefaults(couple, category) : null,
  };
}
