import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { refuseCrossSiteWrites } from "~/features/accounts/guards.server";
import { loadDashboard } from "~/features/dashboard/dashboard-actions.server";
import { getShortlist } from "~/features/dashboard/shortlist-groups.server";
import { createEventsFromSignup } from "~/features/events/events.server";
import { readToast } from "~/features/toast/toast.server";
import { session } from "../../../tests/support/session-mock";
import {
  approvedVendorsIn,
  asSessionUser,
  createUser,
  outcome,
  rowsFor,
} from "../../../tests/support/shortlist";
import { listShortlistedIds, toggleShortlist } from "./shortlist.server";

// The routes read the user from the session only; tests decide who that is.
vi.mock("~/features/accounts/session.server", () => import("../../../tests/support/session-mock"));

const { action: shortlistAction } = await import("~/routes/shortlist");
const { loader: dashboardLoader } = await import("~/routes/dashboard");

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/shortlist", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: "http://localhost:3000", ...headers },
  });
}

async function callAction(fields: Record<string, string>, headers?: Record<string, string>) {
  // The action is typed for React Router's full args; the route only reads the request.
  const args = { request: post(fields, headers), params: {}, context: {} } as Parameters<
    typeof shortlistAction
  >[0];
  try {
    // As React Router does: the root route's middleware first, then the action.
    refuseCrossSiteWrites(args);
    return await shortlistAction(args);
  } catch (thrown) {
    return thrown;
  }
}

/** The heart's post for `vendor`, answered as outcome() reads it. */
async function heart(vendor: { id: number }, intent: string, extra: Record<string, string> = {}) {
  return outcome(await callAction({ vendorId: String(vendor.id), intent, ...extra }));
}

let venues: Awaited<ReturnType<typeof approvedVendorsIn>>;
let caterers: Awaited<ReturnType<typeof approvedVendorsIn>>;
let photographers: Awaited<ReturnType<typeof approvedVendorsIn>>;

beforeAll(async () => {
  venues = await approvedVendorsIn("venues", 2);
  caterers = await approvedVendorsIn("catering", 3);
  photographers = await approvedVendorsIn("photography-videography", 2);
  expect(venues).toHaveLength(2);
  expect(caterers).toHaveLength(3);
  expect(photographers).toHaveLength(2);
});

describe("toggling a vendor in the shortlist", () => {
  it("adds once however often 'add' is sent, and removes once however often 'remove' is sent", async () => {
    const couple = await createUser();
    const [first] = caterers;

    const steps = [
      { intent: "add", status: "added", rows: [{ vendorId: first.id }] },
      { intent: "remove", status: "removed", rows: [] },
    ] as const;
    for (const { intent, status, rows } of steps) {
      const changed = await toggleShortlist(couple.id, first.id, intent);
      expect(changed).toEqual({
        status,
        vendorId: first.id,
        vendorName: first.name,
        changed: true,
      });
      expect(await toggleShortlist(couple.id, first.id, intent)).toMatchObject({ changed: false });
      expect(await rowsFor(couple.id)).toEqual(rows);
    }
  });

  it("keeps one row when two tabs add the same vendor at the same moment", async () => {
    const couple = await createUser();
    const [first] = venues;
    await Promise.all([
      toggleShortlist(couple.id, first.id, "add"),
      toggleShortlist(couple.id, first.id, "add"),
      toggleShortlist(couple.id, first.id, "add"),
    ]);
    expect(await rowsFor(couple.id)).toEqual([{ vendorId: first.id }]);
  });

  it("accepts removing a vendor that was never shortlisted", async () => {
    const couple = await createUser();
    const result = await toggleShortlist(couple.id, caterers[1].id, "remove");
    expect(result.status).toBe("removed");
    expect(await rowsFor(couple.id)).toEqual([]);
  });

  it("refuses pending, rejected and unknown vendors", async () => {
    const couple = await createUser();
    const [pending] = await db
      .select({ id: vendor.id })
      .from(vendor)
      .where(eq(vendor.approvalStatus, "pending"))
      .limit(1);
    const [rejected] = await db
      .select({ id: vendor.id })
      .from(vendor)
      .where(eq(vendor.approvalStatus, "rejected"))
      .limit(1);
    expect(pending).toBeDefined();
    expect(rejected).toBeDefined();

    for (const id of [pending.id, rejected.id, 999_999_999]) {
      expect(await toggleShortlist(couple.id, id, "add")).toEqual({
        status: "not-found",
        vendorId: id,
      });
    }
    expect(await rowsFor(couple.id)).toEqual([]);
  });

  it("never touches another user's shortlist", async () => {
    const asha = await createUser();
    const ravi = await createUser({ name: "Ravi Shah" });
    await toggleShortlist(asha.id, caterers[0].id, "add");
    await toggleShortlist(ravi.id, caterers[0].id, "add");
    await toggleShortlist(ravi.id, caterers[1].id, "add");

    await toggleShortlist(ravi.id, caterers[0].id, "remove");

    expect(await listShortlistedIds(asha.id)).toEqual([caterers[0].id]);
    expect((await getShortlist(asha.id)).total).toBe(1);
    expect(await listShortlistedIds(ravi.id)).toEqual([caterers[1].id]);
  });
});

describe("reading a shortlist", () => {
  it("groups by category in directory order, counts, and keeps the order vendors were added", async () => {
    const couple = await createUser();
    await toggleShortlist(couple.id, venues[1].id, "add");
    await toggleShortlist(couple.id, caterers[2].id, "add");
    await toggleShortlist(couple.id, venues[0].id, "add");
    await toggleShortlist(couple.id, caterers[0].id, "add");
    await toggleShortlist(couple.id, photographers[0].id, "add");

    const { groups, total } = await getShortlist(couple.id);
    expect(total).toBe(5);
    // Directory order: catering, photography-videography, …, venues.
    expect(groups.map((group) => [group.categoryId, group.vendors.length])).toEqual([
      ["catering", 2],
      ["photography-videography", 1],
      ["venues", 2],
    ]);
    expect(groups[0].name).toBe("Caterers");
    expect(groups[1].name).toBe("Photographers & Videographers");
    expect(groups[2].venueStyle).toBe(true);
    expect(groups[0].venueStyle).toBe(false);
    expect(groups[0].vendors.map((v) => v.id)).toEqual([caterers[2].id, caterers[0].id]);
    expect(groups[2].vendors.map((v) => v.id)).toEqual([venues[1].id, venues[0].id]);
    expect(groups[2].vendors[0]).toMatchObject({
      name: venues[1].name,
      categoryId: "venues",
      distanceMiles: null,
    });
  });

  it("uses the venue layout for the venues tab only, not for groomwear (product spec, Dashboard)", async () => {
    const couple = await createUser();
    const [menswear] = await approvedVendorsIn("menswear", 1);
    await toggleShortlist(couple.id, menswear.id, "add");
    await toggleShortlist(couple.id, venues[0].id, "add");

    const { groups } = await getShortlist(couple.id);
    expect(groups.map((group) => [group.categoryId, group.venueStyle])).toEqual([
      ["menswear", false],
      ["venues", true],
    ]);
    // A venue's card shows its address and gallery; groomwear shows its town like any other.
    expect(groups[0].vendors[0]).toMatchObject({ id: menswear.id, address: null, gallery: [] });
  });

  it("drops vendors that are later rejected or deleted, without errors", async () => {
    const couple = await createUser();
    const [keep, reject] = caterers;
    const [remove] = photographers;
    for (const v of [keep, reject, remove]) await toggleShortlist(couple.id, v.id, "add");

    await db.update(vendor).set({ approvalStatus: "rejected" }).where(eq(vendor.id, reject.id));
    await db.delete(vendor).where(eq(vendor.id, remove.id));

    const { groups, total } = await getShortlist(couple.id);
    expect(total).toBe(1);
    expect(groups).toHaveLength(1);
    expect(groups[0].vendors.map((v) => v.id)).toEqual([keep.id]);

    // Put the rejected one back for the other tests.
    await db.update(vendor).set({ approvalStatus: "approved" }).where(eq(vendor.id, reject.id));
    photographers = await approvedVendorsIn("photography-videography", 2);
  });

  it("is empty for a new couple", async () => {
    const couple = await createUser();
    expect(await getShortlist(couple.id)).toEqual({ groups: [], total: 0 });
    expect(await listShortlistedIds(couple.id)).toEqual([]);
  });
});

describe("the /shortlist action", () => {
  it("asks a visitor to log in: 401 for a fetcher, a redirect back via /login for a plain post", async () => {
    session.user = null;
    const fetch = await heart(caterers[0], "add", { js: "1" });
    expect(fetch.status).toBe(401);
    expect(fetch.body).toEqual({ ok: false, vendorId: null, error: "login-required" });

    const plain = await heart(caterers[0], "add", { redirectTo: "/category/catering?page=2" });
    expect(plain.status).toBe(302);
    expect(plain.location).toBe(
      `/login?returnUrl=/category/catering${encodeURIComponent("?page=2")}`,
    );
  });

  it("uses the session's user and ignores a forged userId in the form", async () => {
    const asha = await createUser();
    const victim = await createUser({ name: "Victim" });
    session.user = asSessionUser(asha);

    const result = await heart(venues[0], "add", {
      userId: victim.id,
      user_id: victim.id,
      js: "1",
    });
    expect(result).toEqual({
      status: 200,
      body: { ok: true, vendorId: venues[0].id, shortlisted: true, vendorName: venues[0].name },
    });
    expect(await rowsFor(asha.id)).toEqual([{ vendorId: venues[0].id }]);
    expect(await rowsFor(victim.id)).toEqual([]);

    // Nor can a forged userId remove from someone else's shortlist.
    await toggleShortlist(victim.id, venues[1].id, "add");
    await callAction({ vendorId: String(venues[1].id), intent: "remove", userId: victim.id });
    expect(await rowsFor(victim.id)).toEqual([{ vendorId: venues[1].id }]);
  });

  it("answers a plain (no-JavaScript) heart post with the same toast, carried to the next page", async () => {
    const couple = await createUser();
    session.user = asSessionUser(couple);
    const plain = (await callAction({
      vendorId: String(caterers[2].id),
      intent: "add",
      redirectTo: "/category/catering",
    })) as Response;
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/category/catering");
    const cookie = plain.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const next = new Request("http://localhost:3000/category/catering", { headers: { cookie } });
    const { toast } = await readToast(next);
    expect(toast).toMatchObject({ title: "Added to Shortlist", description: caterers[2].name });
  });

  it("redirects a plain post back to the page it came from, and never off the site", async () => {
    const couple = await createUser();
    session.user = asSessionUser(couple);
    const back = await heart(caterers[1], "add", { redirectTo: "/vendor/12?from=search" });
    expect(back.status).toBe(303);
    expect(back.location).toBe("/vendor/12?from=search");

    for (const evil of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const result = await heart(caterers[1], "remove", { redirectTo: evil });
      expect(result.location).toBe("/dashboard");
    }
  });

  it("refuses a post from another site, even with a valid session", async () => {
    const couple = await createUser();
    session.user = asSessionUser(couple);
    const result = outcome(
      await callAction(
        { vendorId: String(caterers[0].id), intent: "add", js: "1" },
        { origin: "https://evil.example" },
      ),
    );
    expect(result.status).toBe(403);
    expect(await rowsFor(couple.id)).toEqual([]);
  });

  it("answers 400 to a malformed request and 404 for a vendor that cannot be shortlisted", async () => {
    const couple = await createUser();
    session.user = asSessionUser(couple);
    expect(outcome(await callAction({ vendorId: "abc", intent: "add", js: "1" })).status).toBe(400);
    expect(outcome(await callAction({ vendorId: "5", intent: "like", js: "1" })).status).toBe(400);
    expect(outcome(await callAction({ vendorId: "abc", intent: "add" })).status).toBe(400);

    const missing = outcome(await callAction({ vendorId: "999999999", intent: "add", js: "1" }));
    expect(missing.status).toBe(404);
    expect(await rowsFor(couple.id)).toEqual([]);
  });
});

describe("the /dashboard loader", () => {
  it("sends a visitor to log in and back", async () => {
    session.user = null;
    const args = {
      request: new Request("http://localhost:3000/dashboard"),
      params: {},
      context: {},
    } as Parameters<typeof dashboardLoader>[0];
    const thrown = await dashboardLoader(args).catch((error: unknown) => error);
    expect(outcome(thrown)).toMatchObject({
      status: 302,
      location: "/login?returnUrl=/dashboard",
    });
  });

  it("shows only the logged-in couple's own profile and shortlist", async () => {
    const couple = await createUser({
      name: "Asha Patel",
      name2: "Dev Mistry",
      weddingDate: "2027-02-14",
    });
    await createEventsFromSignup(couple.id, {
      weddingDate: "2027-02-14",
      events: ["Mehndi", "Sangeet", " ", "Wedding Ceremony"],
      reception: "Evening reception at the Grand",
    });
    const other = await createUser();
    await toggleShortlist(couple.id, caterers[0].id, "add");
    await toggleShortlist(other.id, caterers[1].id, "add");
    await toggleShortlist(other.id, venues[0].id, "add");
    session.user = asSessionUser(couple);

    const args = {
      request: new Request("http://localhost:3000/dashboard"),
      params: {},
      context: {},
    } as Parameters<typeof dashboardLoader>[0];
    const result = await dashboardLoader(args);
    expect(result).toMatchObject({
      displayName: "Asha Patel & Dev Mistry",
      weddingDate: "14 February 2027",
    });
    expect(result.events.map((event) => event.label)).toEqual([
      "Mehndi",
      "Sangeet",
      "Wedding Ceremony",
      "Reception",
    ]);
    expect(result.shortlist.total).toBe(1);
    expect(result.shortlist.groups[0].vendors.map((v) => v.id)).toEqual([caterers[0].id]);
  });

  it("counts down in days and says 'Not set' data-wise when there is no date", async () => {
    const dated = await createUser({ weddingDate: "2027-02-14" });
    const undated = await createUser();
    const now = new Date("2026-11-21T09:00:00Z");
    expect((await loadDashboard(dated.id, now)).countdown).toBe("85 days to go");
    const none = await loadDashboard(undated.id, now);
    expect(none.weddingDate).toBeNull();
    expect(none.countdown).toBeNull();
  });
});
