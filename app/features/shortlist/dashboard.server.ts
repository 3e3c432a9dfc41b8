import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { formatLongDate } from "~/lib/format";
import { countdownText, daysUntil } from "./countdown";
import { getShortlist } from "./shortlist.server";

/** The profile fields the dashboard shows, read fresh so an edit on /profile shows at once. */
async function getDashboardProfile(userId: string) {
  const [row] = await db
    .select({
      name: user.name,
      name2: user.name2,
      role: user.role,
      weddingDate: user.weddingDate,
      events: user.events,
      reception: user.reception,
      businessName: user.businessName,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/** Everything /dashboard shows for one user; the countdown is worked out on the server. */
export async function loadDashboard(userId: string, now: Date = new Date()) {
  const [profile, shortlist] = await Promise.all([
    getDashboardProfile(userId),
    getShortlist(userId),
  ]);
  const weddingDate = profile?.weddingDate ?? null;
  const names = [profile?.name, profile?.name2].map((name) => name?.trim()).filter(Boolean);
  return {
    role: profile?.role ?? "user",
    displayName: names.join(" & ") || "User",
    businessName: profile?.businessName?.trim() || null,
    weddingDate: weddingDate ? formatLongDate(weddingDate) : null,
    countdown: countdownText(daysUntil(weddingDate, now)),
    events: (profile?.events ?? []).map((event) => event.trim()).filter(Boolean),
    reception: profile?.reception?.trim() || null,
    shortlist,
  };
}
