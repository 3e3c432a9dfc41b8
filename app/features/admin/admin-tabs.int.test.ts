import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { businessClaim, pageVisit, user, vendor } from "~/db/schema";
import * as admin from "~/routes/admin";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { act, adminSessionsForThisFile } from "../../../tests/support/admin";
import { get, logIn, post, run, type Who } from "../../../tests/support/routes";
import { createTestUser } from "../../../tests/support/users";

// The admin panel's claims, analytics and users tabs (the CSV upload: csv-import.int.test.ts).
const session = adminSessionsForThisFile({
  email: "second-admin@saath.example",
  password: "Second!2027",
  name: "Second Admin",
});

describe("claims", () => {
  it("lists pending claims and approves one: the claimant becomes the owner", async () => {
    const [free] = await db
      .select({ id: vendor.id })
      .from(vendor)
      .where(and(eq(vendor.approvalStatus, "approved"), sql`${vendor.ownerId} is null`))
      .limit(1);
    const [claim] = await db
      .insert(businessClaim)
      .values({
        vendorId: free?.id ?? 0,
        userId: session.coupleId,
        relationship: "Owner",
        evidence: "Companies House",
        contactNumber: "07700 900000",
      })
      .returning({ id: businessClaim.id });
    const page = await run(admin.loader, get("/admin?tab=claims", session.cookies.admin));
    expect((page.data?.claims as { id: number }[] | undefined)?.map((c) => c.id)).toContain(
      claim?.id,
    );
    const ok = await act("admin", { intent: "approve-claim", id: String(claim?.id) });
    expect(ok.status).toBe(302);
    const [owned] = await db
      .select({ owner: vendor.ownerId })
      .from(vendor)
      .where(eq(vendor.id, free?.id ?? 0));
    expect(owned?.owner).toBe(session.coupleId);
    expect((await act("admin", { intent: "reject-claim", id: String(claim?.id) })).status).toBe(
      409,
    );
    const after = await run(admin.loader, get("/admin?tab=claims", session.cookies.admin));
    expect(after.data?.claims).toEqual([]);
  });
});

describe("analytics", () => {
  it("shows page visit counts, most visited first", async () => {
    await db
      .insert(pageVisit)
      .values([
        ...Array.from({ length: 3 }, () => ({ pagePath: "/admin-test-b", pageTitle: "B" })),
        ...Array.from({ length: 5 }, () => ({ pagePath: "/admin-test-a", pageTitle: "A" })),
        { pagePath: "/admin-test-c", pageTitle: "C" },
      ]);
    const outcome = await run(admin.loader, get("/admin?tab=analytics", session.cookies.admin));
    const rows =
      (
        outcome.data?.analytics as
          | {
              rows: { pagePath: string; visitCount: number; uniqueDays: number }[];
            }
          | undefined
      )?.rows ?? [];
    const counts = rows.map((row) => row.visitCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const mine = rows
      .filter((row) => row.pagePath.startsWith("/admin-test-"))
      .map((row) => row.pagePath);
    expect(mine).toEqual(["/admin-test-a", "/admin-test-b", "/admin-test-c"]);
    expect(rows.find((row) => row.pagePath === "/admin-test-a")).toMatchObject({
      visitCount: 5,
      uniqueDays: 1,
    });
  });
});

describe("analytics: the last 30 days", () => {
  it("counts visits per day, oldest first, with empty days as 0", async () => {
    const day = 86_400_000;
    const before = await run(admin.loader, get("/admin?tab=analytics", session.cookies.admin));
    const daily = () =>
      (before.data?.analytics as { daily: { day: string; visits: number }[] } | undefined)?.daily ??
      [];
    expect(daily()).toHaveLength(30);
    await db.insert(pageVisit).values([
      { pagePath: "/daily-test", visitedAt: new Date() },
      { pagePath: "/daily-test", visitedAt: new Date() },
      { pagePath: "/daily-test", visitedAt: new Date(Date.now() - 2 * day) },
      { pagePath: "/daily-test", visitedAt: new Date(Date.now() - 40 * day) },
    ]);
    const after = await run(admin.loader, get("/admin?tab=analytics", session.cookies.admin));
    const now =
      (after.data?.analytics as { daily: { day: string; visits: number }[] } | undefined)?.daily ??
      [];
    expect(now.map((d) => d.day)).toEqual(daily().map((d) => d.day));
    expect(now.at(-1)?.visits).toBe((daily().at(-1)?.visits ?? 0) + 2);
    expect(now.at(-3)?.visits).toBe((daily().at(-3)?.visits ?? 0) + 1);
    expect(now.reduce((n, d) => n + d.visits, 0)).toBe(
      daily().reduce((n, d) => n + d.visits, 0) + 3,
    );
  });

  it("does not count admins' own page views", async () => {
    const { action: beacon } = await import("~/routes/api.visit");
    const visits = async (path: string) =>
      (await db.select().from(pageVisit).where(eq(pageVisit.pagePath, path))).length;
    const send = (path: string, who: Who) =>
      run(
        beacon,
        post(
          "/api/visit",
          { path, title: "Beacon test" },
          { cookie: session.cookies[who] || undefined },
        ),
      );
    expect((await send("/beacon-admin", "admin")).status).toBe(204);
    expect((await send("/beacon-admin", "mainAdmin")).status).toBe(204);
    expect(await visits("/beacon-admin")).toBe(0);
    await send("/beacon-couple", "couple");
    await send("/beacon-couple", "visitor");
    expect(await visits("/beacon-couple")).toBe(2);
  });
});

describe("users (main admin only)", () => {
  it("lists users with their business id", async () => {
    const outcome = await run(admin.loader, get("/admin?tab=users", session.cookies.mainAdmin));
    expect(outcome.data?.loadError).toBeNull();
    const users = outcome.data?.users as {
      email: string;
      businessId: number | null;
      role: string;
    }[];
    const [, biz] = demoAccounts();
    expect(users.find((row) => row.email === biz.email)?.businessId).toEqual(expect.any(Number));
  });

  it("creates, resets, grants admin to and deletes a user; never deletes itself", async () => {
    const email = `made-${Date.now()}@example.com`;
    const short = await act("mainAdmin", {
      intent: "create-user",
      name: "Made User",
      email,
      role: "business",
      password: "12345",
    });
    expect(short.status).toBe(400);
    expect(short.data?.errors).toMatchObject({
      password: "Password must be at least 6 characters",
    });
    expect((short.data?.values as Record<string, string> | undefined)?.email).toBe(email);
    expect((short.data?.values as Record<string, string> | undefined)?.password).toBeUndefined();

    const [free] = await db
      .select({ id: vendor.id })
      .from(vendor)
      .where(and(eq(vendor.approvalStatus, "approved"), sql`${vendor.ownerId} is null`))
      .limit(1);
    const made = await act("mainAdmin", {
      intent: "create-user",
      name: "Made User",
      email,
      role: "business",
      password: "first-pass",
      businessId: String(free?.id),
    });
    expect(made.status).toBe(302);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row?.role).toBe("business");
    const [owned] = await db
      .select({ owner: vendor.ownerId })
      .from(vendor)
      .where(eq(vendor.id, free?.id ?? 0));
    expect(owned?.owner).toBe(row?.id);
    await logIn(email, "first-pass", "198.51.100.30");

    const resetPassword = (userId: string) =>
      act("mainAdmin", { intent: "reset-password", userId, newPassword: "second-pass" });
    const reset = await resetPassword(row?.id ?? "");
    expect(reset.status).toBe(302);
    await logIn(email, "second-pass", "198.51.100.31");
    const missing = await resetPassword("");
    expect(missing.status).toBe(400);
    expect(missing.data?.toast).toMatchObject({
      title: "Failed to reset password",
      description: "User ID is missing",
    });

    expect((await act("mainAdmin", { intent: "grant-admin", userId: row?.id ?? "" })).status).toBe(
      302,
    );
    const [granted] = await db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.id, row?.id ?? ""));
    expect(granted?.role).toBe("admin");
    // Revoked, the business account is a business again (not a couple's account).
    expect((await act("mainAdmin", { intent: "revoke-admin", userId: row?.id ?? "" })).status).toBe(
      302,
    );
    const [revoked] = await db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.id, row?.id ?? ""));
    expect(revoked?.role).toBe("business");
    // An admin made as one (no grant to look back on) goes back to a couple's account.
    const madeAdmin = `made-admin-${Date.now()}@example.com`;
    const madeAsAdmin = await act("mainAdmin", {
      intent: "create-user",
      name: "Made Admin",
      email: madeAdmin,
      role: "admin",
      password: "Made!Admin2027",
    });
    expect(madeAsAdmin.status).toBe(302);
    const [adminRow] = await db.select({ id: user.id }).from(user).where(eq(user.email, madeAdmin));
    expect((await act("mainAdmin", { intent: "revoke-admin", userId: adminRow.id })).status).toBe(
      302,
    );
    const [plain] = await db.select({ role: user.role }).from(user).where(eq(user.id, adminRow.id));
    expect(plain?.role).toBe("user");

    const [main] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoAccounts()[2].email));
    const self = await act("mainAdmin", { intent: "delete-user", userId: main?.id ?? "" });
    expect(self.status).toBe(400);
    expect(
      await db
        .select()
        .from(user)
        .where(eq(user.id, main?.id ?? "")),
    ).toHaveLength(1);

    expect((await act("mainAdmin", { intent: "delete-user", userId: row?.id ?? "" })).status).toBe(
      302,
    );
    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });
});

/** Every id a tab lists, page after page (`hasMore`), and the first page's length. */
async function walkPages(tab: "claims" | "users", who: string) {
  const seen: string[] = [];
  let firstPage = 0;
  for (let page = 1; page < 1000; page++) {
    const outcome = await run(admin.loader, get(`/admin?tab=${tab}&page=${page}`, who));
    const rows = (outcome.data?.[tab] ?? []) as { id: string | number }[];
    if (page === 1) firstPage = rows.length;
    expect(rows.length).toBeLessThanOrEqual(100);
    seen.push(...rows.map((row) => String(row.id)));
    if (!outcome.data?.hasMore) break;
  }
  return { seen, firstPage };
}

describe("claims and users a page at a time", () => {
  it("lists every pending claim, a hundred to a page", async () => {
    const free = await db
      .select({ id: vendor.id })
      .from(vendor)
      .where(and(eq(vendor.approvalStatus, "approved"), sql`${vendor.ownerId} is null`))
      .limit(101);
    const claims = await db
      .insert(businessClaim)
      .values(
        free.map((row) => ({
          vendorId: row.id,
          userId: session.coupleId,
          relationship: "Owner",
          evidence: "Companies House",
          contactNumber: "07700 900000",
        })),
      )
      .returning({ id: businessClaim.id });
    expect(claims).toHaveLength(101);
    const { seen, firstPage } = await walkPages("claims", session.cookies.admin);
    expect(firstPage).toBe(100);
    for (const claim of claims) expect(seen).toContain(String(claim.id));
    expect(new Set(seen).size).toBe(seen.length);
    await db.delete(businessClaim).where(
      inArray(
        businessClaim.id,
        claims.map((c) => c.id),
      ),
    );
  });

  it("reaches every account, and a reset link finds its account on any page", async () => {
    const made = await Promise.all(
      Array.from({ length: 101 }, (_, i) => createTestUser("user", `Paged ${i}`)),
    );
    const { seen, firstPage } = await walkPages("users", session.cookies.mainAdmin);
    expect(firstPage).toBe(100);
    const [everyone] = await db.select({ n: sql<number>`count(*)::int` }).from(user);
    expect(seen).toHaveLength(everyone?.n ?? -1);
    for (const account of made) expect(seen).toContain(account.id);

    const [oldest] = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .orderBy(asc(user.createdAt), asc(user.id))
      .limit(1);
    const reset = await run(
      admin.loader,
      get(`/admin?tab=users&reset=${oldest?.id}`, session.cookies.mainAdmin),
    );
    expect(reset.data?.userAction).toEqual({ kind: "reset", id: oldest?.id, email: oldest?.email });
  });
});
