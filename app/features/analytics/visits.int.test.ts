import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { pageVisit } from "~/db/schema";
import { listingInsights } from "~/features/business/insights.server";
import { RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { action as beacon } from "~/routes/api.visit";
import { listing, person, personForThisFile } from "../../../tests/support/enquiries";
import { run } from "../../../tests/support/routes";
import { visitorCode, visitsPerDay } from "./visits.server";

/**
 * Issue 28, finding 6: 300 anonymous posts took a listing from 0 to 300 views in 2 s. A view now
 * counts once per visitor, page and day, the beacon is limited per IP, and the owner's insights
 * count couples' views only.
 */

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36";

function send(
  path: string,
  who: { ip: string; userAgent?: string; cookie?: string },
  title = "A vendor",
) {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost:3000",
    "user-agent": who.userAgent ?? CHROME,
  };
  if (who.cookie) headers.cookie = who.cookie;
  return run(
    beacon,
    new Request("http://localhost:3000/api/visit", {
      method: "POST",
      headers,
      body: new URLSearchParams({ path, title }),
    }),
    { ip: who.ip },
  );
}

const rowsOf = async (path: string) =>
  (await db.select().from(pageVisit).where(eq(pageVisit.pagePath, path))).length;
const viewsOf = async (id: number) => (await listingInsights([id])).get(id)?.views.d30;

const owner = personForThisFile("business", "Views Owner");

describe("page views that cannot be forged", () => {
  it("300 posts from one visitor add 1 view; posts over the limit get 429 and change nothing", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const path = `/vendor/${id}`;
    const one = { ip: "198.51.100.7" };
    const statuses: number[] = [];
    for (let n = 0; n < 300; n++) statuses.push((await send(path, one)).status);
    const allowed = RATE_RULES.visitIp.max;
    expect(allowed).toBeLessThan(300);
    expect(statuses.slice(0, allowed).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    expect(await rowsOf(path)).toBe(1);
    expect(await viewsOf(id)).toBe(1);

    // Three visitors: two more addresses, and another browser at the first address (a second
    // person in the same house).
    await send(path, { ip: "198.51.100.8" });
    await send(path, { ip: "198.51.100.9" });
    expect(await viewsOf(id)).toBe(3);

    // An address over its limit counts nothing, even a visitor it has not sent yet.
    const limited = await send(path, { ip: one.ip, userAgent: "Another browser" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await viewsOf(id)).toBe(3);
  });

  it("counts the same visitor again on another page, and signed-in and anonymous apart", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const couple = await person("user");
    const ip = "192.0.2.44";
    expect((await send(`/vendor/${id}`, { ip })).status).toBe(204);
    expect((await send("/vendors", { ip })).status).toBe(204);
    expect((await send(`/vendor/${id}`, { ip, cookie: couple.cookie })).status).toBe(204);
    expect((await send(`/vendor/${id}`, { ip, cookie: couple.cookie })).status).toBe(204);
    expect(await viewsOf(id)).toBe(2);
  });

  it("does not count the owner's views of their own listing", async () => {
    const id = await listing({ ownerId: owner.user.id });
    expect((await send(`/vendor/${id}`, { ip: "192.0.2.50", cookie: owner.cookie })).status).toBe(
      204,
    );
    expect(await viewsOf(id)).toBe(0);
    // Another business looking at it is a visitor like any other.
    const rival = await person("business", "Rival");
    await send(`/vendor/${id}`, { ip: "192.0.2.51", cookie: rival.cookie });
    expect(await viewsOf(id)).toBe(1);
  });

  it("keeps a guest's RSVP link and a family invitation's link as their pattern, naming no one", async () => {
    const ip = "192.0.2.61";
    const token = "eyJoIjoxMn0.c2lnbmVkLWJ5LXNhYXRo";
    expect((await send(`/rsvp/${token}`, { ip })).status).toBe(204);
    expect((await send(`/join/${token}`, { ip })).status).toBe(204);
    expect(await rowsOf(`/rsvp/${token}`)).toBe(0);
    expect(await rowsOf(`/join/${token}`)).toBe(0);
    const kept = await db
      .select({ path: pageVisit.pagePath, title: pageVisit.pageTitle })
      .from(pageVisit)
      .where(eq(pageVisit.visitor, visitorCode({ ip, userAgent: CHROME, signedIn: false })));
    expect(kept.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: "/join/:token", title: "A family invitation" },
      { path: "/rsvp/:token", title: "A guest's RSVP page" },
    ]);
  });

  it("keeps a signed-in page about one household, thread or quote as its pattern, with no title", async () => {
    const ip = "192.0.2.62";
    const mine = (path: string) =>
      db
        .select({ path: pageVisit.pagePath, title: pageVisit.pageTitle })
        .from(pageVisit)
        .where(eq(pageVisit.visitor, visitorCode({ ip, userAgent: CHROME, signedIn: false })))
        .then((rows) => rows.filter((row) => row.path === path));
    await send("/dashboard/guests/households/123?saved=1", { ip }, "The Patel family | Saath");
    await send("/business/enquiries/45", { ip }, "Priya & Arjun | Saath");
    expect(await rowsOf("/dashboard/guests/households/123?saved=1")).toBe(0);
    expect(await mine("/dashboard/guests/households/:id")).toEqual([
      { path: "/dashboard/guests/households/:id", title: null },
    ]);
    expect(await mine("/business/enquiries/:id")).toEqual([
      { path: "/business/enquiries/:id", title: null },
    ]);
    // A public page keeps its address and title.
    await send("/vendor/77", { ip }, "Kapoor Catering | Saath");
    expect(await mine("/vendor/77")).toEqual([
      { path: "/vendor/77", title: "Kapoor Catering | Saath" },
    ]);
  });

  it("counts a day's views by London's day: 00:30 in summer is that day, not the day before", async () => {
    const now = new Date("2026-07-01T09:00:00Z");
    const before = await visitsPerDay(2, now);
    expect(before.map((day) => day.day)).toEqual(["2026-06-30", "2026-07-01"]);
    // 00:30 British Summer Time on 1 July 2026 is 23:30 UTC on 30 June.
    const path = `/london-day-${crypto.randomUUID()}`;
    await db
      .insert(pageVisit)
      .values({ pagePath: path, visitedAt: new Date("2026-06-30T23:30:00Z") });
    const after = await visitsPerDay(2, now);
    expect(after.map((day, index) => day.visits - before[index].visits)).toEqual([0, 1]);
  });

  it("gives a visitor another code each day, and never stores the address", async () => {
    const who = { ip: "203.0.113.99", userAgent: CHROME, signedIn: false };
    const monday = new Date("2026-03-02T12:00:00Z");
    const tuesday = new Date("2026-03-03T12:00:00Z");
    expect(visitorCode(who, monday)).toBe(visitorCode(who, new Date("2026-03-02T23:30:00Z")));
    expect(visitorCode(who, monday)).not.toBe(visitorCode(who, tuesday));
    expect(visitorCode(who, monday)).not.toContain("203.0.113");
    const id = await listing({ ownerId: owner.user.id });
    await send(`/vendor/${id}`, { ip: who.ip });
    const [row] = await db
      .select()
      .from(pageVisit)
      .where(eq(pageVisit.pagePath, `/vendor/${id}`));
    expect(JSON.stringify(row)).not.toContain(who.ip);
    expect(row.visitor).toBe(visitorCode(who));
  });
});
