import { data } from "react-router";
import type { PlanUser } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { eventLabel } from "~/features/events/event-types";
import { listEvents } from "~/features/events/events.server";
import { answerFetchOrPage } from "~/features/toast/toast.server";
import { getPublicVendor } from "~/features/vendors/vendors.server";
import { notePlanChange } from "~/features/weddings/weddings.server";
import { formInput } from "~/lib/form";
import { idParam } from "~/lib/id-param";
import { safeReturnPath } from "~/lib/return-url";
import { shortlistEventsSchema } from "./shortlist.schema";
import { setShortlistEvents, shortlistEventIds } from "./shortlist.server";

/** The couple's events as the "For which event?" question lists them. */
export async function eventChoices(userId: string) {
  const events = await listEvents(userId);
  return events.map((event) => ({ id: event.id, label: eventLabel(event) }));
}

/** /shortlist/events/{vendorId}: the question as a page (no JavaScript, or from the dashboard). */
export async function loadShortlistEvents(user: SessionUser, vendorIdText: string, url: URL) {
  const vendorId = idParam(vendorIdText, "Vendor not found");
  const listing = await getPublicVendor(vendorId);
  if (!listing) throw data("Vendor not found", { status: 404 });
  const [events, chosen] = await Promise.all([
    eventChoices(user.id),
    shortlistEventIds(user.id, vendorId),
  ]);
  return {
    vendor: { id: listing.id, name: listing.name },
    events,
    chosen,
    redirectTo: safeReturnPath(url.searchParams.get("redirectTo")),
  };
}

export async function saveShortlistEvents(request: Request, user: PlanUser) {
  const form = await request.formData();
  const isFetch = form.get("js") === "1";
  const parsed = shortlistEventsSchema.safeParse(formInput(form, ["eventIds"]));
  if (!parsed.success) throw data("That request was not understood.", { status: 400 });
  const { vendorId, eventIds, redirectTo } = parsed.data;
  const saved = await setShortlistEvents(user.id, vendorId, eventIds);
  if (!saved) throw data("Vendor not found", { status: 404 });
  // The family's activity hears of it like a heart: a vendor added, or its events changed.
  await notePlanChange(
    user,
    saved.added ? `shortlisted ${saved.name}` : `changed which events ${saved.name} is for`,
  );
  const toast = {
    title: "Shortlist updated",
    description:
      eventIds.length > 0 ? "Saved for the events you chose." : "Kept under All vendors.",
    variant: "success" as const,
  };
  return answerFetchOrPage(isFetch, { body: { ok: true, toast }, toast, to: redirectTo });
}
