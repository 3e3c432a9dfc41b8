import { requireUser, requireWedding } from "~/features/accounts/guards.server";
import { getProfile } from "~/features/accounts/profile.server";
import { dashboardChecklist } from "~/features/checklist/checklist-actions.server";
import { coupleEnquiryCounts } from "~/features/enquiries/inbox.server";
import { eventPlans } from "~/features/events/plan.server";
import { partnerOffer } from "~/features/weddings/members.server";
import { allows } from "~/features/weddings/weddings.server";
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

/**
 * /dashboard's loader. A couple account sees its wedding's plan (issue 29), whichever member's
 * account it is kept under, with the checklist's next tasks and, for a partner, the sign-up's
 * partner 2 as a ready-made invitation; the profile card is the person's own. Business and
 * admin accounts see their own page as before.
 */
export async function dashboardPage(request: Request) {
  const user = await requireUser(request);
  const wedding = user.role === "user" ? (await requireWedding(request, "read")).wedding : null;
  const planUserId = wedding?.planUserId ?? user.id;
  const [dashboard, enquiries, checklist, offer] = await Promise.all([
    loadDashboard(planUserId),
    coupleEnquiryCounts(planUserId),
    wedding ? dashboardChecklist(wedding) : null,
    wedding ? partnerOffer(wedding) : null,
  ]);
  const displayName = planUserId === user.id ? dashboard.displayName : user.name;
  return {
    ...dashboard,
    displayName,
    enquiries,
    role: user.role,
    email: user.email,
    checklist,
    partnerOffer: offer,
    /** A viewer sees the plan without the forms and links that change it (the writes refuse). */
    canChange: wedding ? allows(wedding.role, "change") : true,
    /** The wedding's names and date are the partners' to set (on /profile). */
    canSetDate: wedding ? allows(wedding.role, "manage") : true,
  };
}
