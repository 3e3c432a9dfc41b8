import { data } from "react-router";
import { planUserOf, userWrite, type WriteAnswers } from "~/features/accounts/guards.server";
import { notePlanChange } from "~/features/weddings/weddings.server";
import { safeReturnPath } from "~/lib/return-url";
import {
  SHORTLIST_TOASTS,
  type ShortlistActionData,
  shortlistToast,
  shortlistToggleSchema,
} from "./shortlist.schema";
import { toggleShortlist } from "./shortlist.server";
import { eventChoices } from "./shortlist-events-actions.server";

/**
 * The shortlist heart's action (a resource route: no page of its own).
 * With JavaScript the heart posts through a fetcher and adds `js=1`, and gets JSON back.
 * Without JavaScript (or clicked before the page hydrated) it is a plain form post, answered
 * with a redirect back to the page the heart was on (`redirectTo`, same-site paths only) and
 * the same toast in the toast cookie.
 */

const SHORTLIST_WRITE: WriteAnswers<ShortlistActionData> = {
  toastFor: shortlistToast,
  refusalBody: { ok: false, vendorId: null, error: "login-required" },
  refusalToast: SHORTLIST_TOASTS.loginRequired,
};

export async function shortlistAction(request: Request) {
  const form = await request.formData();
  const redirectTo = safeReturnPath(form.get("redirectTo"));
  // The guard comes first. The user is always the session's; a userId in the form is ignored.
  // Unlike requireUser, a visitor is sent back to the page the heart was on, not to /shortlist.
  const {
    user: signedIn,
    refusal,
    answer,
    isFetch,
  } = await userWrite(request, form, redirectTo, SHORTLIST_WRITE);
  if (refusal) return refusal;
  // A member of a wedding hearts for the wedding's shortlist. A viewer may not (403): the heart's
  // fetcher gets it as a toast, as its other refusals (a thrown 403 put an error page in place
  // of the whole list); a plain post gets the 403 page.
  const user = await planUserOf(signedIn, isFetch ? "read" : "change");
  if (user.memberRole === "viewer") {
    return answer(
      {
        ok: false,
        vendorId: null,
        error: "view-only",
        message: "You can view this wedding's plan but not change it",
      },
      403,
    );
  }

  const parsed = shortlistToggleSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    if (!isFetch) throw data("That shortlist request was not understood.", { status: 400 });
    return answer({ ok: false, vendorId: null, error: "invalid" }, 400);
  }

  const { vendorId, intent } = parsed.data;
  const result = await toggleShortlist(user.id, vendorId, intent);
  if (result.status === "not-found") {
    return answer({ ok: false, vendorId, error: "not-found" }, 404);
  }
  const added = result.status === "added";
  if (result.changed && result.vendorName) {
    const name = result.vendorName;
    await notePlanChange(user, added ? `shortlisted ${name}` : `took ${name} off the shortlist`);
  }
  // More than one event: "For which event?" (a dialog with JavaScript, a page without).
  const events = added && user.role === "user" ? await eventChoices(user.id) : [];
  const askEvents = events.length > 1 ? events : undefined;
  const to = askEvents
    ? `/shortlist/events/${vendorId}?redirectTo=${encodeURIComponent(redirectTo)}`
    : redirectTo;
  return answer(
    { ok: true, vendorId, shortlisted: added, vendorName: result.vendorName, askEvents },
    200,
    to,
  );
}
