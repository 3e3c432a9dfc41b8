import { getProfile } from "~/features/accounts/profile.server";
import { eventPlans } from "~/features/events/plan.server";
import { formatLongDate } from "~/lib/format";
import { countdownText, daysUntil } from "~/lib/london-date";
import { getShortlist } from "./shortlist-groups.server";

/** Everything /dashboard shows for one user; the countdown is worked out on the server. */
export async function loadDashboard(userId: string, now: Date = new Date()) {
  // Read fresh, so an edit on /profile shows at once.
  const [profile, shortlist, events] = await Promise.all([
    getProfile(userId),
    getShortlist(userId),
    eventPlans(userId, now),
  ]);
  const weddingDate = profile?.weddingDate ?? null;
  const names = [profile?.name, profile?.name2].map((name) => name?.trim()).filter(Boolean);
  return {
    role: profile?.role ?? "user",
    displayName: names.join(" & ") || "User",
    businessName: profile?.businessName?.trim() || null,
    weddingDate: weddingDate ? formatLongDate(weddingDate) : null,
    countdown: countdownText(daysUntil(weddingDate, now)),
    events,
    shortlist,
  };
}
