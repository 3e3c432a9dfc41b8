import { and, asc, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, businessClaim, mailOutbox, pageVisit, user, vendor } from "~/db/schema";
import { demoAccounts } from "~/features/accounts/demo-accounts.server";
import * as admin from "~/routes/admin";
import {
  BASE,
  get,
  logIn,
  logInEveryRole,
  post,
  run,
  type Who,
} from "../../../tests/support/routes";

let cookies: Record<Who, string>;
const OTHER_ADMIN = { email: "second-admin@saath.example", password: "Second!2027" };

const act = (who: Who, fields: Record<string, string>) =>
  run(admin.action, post("/admin", fields, { cookie: cookies[who] || undefined }));

async function snapshot() {
  const [vendors] = await db.select({ n: count() }).from(vendor);
  const [users] = await db.select({ n: count() }).from(user);
  const [audits] = await db.select({ n: count() }).from(auditLog);
  const statuses = await db
    .select({ id: vendor.id, status: vendor.approvalStatus, owner: vendor.ownerId })
    .from(vendor)
    .orderBy(asc(vendor.id));
  const claims = await db
    .select({ id: businessClaim.id, status: businessClaim.status })
    .from(businessClaim);
  const hashes = await db.execute(sql`select user_id, password from account order by user_id`);
  const roles = await db.select({ id: user.id, role: user.role }).from(user).orderBy(asc(user.id));
  return JSON.stringify({
    vendors,
    users,
    audits,
    statuses,
    claims,
    hashes: "rows" in hashes ? hashes.rows : hashes,
    roles,
  });
}

async function pendingIds() {
  const rows = await db
    .select({ id: vendor.id })
    .from(vendor)
    .where(eq(vendor.approvalStatus, "pending"))
    .orderBy(asc(vendor.id));
  return rows.map((row) => row.id);
}

async function statusOf(id: number) {
  const [row] = await db.select({ s: vendor.approvalStatus }).from(vendor).where(eq(vendor.id, id));
  return row?.s;
}

let coupleId = "";

beforeAll(async () => {
  cookies = await logInEveryRole({ ...OTHER_ADMIN, name: "Second Admin" }, "198.51.100.2");
  const couple = demoAccounts()[0];
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, couple.email));
  coupleId = row?.id ?? "";
});

describe("who may use the admin panel", () => {
  it.each(["couple", "business"] as const)(
    "a %s is sent to /dashboard from every tab",
    async (who) => {
      for (const tab of ["businesses", "users", "claims", "analytics"]) {
        const outcome = await run(admin.loader, get(`/admin?tab=${tab}`, cookies[who]));
        expect(outcome.status).toBe(302);
        expect(outcome.location).toBe("/dashboard");
      }
    },
  );

  it("a visitor is sent to /login", async () => {
    const outcome = await run(admin.loader, get("/admin?tab=pending"));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/login\?returnUrl=/);
  });

  const everyIntent = (
    pending: number,
    claimId: string,
    userId: string,
  ): Record<string, string>[] => [
    { intent: "approve", id: String(pending) },
    { intent: "reject", id: String(pending) },
    { intent: "delete-business", id: String(pending) },
    {
      intent: "update-business",
      id: String(pending),
      name: "Hacked",
      categoryId: "venues",
      location: "London",
    },
    { intent: "add-business", name: "Sneaky Venue", categoryId: "venues", location: "London" },
    { intent: "approve-claim", id: claimId },
    { intent: "reject-claim", id: claimId },
    {
      intent: "create-user",
      name: "Eve",
      email: "eve@example.com",
      role: "admin",
      password: "secret123",
    },
    { intent: "delete-user", userId },
    { intent: "reset-password", userId, newPassword: "secret123" },
    { intent: "grant-admin", userId },
  ];

  it.each(["couple", "business", "visitor"] as const)(
    "a %s gets 403 (or a login redirect) from every admin intent and nothing changes",
    async (who) => {
      const [pending] = await pendingIds();
      const before = await snapshot();
      for (const fields of everyIntent(pending ?? 1, "1", coupleId)) {
        const outcome = await act(who, fields);
        if (who === "visitor") expect(outcome.status, fields.intent).toBe(302);
        else expect(outcome.status, fields.intent).toBe(403);
      }
      expect(await snapshot()).toBe(before);
    },
  );

  it("a cross-site post from an admin is refused", async () => {
    const [pending] = await pendingIds();
    const outcome = await run(
      admin.action,
      post(
        "/admin",
        { intent: "approve", id: String(pending) },
        { cookie: cookies.mainAdmin, origin: "https://evil.example" },
      ),
    );
    expect(outcome.status).toBe(403);
    expect(await statusOf(pending ?? 0)).toBe("pending");
  });

  it("another admin sees the Permission Error and gets 403 from every user action", async () => {
    const page = await run(admin.loader, get("/admin?tab=users", cookies.admin));
    expect(page.status).toBe(200);
    expect(page.data?.users).toBeNull();
    const before = await snapshot();
    for (const fields of everyIntent(0, "0", coupleId).filter((f) =>
      ["create-user", "delete-user", "reset-password", "grant-admin"].includes(f.intent),
    )) {
      const outcome = await act("admin", fields);
      expect(outcome.status, fields.intent).toBe(403);
      expect(JSON.stringify(outcome.data)).toContain(
        "Only the main admin account can access full user list",
      );
    }
    expect(await act("admin", { intent: "revoke-admin", userId: coupleId })).toMatchObject({
      status: 403,
    });
    expect(await snapshot()).toBe(before);
  });
});

describe("businesses", () => {
  it("lists with a status filter, search and a pending count", async () => {
    const all = await run(admin.loader, get("/admin?tab=businesses&status=pending", cookies.admin));
    const data = all.data as {
      businesses: { rows: { approvalStatus: string }[]; total: number };
      pendingCount: number;
    };
    expect(data.businesses.rows.length).toBeGreaterThan(0);
    expect(data.businesses.rows.every((row) => row.approvalStatus === "pending")).toBe(true);
    expect(data.businesses.total).toBe(data.pendingCount);
    const none = await run(
      admin.loader,
      get("/admin?tab=businesses&q=zzzz-no-such-business", cookies.admin),
    );
    expect((none.data as { businesses: { rows: unknown[] } }).businesses.rows).toHaveLength(0);
  });

  it("approve changes only a pending listing, and e-mails whoever added it", async () => {
    const [couple] = demoAccounts();
    const [target] = await db
      .insert(vendor)
      .values({
        name: "Pending Test Caterer",
        categoryId: "catering",
        image: "/x.svg",
        location: "Leicester",
        approvalStatus: "pending",
        createdBy: coupleId,
      })
      .returning({ id: vendor.id });
    const id = target?.id ?? 0;
    const ok = await act("admin", { intent: "approve", id: String(id), back: "?tab=pending" });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/admin?tab=pending");
    expect(await statusOf(id)).toBe("approved");
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, couple.email));
    expect(mails.some((mail) => mail.subject.includes("Pending Test Caterer"))).toBe(true);

    // Already approved: neither approve nor reject touches it.
    expect((await act("admin", { intent: "reject", id: String(id) })).status).toBe(409);
    expect(await statusOf(id)).toBe("approved");

    const [other] = await pendingIds();
    expect((await act("mainAdmin", { intent: "reject", id: String(other) })).status).toBe(302);
    expect(await statusOf(other ?? 0)).toBe("rejected");
    expect((await act("mainAdmin", { intent: "approve", id: String(other) })).status).toBe(409);
    expect(await statusOf(other ?? 0)).toBe("rejected");
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "vendor"), eq(auditLog.entityId, String(id))));
    expect(audits.map((row) => row.action)).toContain("vendor.approve");
  });

  it("adds an approved business with the spec's defaults, and keeps input on errors", async () => {
    const bad = await act("admin", {
      intent: "add-business",
      name: "A",
      categoryId: "",
      location: "L",
      email: "nope",
      website: "ftp:x",
      shortDescription: "x".repeat(501),
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.errors).toMatchObject({
      categoryId: "Please select a category",
      email: "Invalid email address",
      website: "Invalid URL",
      shortDescription: "Description cannot exceed 500 characters",
    });
    expect((bad.data?.values as Record<string, string> | undefined)?.name).toBe("A");

    const ok = await act("admin", {
      intent: "add-business",
      name: "Admin Added Venue",
      categoryId: "venues",
      location: "Wembley",
      address: "1 Empire Way, Wembley, HA9 0WS",
    });
    expect(ok.status).toBe(302);
    const [row] = await db.select().from(vendor).where(eq(vendor.name, "Admin Added Venue"));
    expect(row).toMatchObject({
      approvalStatus: "approved",
      rating: 4,
      reviewCount: 0,
      source: "database",
      image: "/images/categories/venues.svg",
    });
    expect(row?.searchText).toContain("Wembley");
    expect(row?.postcode).toBe("HA9 0WS");
  });

  it("edits any listing (status included) and deletes after the confirmation", async () => {
    const [row] = await db
      .select({ id: vendor.id })
      .from(vendor)
      .where(eq(vendor.name, "Admin Added Venue"));
    const id = String(row?.id);
    const edit = await act("admin", {
      intent: "update-business",
      id,
      name: "Renamed Venue",
      categoryId: "venues",
      location: "Harrow",
      approvalStatus: "pending",
      rating: "4.5",
      reviewCount: "3",
    });
    expect(edit.status).toBe(302);
    const [after] = await db
      .select()
      .from(vendor)
      .where(eq(vendor.id, Number(id)));
    expect(after).toMatchObject({
      name: "Renamed Venue",
      location: "Harrow",
      approvalStatus: "pending",
      rating: 4.5,
    });
    expect(after?.searchText).toContain("Harrow");

    const confirm = await run(
      admin.loader,
      get(`/admin?tab=businesses&confirm=${id}`, cookies.admin),
    );
    expect(confirm.data?.confirmDelete).toMatchObject({ id: Number(id), name: "Renamed Venue" });
    const del = await act("admin", { intent: "delete-business", id });
    expect(del.status).toBe(302);
    expect(await statusOf(Number(id))).toBeUndefined();
    expect((await act("admin", { intent: "delete-business", id })).status).toBe(404);
  });
});

describe("bulk CSV upload", () => {
  const upload = (name: string, type: string, body: string, who: Who = "admin") => {
    const form = new FormData();
    form.set("intent", "upload-csv");
    form.set("file", new File([body], name, { type }));
    return run(
      admin.action,
      new Request(`${BASE}/admin`, {
        method: "POST",
        headers: { origin: BASE, cookie: cookies[who] },
        body: form,
      }),
    );
  };

  it("refuses anything but a CSV", async () => {
    const outcome = await upload("vendors.txt", "text/plain", "Category,Name\nvenues,X");
    expect(outcome.status).toBe(400);
    expect(outcome.data?.toast).toMatchObject({
      title: "Invalid File Type",
      description: "Please select a CSV file",
    });
    const couple = await upload(
      "v.csv",
      "text/csv",
      "Category,Name\nvenues,Couple Venue",
      "couple",
    );
    expect(couple.status).toBe(403);
  });

  it("imports quoted commas, reports unknown categories and never duplicates", async () => {
    const csv = [
      "\uFEFFCategory,Name,Website,Phone,Email,Address",
      'venues,"Grand Hall, Southall",https://grandhall.example,020 8574 0000,info@grandhall.example,"12 High Street, Southall, UB1 3DB"',
      "",
      "wizards,Merlin Magic,,,,",
      "toastmaster,Toast Masters UK,,07700 900123,hello@toast.example,Leicester",
      'Venues,"Grand Hall, Southall",,,,"12 High Street, Southall, UB1 3DB"',
    ].join("\r\n");
    const outcome = await upload("vendors.csv", "text/csv", csv);
    expect(outcome.status).toBe(200);
    const result = outcome.data?.csv as {
      created: number;
      updated: number;
      errors: { line: number; message: string }[];
    };
    expect(result.created).toBe(2);
    expect(result.updated).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.message).toContain("wizards");

    const halls = await db.select().from(vendor).where(eq(vendor.name, "Grand Hall, Southall"));
    expect(halls).toHaveLength(1);
    const hall = halls[0];
    expect(hall).toMatchObject({
      categoryId: "venues",
      rating: 4.5,
      approvalStatus: "approved",
      location: "Southall",
      postcode: "UB1 3DB",
    });
    expect(hall?.reviewCount).toBeGreaterThanOrEqual(10);
    expect(hall?.reviewCount).toBeLessThanOrEqual(59);
    expect(hall?.website).toBe("https://grandhall.example");
    const [toast] = await db.select().from(vendor).where(eq(vendor.name, "Toast Masters UK"));
    expect(toast?.categoryId).toBe("entertainment");

    // Uploading the same file again updates, never adds.
    const again = await upload("vendors.csv", "text/csv", csv);
    expect((again.data?.csv as { created: number } | undefined)?.created).toBe(0);
    expect(
      await db.select().from(vendor).where(eq(vendor.name, "Grand Hall, Southall")),
    ).toHaveLength(1);
  });
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
        userId: coupleId,
        relationship: "Owner",
        evidence: "Companies House",
        contactNumber: "07700 900000",
      })
      .returning({ id: businessClaim.id });
    const page = await run(admin.loader, get("/admin?tab=claims", cookies.admin));
    expect((page.data?.claims as { id: number }[] | undefined)?.map((c) => c.id)).toContain(
      claim?.id,
    );
    const ok = await act("admin", { intent: "approve-claim", id: String(claim?.id) });
    expect(ok.status).toBe(302);
    const [owned] = await db
      .select({ owner: vendor.ownerId })
      .from(vendor)
      .where(eq(vendor.id, free?.id ?? 0));
    expect(owned?.owner).toBe(coupleId);
    expect((await act("admin", { intent: "reject-claim", id: String(claim?.id) })).status).toBe(
      409,
    );
    const after = await run(admin.loader, get("/admin?tab=claims", cookies.admin));
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
    const outcome = await run(admin.loader, get("/admin?tab=analytics", cookies.admin));
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

describe("users (main admin only)", () => {
  it("lists users with their business id", async () => {
    const outcome = await run(admin.loader, get("/admin?tab=users", cookies.mainAdmin));
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

    const reset = await act("mainAdmin", {
      intent: "reset-password",
      userId: row?.id ?? "",
      newPassword: "second-pass",
    });
    expect(reset.status).toBe(302);
    await logIn(email, "second-pass", "198.51.100.31");
    const missing = await act("mainAdmin", {
      intent: "reset-password",
      userId: "",
      newPassword: "second-pass",
    });
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
