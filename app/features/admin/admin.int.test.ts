import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, mailOutbox, vendor } from "~/db/schema";
import { reportEnquiry } from "~/features/enquiries/enquiries.server";
import { reportReview } from "~/features/reviews/reviews.server";
import * as admin from "~/routes/admin";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { makeBusiness, makeEnquiry, makeReview, makeUser } from "../../../tests/factories";
import {
  act,
  adminSessionsForThisFile,
  pendingIds,
  snapshot,
  statusOf,
} from "../../../tests/support/admin";
import { get, post, run, toastOf } from "../../../tests/support/routes";

// Who may use the panel, and the businesses tabs; CSV, claims, analytics and users are in
// admin-tabs.int.test.ts.
const session = adminSessionsForThisFile({
  email: "second-admin@saath.example",
  password: "Second!2027",
  name: "Second Admin",
});

/** A pending listing the demo couple added (the one e-mailed about the decision). */
async function pendingListingByCouple(name: string, categoryId: string) {
  const [target] = await db
    .insert(vendor)
    .values({
      name,
      categoryId,
      image: "/x.svg",
      location: "Leicester",
      approvalStatus: "pending",
      createdBy: session.coupleId,
    })
    .returning({ id: vendor.id });
  return target?.id ?? 0;
}

describe("who may use the admin panel", () => {
  it.each(["couple", "business"] as const)(
    "a %s is sent to /dashboard from every tab",
    async (who) => {
      for (const tab of ["businesses", "users", "claims", "analytics"]) {
        const outcome = await run(admin.loader, get(`/admin?tab=${tab}`, session.cookies[who]));
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
      for (const fields of everyIntent(pending ?? 1, "1", session.coupleId)) {
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
        { cookie: session.cookies.mainAdmin, origin: "https://evil.example" },
      ),
    );
    expect(outcome.status).toBe(403);
    expect(await statusOf(pending ?? 0)).toBe("pending");
  });

  it("another admin sees the Permission Error and gets 403 from every user action", async () => {
    const page = await run(admin.loader, get("/admin?tab=users", session.cookies.admin));
    expect(page.status).toBe(200);
    expect(page.data?.users).toBeNull();
    const before = await snapshot();
    for (const fields of everyIntent(0, "0", session.coupleId).filter((f) =>
      ["create-user", "delete-user", "reset-password", "grant-admin"].includes(f.intent),
    )) {
      const outcome = await act("admin", fields);
      expect(outcome.status, fields.intent).toBe(403);
      expect(JSON.stringify(outcome.data)).toContain(
        "Only the main admin account can access full user list",
      );
    }
    expect(await act("admin", { intent: "revoke-admin", userId: session.coupleId })).toMatchObject({
      status: 403,
    });
    expect(await snapshot()).toBe(before);
  });
});

describe("businesses", () => {
  it("lists with a status filter, search and a pending count", async () => {
    const all = await run(
      admin.loader,
      get("/admin?tab=businesses&status=pending", session.cookies.admin),
    );
    const data = all.data as {
      businesses: { rows: { approvalStatus: string }[]; total: number };
      pendingCount: number;
    };
    expect(data.businesses.rows.length).toBeGreaterThan(0);
    expect(data.businesses.rows.every((row) => row.approvalStatus === "pending")).toBe(true);
    // Nothing else waits in this file's world, so the badge is the pending listings alone.
    expect(data.businesses.total).toBe(data.pendingCount);
    const none = await run(
      admin.loader,
      get("/admin?tab=businesses&q=zzzz-no-such-business", session.cookies.admin),
    );
    expect((none.data as { businesses: { rows: unknown[] } }).businesses.rows).toHaveLength(0);
  });

  it("the Pending badge also counts reviews awaiting a decision, reported reviews and reported enquiries", async () => {
    const badge = async () =>
      (
        (await run(admin.loader, get("/admin?tab=pending", session.cookies.admin))).data as {
          pendingCount: number;
        }
      ).pendingCount;
    const before = await badge();
    const business = await makeBusiness();
    const couple = await makeUser({ role: "user" });
    const threadId = await makeEnquiry({
      couple: couple.user,
      vendorId: business.vendorId,
      answeredBy: business.user,
    });
    await makeReview({ couple: couple.user, vendorId: business.vendorId });
    expect(await badge()).toBe(before + 1);
    expect(await reportEnquiry(business.user, threadId, "Spam")).toBe(true);
    expect(await badge()).toBe(before + 2);
    // A published review its owner reports waits too.
    const other = await makeUser({ role: "user" });
    await makeEnquiry({
      couple: other.user,
      vendorId: business.vendorId,
      answeredBy: business.user,
    });
    const admin2 = await makeUser({ role: "admin" });
    const published = await makeReview({
      couple: other.user,
      vendorId: business.vendorId,
      publishedBy: admin2.user,
    });
    expect(await badge()).toBe(before + 2);
    expect(await reportReview(business.user, published, "off-topic")).toBe(business.vendorId);
    expect(await badge()).toBe(before + 3);
  });

  it("an admin removes a listing's owner, audited; a business cannot, and a second try is a 404", async () => {
    const business = await makeBusiness();
    const id = String(business.vendorId);
    const shown = await run(
      admin.loader,
      get(`/admin?tab=businesses&edit=${id}`, session.cookies.admin),
    );
    expect(shown.data?.editing).toMatchObject({ ownerEmail: business.user.email });
    expect((await act("business", { intent: "remove-owner", id })).status).not.toBe(302);
    const ownerOf = async () =>
      (
        await db
          .select({ owner: vendor.ownerId })
          .from(vendor)
          .where(eq(vendor.id, Number(id)))
      )[0].owner;
    expect(await ownerOf()).toBe(business.user.id);
    const removed = await act("admin", { intent: "remove-owner", id });
    expect(removed.status).toBe(302);
    expect(await ownerOf()).toBeNull();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "vendor.owner-removed"), eq(auditLog.entityId, id)));
    expect(entry.details).toMatchObject({ formerOwner: business.user.id });
    expect((await act("admin", { intent: "remove-owner", id })).status).toBe(404);
  });

  it("the delete confirmation counts the couples' conversations and reviews that would go too", async () => {
    const business = await makeBusiness();
    const couple = await makeUser({ role: "user" });
    await makeEnquiry({
      couple: couple.user,
      vendorId: business.vendorId,
      answeredBy: business.user,
    });
    await makeReview({ couple: couple.user, vendorId: business.vendorId });
    const confirm = await run(
      admin.loader,
      get(`/admin?tab=businesses&confirm=${business.vendorId}`, session.cookies.admin),
    );
    expect(confirm.data?.confirmDelete).toMatchObject({ threads: 1, bookings: 0, reviews: 1 });
  });

  it("approve changes only a pending listing, and e-mails whoever added it", async () => {
    const [couple] = demoAccounts();
    const id = await pendingListingByCouple("Pending Test Caterer", "catering");
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

  it("approving a pending listing through the edit form e-mails whoever added it, once", async () => {
    const [couple] = demoAccounts();
    const id = String(await pendingListingByCouple("Edited Pending Mehndi", "mehndi-artists"));
    const edit = (approvalStatus: string) =>
      act("admin", {
        intent: "update-business",
        id,
        name: "Edited Pending Mehndi",
        categoryId: "mehndi-artists",
        location: "Leicester",
        approvalStatus,
        rating: "4",
        reviewCount: "0",
      });
    expect((await edit("approved")).status).toBe(302);
    expect(await statusOf(Number(id))).toBe("approved");
    // Saved again, still approved: no second e-mail.
    expect((await edit("approved")).status).toBe(302);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, couple.email));
    expect(mails.filter((mail) => mail.subject.includes("Edited Pending Mehndi"))).toHaveLength(1);
  });

  it("an admin's edit keeps the owner's postcode and traditions (the form has neither)", async () => {
    const business = await makeBusiness({
      listing: {
        categoryId: "mehndi-artists",
        location: "Leicester",
        address: "Belgrave, Leicester",
        postcode: "LE4 5LN",
        languages: ["Tamil"],
      },
    });
    // The factory's writer searches by the languages; the owner's form also keeps them.
    await db
      .update(vendor)
      .set({ languages: ["Tamil"] })
      .where(eq(vendor.id, business.vendorId));
    const [before] = await db.select().from(vendor).where(eq(vendor.id, business.vendorId));
    const saved = await act("admin", {
      intent: "update-business",
      id: String(business.vendorId),
      name: "Renamed Mehndi",
      categoryId: "mehndi-artists",
      location: "Leicester",
      approvalStatus: "approved",
      rating: "4",
      reviewCount: "0",
    });
    expect(saved.status).toBe(302);
    const [after] = await db.select().from(vendor).where(eq(vendor.id, business.vendorId));
    expect(after).toMatchObject({ name: "Renamed Mehndi", postcode: "LE4 5LN", lat: before.lat });
    expect(after.searchText).toContain("Tamil");
  });

  it("a save applies only a status the admin changed; a status changed meanwhile is not undone", async () => {
    const id = String(await pendingListingByCouple("Race Pending Mehndi", "mehndi-artists"));
    const form = (approvalStatus: string) => ({
      intent: "update-business",
      id,
      name: "Race Pending Mehndi",
      categoryId: "mehndi-artists",
      location: "Leicester",
      rating: "4",
      reviewCount: "0",
      approvalStatus,
      statusWas: "pending",
    });
    // Another admin approves it with the button while this form is open on "Pending".
    expect((await act("admin", { intent: "approve", id })).status).toBe(302);
    // A typo fix saved from the old form: the listing stays approved, and the admin is told.
    const saved = await act("admin", form("pending"));
    expect(saved.status).toBe(302);
    expect(await statusOf(Number(id))).toBe("approved");
    expect(await toastOf(saved)).toMatchObject({
      description:
        "Race Pending Mehndi has been saved. Its status changed to Approved since you opened it and was left as it is.",
    });
    // Choosing another status from the old form is refused: it changed since.
    const stale = await act("admin", form("rejected"));
    expect(stale.status).toBe(409);
    expect(stale.data?.toast).toMatchObject({
      description: "This listing's status changed since you opened it. Open it again to see it.",
    });
    expect(await statusOf(Number(id))).toBe("approved");
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
      get(`/admin?tab=businesses&confirm=${id}`, session.cookies.admin),
    );
    expect(confirm.data?.confirmDelete).toMatchObject({
      id: Number(id),
      name: "Renamed Venue",
      threads: 0,
      bookings: 0,
      reviews: 0,
    });
    const del = await act("admin", { intent: "delete-business", id });
    expect(del.status).toBe(302);
    expect(await statusOf(Number(id))).toBeUndefined();
    expect((await act("admin", { intent: "delete-business", id })).status).toBe(404);
  });
});
