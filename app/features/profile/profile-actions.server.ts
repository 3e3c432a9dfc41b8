import type { z } from "zod";
import { db } from "~/db/client.server";
import { type coupleProfileSchema, profileSchemaFor } from "~/features/accounts/auth.schema";
import { formLongDate } from "~/features/accounts/labels";
import { getProfile, profileFormValues, updateProfile } from "~/features/accounts/profile.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { eventLabel } from "~/features/events/event-types";
import { followWeddingDate, listEvents } from "~/features/events/events.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { allows, ensureWedding, recordActivity } from "~/features/weddings/weddings.server";
import { formValues, parseForm } from "~/lib/form";
import { replyInvalid } from "~/lib/form.server";
import { formatLongDate } from "~/lib/format";
import { todayInLondon } from "~/lib/london-date";

/**
 * Which profile form an account gets and whose row it edits. A couple's names and wedding date
 * are the wedding's, kept on its plan account: the partner who started the plan edits their own
 * row, a partner who joined edits the plan account's; a planner or viewer edits only their own
 * name (the wedding's details are shown, not changed).
 */
async function profileTarget(user: SessionUser) {
  if (user.role !== "user") return { form: user.role, rowId: user.id, wedding: null };
  const wedding = await ensureWedding(user.id);
  if (wedding.planUserId === user.id || allows(wedding.role, "manage")) {
    return { form: "user" as const, rowId: wedding.planUserId, wedding };
  }
  return { form: "member" as const, rowId: user.id, wedding };
}

/** What /profile and /admin/profile show: the profile form's values and the wedding's events. */
export async function loadProfileForm(user: SessionUser) {
  const { form, rowId, wedding } = await profileTarget(user);
  const [profile, plan, events] = await Promise.all([
    getProfile(rowId),
    wedding && wedding.planUserId !== rowId ? getProfile(wedding.planUserId) : null,
    wedding ? listEvents(wedding.planUserId) : [],
  ]);
  if (!profile) throw new Response("Not found", { status: 404 });
  const weddingDate = (plan ?? profile).weddingDate;
  return {
    role: user.role,
    form,
    email: user.email,
    values: profileFormValues(profile),
    weddingDate: weddingDate ? formLongDate(weddingDate) : null,
    /** A planner or viewer: whose wedding they help plan ("Asha & Rohan"). */
    couple: plan ? [plan.name, plan.name2].filter(Boolean).join(" & ") : null,
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

/** Saves the profile form to the row `profileTarget` names (the session's own, or its plan's). */
export async function saveProfile(request: Request, user: SessionUser, returnTo: string) {
  const values = formValues(await request.formData());
  const { form, rowId, wedding } = await profileTarget(user);
  const before = form === "user" ? await getProfile(rowId) : null;
  if (form === "user") {
    // The stored date, never the posted one: only the date already saved may be in the past.
    values.savedWeddingDate = before?.weddingDate ?? "";
  }
  const parsed = parseForm(profileSchemaFor(form), values);
  if (!parsed.ok) return replyInvalid(request, parsed);
  await db.transaction(async (tx) => {
    await updateProfile(rowId, parsed.data, tx);
    // The wedding's own details: the family sees who changed them (checklist dates follow).
    if (!wedding || !before || form !== "user") return;
    // Events that only ever had the wedding day (no date typed) move with it.
    const to = (parsed.data as CoupleProfile).weddingDate ?? null;
    await followWeddingDate(tx, rowId, before.weddingDate ?? null, to);
    for (const summary of weddingChanges(before, parsed.data as CoupleProfile)) {
      await recordActivity(tx, wedding.weddingId, user, summary);
    }
  });
  return redirectWithToast(returnTo, {
    title: "Profile updated",
    description: "Your changes have been saved.",
    variant: "success",
  });
}

type CoupleProfile = z.infer<typeof coupleProfileSchema>;

/** The activity lines for a change of the couple's names or wedding date. */
function weddingChanges(
  before: { name: string | null; name2: string | null; weddingDate: string | null },
  after: CoupleProfile,
) {
  const lines: string[] = [];
  if ((before.weddingDate ?? null) !== (after.weddingDate ?? null)) {
    lines.push(
      after.weddingDate
        ? `changed the wedding date to ${formatLongDate(after.weddingDate)}`
        : "removed the wedding date",
    );
  }
  if (before.name !== after.name || (before.name2 ?? null) !== (after.name2 || null)) {
    lines.push(
      `changed the couple's names to ${[after.name, after.name2].filter(Boolean).join(" & ")}`,
    );
  }
  return lines;
}
