import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, vendor } from "~/db/schema";
import { refuseCrossSiteWrites } from "~/features/accounts/guards.server";
import { RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { action } from "~/routes/add-business";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { createTestUser, sessionCookieFor } from "../../../tests/support/users";
import { submitBasicListing, submitManualBusiness } from "./add-business.server";

const SUBMIT_LIMIT = RATE_RULES.submitListing;

import { createVendor } from "./create-vendor.server";

function manualForm(overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    intent: "manual",
    name: `Shaadi Sweets ${crypto.randomUUID().slice(0, 6)}`,
    categoryId: "cake-desserts",
    location: "Leicester",
    description: "Mithai towers and dessert tables.",
    email: "Hello@ShaadiSweets.example",
    rating: "4.5",
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

const readVendor = async (id: number) => {
  const [row] = await db.select().from(vendor).where(eq(vendor.id, id));
  return row;
};

type ActionArgs = Parameters<typeof action>[0];
// As React Router does: the root route's middleware first, then the action.
const callAction = async (request: Request, params: Record<string, string> = {}) => {
  refuseCrossSiteWrites({ request });
  return action({ request, params, context: {} } as unknown as ActionArgs);
};

describe("adding a business", () => {
  it("a couple's listing is pending, owned by them and logged in the audit trail", async () => {
    const couple = await createTestUser("user");
    const result = await submitManualBusiness(couple, manualForm({ phone: "0116 496 0000" }));
    expect(result).toMatchObject({ status: "created", approved: false, source: "database" });
    if (result.status !== "created") return;
    const row = await readVendor(result.vendorId);
    expect(row).toMatchObject({
      approvalStatus: "pending",
      source: "database",
      ownerId: couple.id,
      createdBy: couple.id,
      rating: 4.5,
      reviewCount: 0,
      email: "hello@shaadisweets.example",
      phone: "0116 496 0000",
      image: "/images/categories/cake-desserts.svg",
      locationArea: "Leicester",
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "vendor"), eq(auditLog.entityId, String(row.id))));
    expect(audit).toMatchObject({ actorId: couple.id, action: "vendor.create" });
  });

  it("a business account's listing is pending and owned by it", async () => {
    const business = await createTestUser("business");
    const row = await createVendor(business, {
      name: "Mehta Mehndi",
      categoryId: "mehndi-artists",
      location: "Bradford",
      rating: 4,
      source: "database",
    });
    expect(row.approvalStatus).toBe("pending");
    expect(await readVendor(row.id)).toMatchObject({
      ownerId: business.id,
      createdBy: business.id,
    });
  });

  it("an admin's listing is approved at once and left unowned for the business to claim", async () => {
    const admin = await createTestUser("admin");
    const result = await submitManualBusiness(admin, manualForm());
    expect(result).toMatchObject({ status: "created", approved: true });
    if (result.status !== "created") return;
    expect(await readVendor(result.vendorId)).toMatchObject({
      approvalStatus: "approved",
      ownerId: null,
      createdBy: admin.id,
    });
  });

  it("sanitises stored text and derives postcode, coordinates and search text", async () => {
    const couple = await createTestUser("user");
    const result = await submitManualBusiness(
      couple,
      manualForm({
        name: "<b>Glow</b> Makeup onclick=steal()",
        categoryId: "makeup",
        description: "javascript:alert(1) Bridal makeup",
        address: "12 High Street <script>",
        postcode: "le1 1aa",
        website: "https://glow.example",
      }),
    );
    expect(result.status).toBe("created");
    if (result.status !== "created") return;
    const row = await readVendor(result.vendorId);
    expect(row.name).toBe("bGlow/b Makeup steal()");
    expect(row.shortDescription).toBe("alert(1) Bridal makeup");
    expect(row.address).toBe("12 High Street script");
    expect(row.postcode).toBe("LE1 1AA");
    expect(row.lat).toBeTypeOf("number");
    expect(row.website).toBe("https://glow.example");
    expect(row.searchText).toContain("Makeup Artists");
  });

  it("refuses an unknown postcode with the spec's message and saves nothing", async () => {
    const couple = await createTestUser("user");
    const name = `Nowhere Films ${crypto.randomUUID().slice(0, 6)}`;
    const result = await submitManualBusiness(couple, manualForm({ name, postcode: "ZZ9 9ZZ" }));
    expect(result).toMatchObject({
      status: "invalid",
      errors: { postcode: "We don't recognise that postcode" },
    });
    const [{ n }] = await db.select({ n: count() }).from(vendor).where(eq(vendor.name, name));
    expect(n).toBe(0);
  });

  it("answers an empty e-mail with the spec's 'Email required' toast and keeps what was typed", async () => {
    const couple = await createTestUser("user");
    const result = await submitManualBusiness(couple, manualForm({ email: "", location: "Leeds" }));
    expect(result).toMatchObject({
      status: "invalid",
      errors: { email: "Please provide an email address for the business" },
      values: { location: "Leeds" },
      toast: { title: "Email required" },
    });
  });

  it("a basic listing without a Google key is pending with rating 4 and source 'database'", async () => {
    const couple = await createTestUser("user");
    const form = new FormData();
    form.set("name", "Basic Beats");
    form.set("location", "Slough");
    form.set("categoryId", "entertainment");
    const result = await submitBasicListing(couple, form);
    expect(result).toMatchObject({ status: "created", approved: false, source: "database" });
    if (result.status !== "created") return;
    expect(await readVendor(result.vendorId)).toMatchObject({ rating: 4, reviewCount: 0 });
  });
});

describe("submission limit", () => {
  it("one account can add at most 10 listings in 15 minutes", async () => {
    const couple = await createTestUser("user");
    for (let i = 0; i < SUBMIT_LIMIT.max; i++) {
      expect((await submitManualBusiness(couple, manualForm())).status).toBe("created");
    }
    expect(await submitManualBusiness(couple, manualForm())).toMatchObject({
      status: "failed",
      toast: { title: "Please wait" },
    });
    // Another account is not affected.
    const other = await createTestUser("user");
    expect((await submitManualBusiness(other, manualForm())).status).toBe("created");
  });
});

describe("the add-business action", () => {
  it("sends a visitor to log in, remembering the category, and saves nothing", async () => {
    const name = `Visitor Venue ${crypto.randomUUID().slice(0, 6)}`;
    const request = new Request("http://localhost:3000/add-business/venues", {
      method: "POST",
      body: manualForm({ name, categoryId: "venues" }),
    });
    const response = await callAction(request, { categoryId: "venues" });
    expect(response).toBeInstanceOf(Response);
    const res = response as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?returnUrl=/add-business/venues");
    expect(res.headers.get("set-cookie")).toContain("saath_toast=");
    const [{ n }] = await db.select({ n: count() }).from(vendor).where(eq(vendor.name, name));
    expect(n).toBe(0);
  });

  it("saves a logged-in couple's listing as pending and redirects with the approval toast", async () => {
    const couple = demoAccounts()[0];
    const cookie = await sessionCookieFor(couple.email, couple.password);
    const name = `Route Rangoli ${crypto.randomUUID().slice(0, 6)}`;
    const request = new Request("http://localhost:3000/add-business", {
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000" },
      body: manualForm({ name, categoryId: "decor" }),
    });
    const res = (await callAction(request)) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/dashboard");
    const [row] = await db.select().from(vendor).where(eq(vendor.name, name));
    expect(row).toMatchObject({ approvalStatus: "pending", categoryId: "decor" });
  });

  it("refuses a cross-site post", async () => {
    const request = new Request("http://localhost:3000/add-business", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: manualForm(),
    });
    await expect(callAction(request)).rejects.toMatchObject({ init: { status: 403 } });
  });
});
