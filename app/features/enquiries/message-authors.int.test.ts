import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { enquiry, enquiryMessage, user, vendor } from "~/db/schema";
import { declineQuote } from "~/features/quotes/quotes.server";
import { ensureWedding } from "~/features/weddings/weddings.server";
import {
  type MadeUser,
  makeBusiness,
  makeCouple,
  makeEnquiry,
  makeListing,
  makeUser,
} from "../../../tests/factories";
import { enquireForEvents, quoteEvents } from "../../../tests/factories/booked";
import { activityOf } from "../../../tests/support/family";
import { joinWedding } from "../../../tests/support/money";
import { get, post, run } from "../../../tests/support/routes";
import { forgetDepartedCouples } from "./enquiries.server";
import type { Thread } from "./inbox.server";
import { writerName } from "./thread-view";

const threadRoute = await import("~/routes/enquiry-thread");

let asha: MadeUser;
let owner: MadeUser;
let planner: MadeUser;

beforeAll(async () => {
  asha = await makeUser({ name: "Asha Patel", logIn: true });
  owner = await makeUser({ role: "business", name: "Meera Kapoor", logIn: true });
  planner = await joinWedding(asha, "planner");
});

const params = (id: number) => ({ params: { enquiryId: String(id) } });
const reply = (id: number, cookie: string, body: string) =>
  run(
    threadRoute.action,
    post(
      `/dashboard/enquiries/${id}`,
      { intent: "reply", body, clientKey: crypto.randomUUID() },
      { cookie },
    ),
    params(id),
  );
const read = async (id: number, cookie: string, side: "dashboard" | "business") => {
  const page = await run(threadRoute.loader, get(`/${side}/enquiries/${id}`, cookie), params(id));
  expect(page.status).toBe(200);
  return (page.data as { thread: Thread }).thread;
};
/** Each message as its reader sees who wrote it. */
const labels = (thread: Thread, side: "couple" | "vendor") =>
  thread.messages.map((message) => (message.byViewer ? "You" : writerName(message, side, thread)));

describe("who wrote a couple's message", () => {
  it("names the family member who wrote it, to the vendor and to the rest of the family", async () => {
    const vendorId = await makeListing({ ownerId: owner.user.id, categoryId: "catering" });
    const enquiryId = await makeEnquiry({ couple: asha.user, vendorId });
    expect((await reply(enquiryId, planner.cookie, "Could you do 200 guests?")).status).toBe(303);

    const [first, second] = await db
      .select({ authorId: enquiryMessage.authorId })
      .from(enquiryMessage)
      .where(eq(enquiryMessage.enquiryId, enquiryId))
      .orderBy(enquiryMessage.id);
    // The account holder's own message names nobody; the planner's names the planner.
    expect(first.authorId).toBeNull();
    expect(second.authorId).toBe(planner.user.id);

    const plannerName = planner.user.name;
    expect(labels(await read(enquiryId, owner.cookie, "business"), "vendor")).toEqual([
      "Asha Patel",
      `${plannerName} for Asha Patel`,
    ]);
    expect(labels(await read(enquiryId, asha.cookie, "dashboard"), "couple")).toEqual([
      "You",
      plannerName,
    ]);
    expect(labels(await read(enquiryId, planner.cookie, "dashboard"), "couple")).toEqual([
      "Asha Patel",
      "You",
    ]);
    // The couple's download says who wrote each message.
    const { loader: download } = await import("~/routes/account-data");
    const data = (await run(download, get("/account/data", asha.cookie))).data as {
      enquiries: { id: number; messages: { writtenBy: string | null }[] }[];
    };
    const mine = data.enquiries.find((thread) => thread.id === enquiryId);
    expect(mine?.messages.map((message) => message.writtenBy)).toEqual([null, plannerName]);
    // The family's activity says who wrote, and who closed the thread (once).
    const close = () =>
      run(
        threadRoute.action,
        post(`/dashboard/enquiries/${enquiryId}`, { intent: "close" }, { cookie: asha.cookie }),
        params(enquiryId),
      );
    expect((await close()).status).toBe(303);
    expect((await close()).status).toBe(303);
    const { weddingId } = await ensureWedding(asha.user.id);
    const [vendorRow] = await db
      .select({ name: vendor.name })
      .from(vendor)
      .where(eq(vendor.id, vendorId));
    expect((await activityOf(weddingId)).slice(0, 2)).toEqual([
      `Asha Patel closed the enquiry with ${vendorRow.name}`,
      `${plannerName} wrote to ${vendorRow.name}`,
    ]);
    // The vendor's page carries names, never the family's account ids.
    const vendorView = await read(enquiryId, owner.cookie, "business");
    expect(JSON.stringify(vendorView.messages)).not.toContain(planner.user.id);
  });

  it("forgets who wrote for a couple once the couple has left Saath", async () => {
    const vendorId = await makeListing({ ownerId: owner.user.id, categoryId: "catering" });
    const enquiryId = await makeEnquiry({ couple: asha.user, vendorId });
    expect((await reply(enquiryId, planner.cookie, "Is the date still free?")).status).toBe(303);
    await db.update(enquiry).set({ coupleId: null }).where(eq(enquiry.id, enquiryId));
    await forgetDepartedCouples();
    const authors = await db
      .select({ authorId: enquiryMessage.authorId })
      .from(enquiryMessage)
      .where(eq(enquiryMessage.enquiryId, enquiryId));
    expect(authors.map((row) => row.authorId)).toEqual([null, null]);
  });
});

describe("notes a family member's decision writes in the thread", () => {
  it("name the member who declined a quote, and a departed member stays 'A former member'", async () => {
    const couple = await makeCouple({
      name: "Priya Shah",
      logIn: true,
      events: [{ type: "mehndi", eventDate: "2031-05-01" }],
    });
    const helper = await joinWedding(couple, "planner");
    const caterer = await makeBusiness({ logIn: true, listing: { categoryId: "catering" } });
    const enquiryId = await enquireForEvents(couple, caterer.vendorId, ["2031-05-01"]);
    const quoteId = await quoteEvents(caterer, enquiryId);
    const asHelper = { id: couple.user.id, member: { id: helper.user.id, name: helper.user.name } };
    expect(await declineQuote(asHelper, quoteId, "We found a family caterer.")).toBe("ok");

    const note = async (cookie: string, side: "dashboard" | "business") =>
      labels(await read(enquiryId, cookie, side), side === "business" ? "vendor" : "couple").at(-1);
    expect(await note(caterer.cookie, "business")).toBe(`${helper.user.name} for Priya Shah`);
    expect(await note(couple.cookie, "dashboard")).toBe(helper.user.name);

    // Their download lists what they wrote for the wedding.
    const { loader: download } = await import("~/routes/account-data");
    const theirs = (await run(download, get("/account/data", helper.cookie))).data as {
      messagesYouWroteForTheWedding: { body: string }[];
    };
    expect(theirs.messagesYouWroteForTheWedding.map((m) => m.body)).toEqual([
      "Declined the quote (version 1). We found a family caterer.",
    ]);

    // An unconfirmed member's links are not links, whatever the account holder's standing.
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, helper.user.id));
    const unconfirmed = (await read(enquiryId, caterer.cookie, "business")).messages.at(-1);
    expect(unconfirmed?.writerVerified).toBe(false);

    // The member deletes their account: never the account holder's words, nor "You".
    await db.delete(user).where(eq(user.id, helper.user.id));
    expect(await note(caterer.cookie, "business")).toBe("A former member for Priya Shah");
    expect(await note(couple.cookie, "dashboard")).toBe("A former member");
  });
});
