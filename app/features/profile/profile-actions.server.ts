import { profileSchemaFor } from "~/features/accounts/auth.schema";
import { formLongDate } from "~/features/accounts/labels";
import { getProfile, profileFormValues, updateProfile } from "~/features/accounts/profile.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { eventLabel } from "~/features/events/event-types";
import { listEvents } from "~/features/events/events.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { allows, ensureWedding } from "~/features/weddings/weddings.server";
import { formValues, parseForm } from "~/lib/form";
import { replyInvalid } from "~/lib/form.server";
import { todayInLondon } from "~/lib/london-date";

/** What /profile and /admin/profile show: the user's own profile as form values. */
export async function loadProfileForm(user: SessionUser) {
  const wedding = user.role === "user" ? await ensureWedding(user.id) : null;
  const [profile, events] = await Promise.all([
    getProfile(user.id),
    wedding ? listEvents(wedding.planUserId) : [],
  ]);
  if (!profile) throw new Response("Not found", { status: 404 });
  return {
    role: user.role,
    email: user.email,
    values: profileFormValues(profile),
    weddingDate: profile.weddingDate ? formLongDate(profile.weddingDate) : null,
    today: todayInLondon(),
    /** A viewer sees the plan's events but no way to add or edit one (the writes refuse it). */
    canChangeEvents: wedding ? allows(wedding.role, "change") : false,
    events: events.map((event) => ({
      id: event.id,
      label: eventLabel(event),
      date: formLongDate(event.eventDate),
      isReception: event.type === "reception",
    })),
  };
}

/** Saves the session user's own profile (every update is scoped to their id). */
export async function saveProfile(request: Request, user: SessionUser, returnTo: string) {
  const values = formValues(await request.formData());
  if (user.role === "user") {
    // The stored date, never the posted one: only the date already saved may be in the past.
    values.savedWeddingDate = (await getProfile(user.id))?.weddingDate ?? "";
  }
  const parsed = parseForm(profileSchemaFor(user.role), values);
  if (!parsed.ok) return replyInvalid(request, parsed);
  await updateProfile(user.id, parsed.data);
  return redirectWithToast(returnTo, {
    title: "Profile updated",
    description: "Your changes have been saved.",
    variant: "success",
  });
}
