import { desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { booking } from "~/db/schema-bookings";
import type { SessionUser } from "~/features/accounts/session.server";
import { enquiryEvents } from "~/features/enquiries/inbox.server";
import { eventLabel } from "~/features/events/event-types";
import { redirectWithToast } from "~/features/toast/toast.server";
import { categoryName } from "~/features/vendors/categories";
import { parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { ID_PATTERN } from "~/lib/id-param";
import { QUOTE_INTENTS, type QuoteFormResult } from "./quote.constants";
import { quoteSchema } from "./quote.schema";
import { compareQuotes, quoteFormData, quoteToPrint, threadQuotes } from "./quote-read.server";
import { deleteTemplate, sendQuote, withdrawQuote } from "./quotes.server";

/**
 * The quote parts of the thread page (the panel, the vendor's send / revise / withdraw), the
 * printable quote, and the couple's comparison. Accepting and declining are the booking area's
 * (a booking is made), on the same page.
 */

type Side = "couple" | "vendor";

/** The thread's quote panel for its couple or its vendor's owner (admins read no quotes). */
export async function quotePanel(user: SessionUser, side: Side, enquiryId: number) {
  const reader = { side, userId: user.id };
  const quotes = await threadQuotes(reader, enquiryId);
  // Before the first quote the couple's panel says only "No quote yet": nothing more to read.
  if (side === "couple" && quotes.length === 0) {
    return { side, quotes, events: [], form: null, booking: null };
  }
  const [events, form, [latestBooking]] = await Promise.all([
    enquiryEvents([enquiryId]),
    side === "vendor" ? quoteFormData(user.id, enquiryId) : null,
    db
      .select({ id: booking.id, status: booking.status })
      .from(booking)
      .where(eq(booking.enquiryId, enquiryId))
      .orderBy(desc(booking.id))
      .limit(1),
  ]);
  // The booking is shown only to a side that can read the thread's quotes.
  const shownBooking = quotes.length > 0 ? (latestBooking ?? null) : null;
  return { side, quotes, events, form, booking: shownBooking };
}
export type QuotePanelData = Awaited<ReturnType<typeof quotePanel>>;

const QUOTE_INTENT_NAMES: readonly string[] = [
  QUOTE_INTENTS.send,
  QUOTE_INTENTS.withdraw,
  QUOTE_INTENTS.forgetLine,
];

/** Whether a thread post is the vendor's quote (the thread's own action takes the rest). */
export const isQuoteIntent = (intent: unknown) =>
  typeof intent === "string" && QUOTE_INTENT_NAMES.includes(intent);

const SEND_REFUSALS = {
  closed: "This enquiry is closed.",
  accepted: "The couple has accepted this quote. Cancel the booking to change it.",
  "bad-event": "Choose the events from this enquiry.",
} as const;

/** The vendor's owner sends, revises or withdraws the thread's quote. */
export async function quoteThreadAction(
  request: Request,
  user: SessionUser,
  side: Side,
  enquiryId: number,
  form: FormData,
) {
  if (side !== "vendor") throw data("Only the vendor sends quotes.", { status: 403 });
  const here = `/business/enquiries/${enquiryId}`;
  const intent = String(form.get("intent"));
  if (intent === QUOTE_INTENTS.withdraw) {
    if (!(await withdrawQuote(user, enquiryId))) {
      // Nothing open to withdraw: a second click, or the couple accepted it a moment before.
      const [latest] = await threadQuotes({ side: "vendor", userId: user.id }, enquiryId);
      if (!latest) throw data("Not found", { status: 404 });
      const toast =
        latest.status === "accepted"
          ? {
              title: "The couple has accepted this quote",
              description: "It is a booking now. Cancel the booking if you can no longer do it.",
              variant: "destructive" as const,
            }
          : latest.status === "declined"
            ? {
                title: "The couple declined this quote",
                description: "There is nothing to withdraw.",
              }
            : { title: "Quote withdrawn", description: "It was no longer open." };
      return redirectWithToast(here, toast, { status: 303 });
    }
    return redirectWithToast(
      here,
      { title: "Quote withdrawn", variant: "success" },
      { status: 303 },
    );
  }
  if (intent === QUOTE_INTENTS.forgetLine) {
    const templateId = String(form.get("templateId"));
    if (!ID_PATTERN.test(templateId)) throw data("Not found", { status: 404 });
    // Gone already (a second click) is done; another business's line is not theirs to touch.
    const removed = await deleteTemplate(user, Number(templateId));
    if (removed === "not-theirs") throw data("Not found", { status: 404 });
    return redirectWithToast(
      here,
      { title: "Saved line removed", variant: "success" },
      { status: 303 },
    );
  }
  const parsed = parseForm(quoteSchema, form);
  if (!parsed.ok) return replyInvalid(request, parsed, { intent } as QuoteFormResult);
  const sent = await sendQuote(user, enquiryId, parsed.data);
  if (!sent.ok) {
    if (sent.reason === "not-found") throw data("Not found", { status: 404 });
    return reply<QuoteFormResult>(
      request,
      { intent, formError: SEND_REFUSALS[sent.reason], values: parsed.values },
      409,
    );
  }
  return redirectWithToast(
    here,
    {
      title: sent.version > 1 ? `Quote revised (version ${sent.version})` : "Quote sent",
      variant: "success",
    },
    { status: 303 },
  );
}

/** One quote to read and print, for its couple or its vendor's owner; 404 for anyone else. */
export async function quotePage(user: SessionUser, side: Side, quoteId: number) {
  const shown = await quoteToPrint({ side, userId: user.id }, quoteId);
  if (!shown) throw data("Not found", { status: 404 });
  // The quote is the reader's (above): its booking, once accepted, is theirs too.
  const [made] =
    shown.quote.status === "accepted"
      ? await db
          .select({ id: booking.id })
          .from(booking)
          .where(eq(booking.quoteId, quoteId))
          .orderBy(desc(booking.id))
          .limit(1)
      : [];
  return { side, ...shown, bookingId: made?.id ?? null };
}

/** The couple's quotes side by side, per category, for one event (`?event=`) or all. */
export async function comparePage(planUserId: string, url: URL) {
  const raw = url.searchParams.get("event");
  const eventId = raw && ID_PATTERN.test(raw) ? Number(raw) : undefined;
  const { weddingEvents, quotes } = await compareQuotes(planUserId, { eventId });
  const categories = [...new Set(quotes.map((q) => q.categoryId))].map((id) => ({
    id,
    name: categoryName(id) || id,
    quotes: quotes.filter((q) => q.categoryId === id),
  }));
  return {
    eventId: eventId ?? null,
    events: weddingEvents.map((event) => ({ id: event.id, label: eventLabel(event) })),
    categories,
  };
}
