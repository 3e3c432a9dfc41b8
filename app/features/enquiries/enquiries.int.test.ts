import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { enquiry, enquiryMessage, mailOutbox, shortlist } from "~/db/schema";
import { menuBadges } from "~/features/dashboard/menu-badges.server";
import { action as groupAction } from "~/routes/dashboard-enquiry-new";
import { action as enquireAction, loader as enquireLoader } from "~/routes/enquire";
import { loader as vendorPageLoader } from "~/routes/vendor";
import { enquiryFields, listing, type Person, person } from "../../../tests/support/enquiries";
import { get, post, run } from "../../../tests/support/routes";
import { replyToEnquiry } from "./enquiries.server";

/** Everything stored for a vendor's enquiries: what a refused request must leave unchanged. */
async function storedFor(vendorId: number) {
  const threads = await db.select().from(enquiry).where(eq(enquiry.vendorId, vendorId));
  const ids = threads.map((thread) => thread.id);
  const messages = ids.length
    ? await db.select().from(enquiryMessage).where(inArray(enquiryMessage.enquiryId, ids))
    : [];
  return { threads: threads.length, messages: messages.length };
}

const send = (vendorId: number, who: Person | null, fields = enquiryFields()) =>
  run(enquireAction, post(`/vendor/${vendorId}/enquire`, fields, { cookie: who?.cookie }), {
    params: { vendorId: String(vendorId) },
  });

/** Enquiry e-mails to one address (sign-up sends its own confirmation first). */
const mailTo = async (address: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.to, address))).filter(
    (mail) => !/confirm|verify|welcome/i.test(mail.subject),
  );

let couple: Person;
let owner: Person;
let vendorId: number;

beforeAll(async () => {
  couple = await person("user", "Asha Patel");
  owner = await person("business", "Rani Photography");
  vendorId = await listing({ ownerId: owner.user.id, email: "studio@example.com" });
});

describe("sending an enquiry", () => {
  it("stores one thread with its first message and e-mails both sides, without the message", async () => {
    const outcome = await send(vendorId, couple);
    expect(outcome.status).toBe(303);
    const [thread] = await db.select().from(enquiry).where(eq(enquiry.vendorId, vendorId));
    expect(outcome.location).toBe(`/dashboard/enquiries/${thread.id}`);
    expect(thread).toMatchObject({
      coupleId: couple.user.id,
      status: "new",
      guestCount: 250,
      budgetMin: 2000,
      budgetMax: 4000,
      postcode: "LE1 1AA",
      couplePhone: "07700 900123",
      events: ["Wedding"],
    });
    const vendorMail = await mailTo(owner.user.email);
    expect(vendorMail).toHaveLength(1);
    expect(vendorMail[0].subject).toBe("New enquiry from Asha Patel");
    expect(vendorMail[0].text).toContain(`/business/enquiries/${thread.id}`);
    expect(vendorMail[0].text).toContain("/notifications/unsubscribe?token=");
    expect(vendorMail[0].text).not.toContain("free for our wedding");
    expect(await mailTo(couple.user.email)).toHaveLength(1);
  });

  it("writes nothing twice when the same form is posted again (double click, replay)", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const fields = enquiryFields();
    expect((await send(id, couple, fields)).status).toBe(303);
    expect((await send(id, couple, fields)).status).toBe(303);
    expect(await storedFor(id)).toEqual({ threads: 1, messages: 1 });
  });

  it("adds a second enquiry to the couple's open thread with that vendor", async () => {
    const id = await listing({ ownerId: owner.user.id });
    await send(id, couple);
    // The vendor answers; the couple, without opening the thread, sends from the form again.
    const [thread] = await db.select().from(enquiry).where(eq(enquiry.vendorId, id));
    const answer = { body: "Yes, we are free that day.", clientKey: crypto.randomUUID() };
    expect(await replyToEnquiry(owner.user, "vendor", thread.id, answer)).toEqual({ ok: true });
    const unread = (await menuBadges(couple.user)).enquiries;
    await send(id, couple);
    expect(await storedFor(id)).toEqual({ threads: 1, messages: 3 });
    // The answer they have not read is still unread.
    expect((await menuBadges(couple.user)).enquiries).toBe(unread);
  });

  it("sends a visitor to log in and back to the form, storing nothing", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const outcome = await send(id, null);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/login?returnUrl=/vendor/${id}/enquire`);
    const page = await run(enquireLoader, get(`/vendor/${id}/enquire`), {
      params: { vendorId: String(id) },
    });
    expect(page.status).toBe(302);
    expect(await storedFor(id)).toEqual({ threads: 0, messages: 0 });
  });

  it("refuses business and admin accounts with 403, storing nothing", async () => {
    const id = await listing({ ownerId: owner.user.id });
    for (const role of ["business", "admin"] as const) {
      const outcome = await send(id, await person(role));
      expect(outcome.status, role).toBe(403);
    }
    expect(await storedFor(id)).toEqual({ threads: 0, messages: 0 });
  });

  it("answers bad input with messages next to the fields and what was typed, storing nothing", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const outcome = await send(
      id,
      couple,
      enquiryFields({ message: "Too short", phone: "12345", budgetMin: "5000", budgetMax: "100" }),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data?.errors).toMatchObject({
      message: "Your message needs at least 20 characters",
      phone: "Please enter a valid UK phone number",
      budgetMax: "The top of the range must be at least the bottom",
    });
    expect(outcome.data?.values).toMatchObject({ message: "Too short", phone: "12345" });
    expect(outcome.data?.events).toEqual(["Wedding"]);
    expect(await storedFor(id)).toEqual({ threads: 0, messages: 0 });
  });

  it("e-mails an unclaimed listing's address with a claim link", async () => {
    const address = `unclaimed-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const id = await listing({ email: address });
    expect((await send(id, couple)).status).toBe(303);
    const [mail] = await mailTo(address);
    expect(mail.text).toContain(`/vendor/${id}?claim=1`);
    expect(mail.text).toContain("has not been claimed yet");
  });

  it("offers no form for a listing with neither owner nor e-mail, and refuses a post", async () => {
    const id = await listing({ email: null });
    const page = await run(vendorPageLoader, get(`/vendor/${id}`, couple.cookie), {
      params: { vendorId: String(id) },
    });
    expect((page.data?.enquiry as { reach: unknown } | undefined)?.reach).toBeNull();
    expect((await send(id, couple)).status).toBe(409);
    expect(await storedFor(id)).toEqual({ threads: 0, messages: 0 });
  });

  it("allows at most 10 new enquiries per couple per hour", async () => {
    const busy = await person("user");
    const ids = [];
    for (let i = 0; i < 11; i++) ids.push(await listing({ ownerId: owner.user.id }));
    for (const id of ids.slice(0, 10)) expect((await send(id, busy)).status).toBe(303);
    const refused = await send(ids[10], busy);
    expect(refused.status).toBe(429);
    expect(await storedFor(ids[10])).toEqual({ threads: 0, messages: 0 });
    // Adding to an open thread is not a new enquiry.
    expect((await send(ids[0], busy)).status).toBe(303);
  });

  it("sends one enquiry to several shortlisted vendors of one category, a thread each", async () => {
    const planner = await person("user");
    const ids = [
      await listing({ ownerId: owner.user.id, categoryId: "catering" }),
      await listing({ ownerId: owner.user.id, categoryId: "catering" }),
    ];
    const other = await listing({ ownerId: owner.user.id, categoryId: "decor" });
    await db
      .insert(shortlist)
      .values([...ids, other].map((id) => ({ userId: planner.user.id, vendorId: id })));
    const body = new URLSearchParams(enquiryFields());
    for (const id of [...ids, other]) body.append("vendorId", String(id));
    const postGroup = () =>
      run(
        groupAction,
        new Request("http://localhost:3000/dashboard/enquiries/new", {
          method: "POST",
          headers: { cookie: planner.cookie, origin: "http://localhost:3000" },
          body,
        }),
      );
    const mixed = await postGroup();
    expect(mixed.status).toBe(400);
    // What was typed comes back with the refusal (the page without JavaScript shows it).
    expect((mixed.data as { values?: Record<string, string> }).values?.message).toBe(
      enquiryFields().message,
    );
    body.delete("vendorId");
    for (const id of ids) body.append("vendorId", String(id));
    const sent = await postGroup();
    expect(sent.status).toBe(303);
    for (const id of ids) expect(await storedFor(id)).toEqual({ threads: 1, messages: 1 });
    expect(await storedFor(other)).toEqual({ threads: 0, messages: 0 });
  });
});
