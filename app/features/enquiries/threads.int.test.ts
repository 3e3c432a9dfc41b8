import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, enquiry, enquiryMessage, user } from "~/db/schema";
import { exportMyData } from "~/features/profile/my-data.server";
import { action as adminAction } from "~/routes/admin";
import { action as enquireAction } from "~/routes/enquire";
import { loader as coupleInboxLoader } from "~/routes/enquiry-inbox";
import { action as threadAction, loader as threadLoader } from "~/routes/enquiry-thread";
import { makeBusiness, makeEnquiry, makeUser } from "../../../tests/factories";
import { enquiryFields, listing, type Person, person } from "../../../tests/support/enquiries";
import { get, post, run, toastOf } from "../../../tests/support/routes";
import { decideReport, forgetDepartedCouples } from "./enquiries.server";
import { INBOX_PAGE, listReportedEnquiries, listThreads, responseStats } from "./inbox.server";

let couple: Person;
let owner: Person;

/** A fresh thread from `couple` to a listing of `owner`; its id. */
async function newThread(from = couple, to = owner) {
  const vendorId = await listing({ ownerId: to.user.id });
  const outcome = await run(
    enquireAction,
    post(`/vendor/${vendorId}/enquire`, enquiryFields(), { cookie: from.cookie }),
    { params: { vendorId: String(vendorId) } },
  );
  return Number(outcome.location?.split("/").pop());
}

const params = (id: number) => ({ params: { enquiryId: String(id) } });
const vendorPost = (id: number, who: Person, fields: Record<string, string>) =>
  run(threadAction, post(`/business/enquiries/${id}`, fields, { cookie: who.cookie }), params(id));
const couplePost = (id: number, who: Person, fields: Record<string, string>) =>
  run(threadAction, post(`/dashboard/enquiries/${id}`, fields, { cookie: who.cookie }), params(id));
const row = async (id: number) => (await db.select().from(enquiry).where(eq(enquiry.id, id)))[0];
const messages = (id: number) =>
  db.select().from(enquiryMessage).where(eq(enquiryMessage.enquiryId, id));
const replyFields = (body: string) => ({ intent: "reply", body, clientKey: crypto.randomUUID() });

beforeAll(async () => {
  couple = await person("user", "Asha Patel");
  owner = await person("business", "Rani Photography");
});

describe("reading a thread", () => {
  it("lets only its two sides read it: another couple and another business get 404", async () => {
    const id = await newThread();
    const ownView = await run(
      threadLoader,
      get(`/business/enquiries/${id}`, owner.cookie),
      params(id),
    );
    expect(ownView.status).toBe(200);
    expect((ownView.data?.thread as { couplePhone: string } | undefined)?.couplePhone).toBe(
      "07700 900123",
    );
    const coupleView = await run(
      threadLoader,
      get(`/dashboard/enquiries/${id}`, couple.cookie),
      params(id),
    );
    expect(coupleView.status).toBe(200);

    const otherBusiness = await person("business");
    const otherCouple = await person("user");
    const asOtherBusiness = await run(
      threadLoader,
      get(`/business/enquiries/${id}`, otherBusiness.cookie),
      params(id),
    );
    const asOtherCouple = await run(
      threadLoader,
      get(`/dashboard/enquiries/${id}`, otherCouple.cookie),
      params(id),
    );
    expect(asOtherBusiness.status).toBe(404);
    expect(asOtherCouple.status).toBe(404);
    // A thread that does not exist answers the same way.
    const missing = await run(
      threadLoader,
      get("/dashboard/enquiries/999999", otherCouple.cookie),
      params(999999),
    );
    expect(missing.status).toBe(404);
  });

  it("refuses outsiders' writes with 404 and changes nothing", async () => {
    const id = await newThread();
    const before = await row(id);
    const otherBusiness = await person("business");
    const otherCouple = await person("user");
    expect((await vendorPost(id, otherBusiness, replyFields("Not my thread at all"))).status).toBe(
      404,
    );
    expect(
      (await vendorPost(id, otherBusiness, { intent: "status", status: "booked" })).status,
    ).toBe(404);
    expect(
      (await vendorPost(id, otherBusiness, { intent: "report", reason: "Spam spam" })).status,
    ).toBe(404);
    expect((await couplePost(id, otherCouple, replyFields("Not my thread either"))).status).toBe(
      404,
    );
    expect((await couplePost(id, otherCouple, { intent: "close" })).status).toBe(404);
    expect(await row(id)).toEqual(before);
    expect(await messages(id)).toHaveLength(1);
  });
});

describe("answering", () => {
  it("the vendor's first reply sets Replied, the couple sees it unread and gets an e-mail", async () => {
    const id = await newThread();
    const replied = await vendorPost(
      id,
      owner,
      replyFields("Thank you! We are free on that date."),
    );
    expect(replied.status).toBe(303);
    expect(await row(id)).toMatchObject({ status: "replied" });
    expect((await row(id)).firstReplyAt).not.toBeNull();

    const inbox = await run(coupleInboxLoader, get("/dashboard/enquiries", couple.cookie));
    const listed = (
      (inbox.data?.threads ?? []) as { id: number; unread: number; lastMessage: string }[]
    ).find((thread) => thread.id === id);
    expect(listed).toMatchObject({
      unread: 1,
      lastMessage: "Thank you! We are free on that date.",
    });
    // Opening the thread reads it.
    await run(threadLoader, get(`/dashboard/enquiries/${id}`, couple.cookie), params(id));
    const after = await run(coupleInboxLoader, get("/dashboard/enquiries", couple.cookie));
    expect(
      ((after.data?.threads ?? []) as { id: number; unread: number }[]).find((t) => t.id === id)
        ?.unread,
    ).toBe(0);

    const quote = await vendorPost(id, owner, { intent: "status", status: "quote_sent" });
    expect(quote.status).toBe(303);
    expect(await row(id)).toMatchObject({ status: "quote_sent" });
  });

  it("keeps a reply that failed its check, and a posted-twice reply is stored once", async () => {
    const id = await newThread();
    const empty = await vendorPost(id, owner, {
      intent: "reply",
      body: "  ",
      clientKey: crypto.randomUUID(),
    });
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toMatchObject({ body: "Write a message before sending" });
    const fields = replyFields("Only once, please");
    await vendorPost(id, owner, fields);
    await vendorPost(id, owner, fields);
    expect(await messages(id)).toHaveLength(2);
  });

  it("the couple closes the enquiry; a closed thread takes no replies", async () => {
    const id = await newThread();
    expect((await couplePost(id, couple, { intent: "close" })).status).toBe(303);
    expect((await row(id)).closedAt).not.toBeNull();
    expect((await vendorPost(id, owner, replyFields("Are you still there?"))).status).toBe(409);
    expect(await messages(id)).toHaveLength(1);
    // The refusal names the reply, so its form keeps what was typed and says why.
    expect((await vendorPost(id, owner, replyFields("Are you still there?"))).data).toMatchObject({
      intent: "reply",
      formError: "This enquiry is closed.",
      values: { body: "Are you still there?" },
    });
    // Nor a new status or a spam report: the vendor's page no longer offers them (issue 31); a
    // form left open from before the couple closed it brings the thread back, saying so.
    const stale = await vendorPost(id, owner, { intent: "status", status: "booked" });
    expect(stale.status).toBe(303);
    expect(await toastOf(stale)).toMatchObject({ title: "This enquiry is closed" });
    const report = await vendorPost(id, owner, {
      intent: "report",
      reason: "Selling something, not a wedding enquiry.",
    });
    expect(report.status).toBe(303);
    expect(await row(id)).toMatchObject({ status: "new", reportStatus: null });
    // Another business still gets 404.
    const otherBusiness = await person("business");
    expect(
      (await vendorPost(id, otherBusiness, { intent: "status", status: "booked" })).status,
    ).toBe(404);
  });

  it("a couple cannot set the status, and a vendor cannot close for the couple", async () => {
    const id = await newThread();
    expect((await couplePost(id, couple, { intent: "status", status: "booked" })).status).toBe(400);
    expect((await vendorPost(id, owner, { intent: "close" })).status).toBe(400);
    expect(await row(id)).toMatchObject({ status: "new", closedAt: null });
  });
});

describe("spam, blocking and leaving", () => {
  it("a reported enquiry waits for an admin, who can block the sender", async () => {
    const spammer = await person("user", "Spam Sender");
    const id = await newThread(spammer);
    expect(
      (await vendorPost(id, owner, { intent: "report", reason: "Selling crypto" })).status,
    ).toBe(303);
    const reported = await listReportedEnquiries();
    expect(reported.find((r) => r.id === id)).toMatchObject({ reason: "Selling crypto" });
    // Only an admin decides: a business posting the same intent is refused.
    const decide = (who: Person) =>
      run(
        adminAction,
        post("/admin", { intent: "block-sender", id: String(id) }, { cookie: who.cookie }),
      );
    expect((await decide(owner)).status).toBe(403);
    expect((await listReportedEnquiries()).find((r) => r.id === id)).toBeDefined();
    const admin = await person("admin");
    expect((await decide(admin)).status).toBe(302);
    expect((await listReportedEnquiries()).find((r) => r.id === id)).toBeUndefined();
    expect(await decideReport(admin.user, id, "dismiss")).toBe(false);

    const vendorId = await listing({ ownerId: owner.user.id });
    const refused = await run(
      enquireAction,
      post(`/vendor/${vendorId}/enquire`, enquiryFields(), { cookie: spammer.cookie }),
      { params: { vendorId: String(vendorId) } },
    );
    expect(refused.status).toBe(403);
    // Nor can they go on writing in the thread that was reported: the vendor hears nothing more.
    const messages = async () => db.$count(enquiryMessage, eq(enquiryMessage.enquiryId, id));
    const before = await messages();
    const replied = await couplePost(id, spammer, replyFields("Buy crypto now, best rates"));
    expect(replied.status).toBe(403);
    expect(replied.data).toMatchObject({
      formError:
        "This account can no longer send enquiries. If you think this is a mistake, please contact us.",
      values: { body: "Buy crypto now, best rates" },
    });
    expect(await messages()).toBe(before);
    // The admin's decision about them is in their data download.
    const data = await exportMyData(spammer.user);
    expect(data.stoppedFromSendingEnquiriesSince).toEqual(expect.any(Date));
    expect(data.emailsToYou).toEqual(expect.any(Array));
  });

  it("deleting a couple's account removes their personal data and keeps the thread", async () => {
    const leaver = await person("user", "Leaving Couple");
    const id = await newThread(leaver);
    await db.delete(user).where(eq(user.id, leaver.user.id));
    await forgetDepartedCouples();
    expect(await row(id)).toMatchObject({ coupleId: null, couplePhone: null });
    const view = await run(
      threadLoader,
      get(`/business/enquiries/${id}`, owner.cookie),
      params(id),
    );
    expect(view.data?.thread).toMatchObject({ coupleName: null, coupleEmail: null });
  });
});

describe("the vendor's reply record", () => {
  it("appears once at least 3 enquiries in 90 days were answered", async () => {
    const vendorOwner = await person("business");
    const vendorId = await listing({ ownerId: vendorOwner.user.id });
    expect(await responseStats(vendorId)).toBeNull();
    for (let i = 0; i < 4; i++) {
      const sender = await person("user");
      const outcome = await run(
        enquireAction,
        post(`/vendor/${vendorId}/enquire`, enquiryFields(), { cookie: sender.cookie }),
        { params: { vendorId: String(vendorId) } },
      );
      const id = Number(outcome.location?.split("/").pop());
      if (i < 3) await vendorPost(id, vendorOwner, replyFields("Yes, we are available."));
    }
    expect(await responseStats(vendorId)).toEqual({ replyTime: "1 hour", answeredShare: 75 });
  });
});

// Issue 28, privacy: any admin read every thread in full, unlogged.
describe("an admin reading a thread", () => {
  const asAdmin = (id: number, who: Person) =>
    run(threadLoader, get(`/business/enquiries/${id}`, who.cookie), params(id));
  const readsOf = (id: number) =>
    db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "enquiry"),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, "enquiry.read"),
        ),
      );

  it("gets 404 for a thread nobody reported, and nothing is read", async () => {
    const id = await newThread();
    const admin = await person("admin", "Curious Admin");
    const outcome = await asAdmin(id, admin);
    expect(outcome.status).toBe(404);
    expect(JSON.stringify(outcome.data)).not.toContain("07700 900123");
    expect(await readsOf(id)).toHaveLength(0);
  });

  it("reads a reported thread, read-only, and the read is in the audit log", async () => {
    const id = await newThread();
    expect(
      (await vendorPost(id, owner, { intent: "report", reason: "Selling crypto" })).status,
    ).toBe(303);
    const admin = await person("admin", "Moderating Admin");
    const outcome = await asAdmin(id, admin);
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ side: "vendor", canWrite: false });
    const [read] = await readsOf(id);
    expect(read).toMatchObject({ actorId: admin.user.id, details: { reason: "reported" } });
    // Once the report is decided, the thread is the couple's and the vendor's again.
    expect(await decideReport(admin.user, id, "dismiss")).toBe(true);
    expect((await asAdmin(id, admin)).status).toBe(404);
    expect(await readsOf(id)).toHaveLength(1);
  });
});

describe("a busy inbox", () => {
  it("shows 50 threads a page and reaches the older ones on the next", async () => {
    const caterer = await makeBusiness();
    for (let n = 0; n < INBOX_PAGE + 1; n++) {
      const sender = await makeUser({ role: "user" });
      await makeEnquiry({ couple: sender.user, vendorId: caterer.vendorId });
    }
    const reader = { side: "vendor" as const, userId: caterer.user.id };
    const first = await listThreads(reader);
    expect(first.threads).toHaveLength(INBOX_PAGE);
    expect(first.hasMore).toBe(true);
    const second = await listThreads(reader, { page: 2 });
    expect(second).toMatchObject({ hasMore: false });
    expect(second.threads).toHaveLength(1);
    // The oldest, not shown on page 1.
    expect(first.threads.map((thread) => thread.id)).not.toContain(second.threads[0].id);
  });
});
