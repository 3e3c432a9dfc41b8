import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, vendor } from "~/db/schema";
import { readToast } from "~/features/toast/toast.server";
import { loader as adminLoader } from "~/routes/admin";
import { action, loader } from "~/routes/business-listing";
import { listing, type Person, person } from "../../../tests/support/enquiries";
import { get, post, postBody, run } from "../../../tests/support/routes";

const edit = (overrides: Record<string, string> = {}) => ({
  name: "Rani Photography Studio",
  categoryId: "photography-videography",
  location: "Leicester",
  address: "12 Granby Street",
  postcode: "LE1 1AA",
  description: "Candid wedding photography for Hindu, Sikh and Muslim ceremonies.",
  email: "studio@example.com",
  phone: "0116 496 0123",
  website: "https://rani.example",
  priceFrom: "£1,500",
  travelMiles: "100",
  languages: "Punjabi",
  faiths: "Sikh",
  ...overrides,
});

function postEdit(id: number, who: Person | null, fields: Record<string, string>) {
  const request = post(`/business/listings/${id}`, fields, { cookie: who?.cookie });
  return run(action, request, { params: { vendorId: String(id) } });
}
const read = async (id: number) => (await db.select().from(vendor).where(eq(vendor.id, id)))[0];

let owner: Person;
beforeAll(async () => {
  owner = await person("business", "Rani Photography");
});

describe("editing a listing", () => {
  it("saves every field and the details, places the new postcode and audits what changed", async () => {
    const id = await listing({ ownerId: owner.user.id, email: "old@example.com" });
    const body = new URLSearchParams(edit());
    body.append("languages", "English");
    body.append("faiths", "Hindu");
    const outcome = await run(action, postBody(`/business/listings/${id}`, body, owner.cookie), {
      params: { vendorId: String(id) },
    });
    expect(outcome.status).toBe(303);
    const row = await read(id);
    expect(row).toMatchObject({
      name: "Rani Photography Studio",
      postcode: "LE1 1AA",
      email: "studio@example.com",
      priceFrom: 1500,
      travelMiles: 100,
      languages: ["Punjabi", "English"],
      faiths: ["Sikh", "Hindu"],
    });
    expect(row.lat).toBeCloseTo(52.634, 2);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "vendor"), eq(auditLog.entityId, String(id))))
      // The newest: the listing's own creation (through the vendor writer) is audited first.
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry.action).toBe("vendor.update");
    expect(entry.details).toMatchObject({ resubmitted: false });
    expect(entry.details?.changed).toEqual(
      expect.arrayContaining(["name", "postcode", "email", "priceFrom", "languages", "faiths"]),
    );
    // The admin panel's edit view shows the listing's history.
    const admin = await person("admin");
    const panel = await run(adminLoader, get(`/admin?tab=businesses&edit=${id}`, admin.cookie));
    const history = panel.data?.history as { what: string; who: string }[];
    expect(history[0]).toMatchObject({ who: "Rani Photography" });
    expect(history[0].what).toMatch(/^Edited: name, .*postcode/);
  });

  it("a listing waiting for review is saved without saying couples see it", async () => {
    const id = await listing({ ownerId: owner.user.id });
    await db.update(vendor).set({ approvalStatus: "pending" }).where(eq(vendor.id, id));
    const toastOf = async (outcome: Awaited<ReturnType<typeof postEdit>>) => {
      const cookie = (outcome.headers.get("set-cookie") ?? "").split(";")[0];
      return (await readToast(new Request("http://localhost:3000/", { headers: { cookie } })))
        .toast;
    };
    expect(await toastOf(await postEdit(id, owner, edit()))).toMatchObject({
      title: "Listing saved",
      description: "We will review your listing within 1-2 business days.",
    });
    await db.update(vendor).set({ approvalStatus: "approved" }).where(eq(vendor.id, id));
    expect(await toastOf(await postEdit(id, owner, edit()))).toMatchObject({
      title: "Listing saved",
      description: "Couples see your changes now.",
    });
  });

  it("keeps what was typed with the messages and changes nothing on bad input", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const before = await read(id);
    const outcome = await postEdit(
      id,
      owner,
      edit({
        postcode: "",
        categoryId: "venues",
        capacityMin: "300",
        capacityMax: "100",
        email: "",
      }),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data?.errors).toMatchObject({
      postcode: "Please enter the postcode, so couples can find you by distance",
      capacityMax: "The most guests must be at least the fewest",
      email: "Please provide an email address for the business",
    });
    expect(outcome.data?.values).toMatchObject({ name: "Rani Photography Studio" });
    const unknown = await postEdit(id, owner, edit({ postcode: "ZZ9 9ZZ" }));
    expect(unknown.data?.errors).toMatchObject({ postcode: "We don't recognise that postcode" });
    expect(await read(id)).toEqual(before);
  });

  it("gives another business 404, a couple 403 and a visitor the log-in page; nothing changes", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const before = await read(id);
    const other = await person("business");
    const couple = await person("user");
    const view = (who: Person | null) =>
      run(loader, get(`/business/listings/${id}`, who?.cookie), {
        params: { vendorId: String(id) },
      });
    expect((await view(owner)).status).toBe(200);
    expect((await view(other)).status).toBe(404);
    expect((await view(couple)).status).toBe(403);
    expect((await view(null)).status).toBe(302);
    expect((await postEdit(id, other, edit())).status).toBe(404);
    expect((await postEdit(id, couple, edit())).status).toBe(403);
    expect((await postEdit(id, null, edit())).status).toBe(302);
    expect(await read(id)).toEqual(before);
    // An admin may edit any listing.
    expect((await postEdit(id, await person("admin"), edit())).status).toBe(303);
  });

  it("sends a rejected listing back for review when it is edited", async () => {
    const id = await listing({ ownerId: owner.user.id });
    await db.update(vendor).set({ approvalStatus: "rejected" }).where(eq(vendor.id, id));
    const outcome = await postEdit(id, owner, edit());
    expect(outcome.status).toBe(303);
    expect((await read(id)).approvalStatus).toBe("pending");
  });
});
