import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { enquiry } from "~/db/schema";
import { booking, payment, quote, quoteLineTemplate, vendorDay } from "~/db/schema-bookings";
import { createEvent } from "~/features/events/events.server";
import { ensureWedding } from "~/features/weddings/weddings.server";
import {
  eventInput,
  type MadeUser,
  makeEnquiry,
  makeListing,
  makeUser,
} from "../../../tests/factories";
import { activityOf } from "../../../tests/support/family";
import { joinWedding } from "../../../tests/support/money";
import { cookieFrom, get, post, postBody, run, toastOf } from "../../../tests/support/routes";
import { enquiryEvents } from "../enquiries/inbox.server";

const threadRoute = await import("~/routes/enquiry-thread");
const enquireRoute = await import("~/routes/enquire");
const groupRoute = await import("~/routes/dashboard-enquiry-new");
const quoteRoute = await import("~/routes/quote");
// One module serves the list and each booking (/dashboard|business/bookings[/{id}]).
const bookingsRoute = await import("~/routes/bookings");

let asha: MadeUser;
let owner: MadeUser;
let planner: MadeUser;
let viewer: MadeUser;
let otherCouple: MadeUser;
let otherBusiness: MadeUser;

beforeAll(async () => {
  asha = await makeUser({ name: "Asha Patel", logIn: true });
  owner = await makeUser({ role: "business", name: "Meera Kapoor", logIn: true });
  otherCouple = await makeUser({ name: "Other Couple", logIn: true });
  otherBusiness = await makeUser({ role: "business", name: "Other Business", logIn: true });
  planner = await joinWedding(asha, "planner");
  viewer = await joinWedding(asha, "viewer");
});

/** A thread from Asha for a new Sangeet on `day`, and the vendor's quote sent through the page. */
async function quotedThread(
  day: string,
  { couple = asha, sameEvent }: { couple?: MadeUser; sameEvent?: { id: number } } = {},
) {
  const created =
    sameEvent ??
    (await createEvent(
      couple.user.id,
      eventInput({ type: "sangeet", eventDate: day, customName: `Sangeet ${day}` }),
    ));
  if (!("id" in created)) throw new Error("no event");
  // A listing of its own: a couple has one open thread per vendor.
  const vendorId = await makeListing({ ownerId: owner.user.id, categoryId: "catering" });
  const enquiryId = await makeEnquiry({
    couple: couple.user,
    vendorId,
    fields: {
      events: `Sangeet ${day}`,
      [`eventName_${created.id}`]: `Sangeet ${day}`,
      [`eventDate_${created.id}`]: day,
      [`guests_${created.id}`]: "150",
    },
  });
  const [event] = await enquiryEvents([enquiryId]);
  const weddingEvent = { id: created.id };
  const fields = {
    intent: "quote",
    vatMode: "added",
    item_0: "Dinner",
    quantity_0: "150",
    unit_0: "40",
    vat_0: "2000",
    event_0: String(event.id),
    deposit: "500",
    depositDueOn: "2099-01-01",
    validUntil: "2099-12-31",
  };
  return { enquiryId, fields, weddingEvent };
}

const thread = (id: number, cookie: string, fields: Record<string, string>, side = "business") =>
  run(threadRoute.action, post(`/${side}/enquiries/${id}`, fields, { cookie }), {
    params: { enquiryId: String(id) },
  });
const quotePost = (id: number, cookie: string, fields: Record<string, string>) =>
  run(quoteRoute.action, post(`/dashboard/quotes/${id}`, fields, { cookie }), {
    params: { quoteId: String(id) },
  });
const quoteGet = (id: number, cookie: string, side = "dashboard") =>
  run(quoteRoute.loader, get(`/${side}/quotes/${id}`, cookie), {
    params: { quoteId: String(id) },
  });
const bookingGet = (id: number, cookie: string, side = "dashboard") =>
  run(bookingsRoute.loader, get(`/${side}/bookings/${id}`, cookie), {
    params: { bookingId: String(id) },
  });
const bookingPost = (
  id: number,
  cookie: string,
  fields: Record<string, string>,
  side = "dashboard",
) =>
  run(bookingsRoute.action, post(`/${side}/bookings/${id}`, fields, { cookie }), {
    params: { bookingId: String(id) },
  });
const latestQuote = async (enquiryId: number) =>
  (
    await db
      .select()
      .from(quote)
      .where(eq(quote.enquiryId, enquiryId))
      .orderBy(desc(quote.version))
      .limit(1)
  )[0];

describe("quotes and bookings through their pages", () => {
  it("keeps a bad quote's input next to its field and writes nothing", async () => {
    const { enquiryId, fields } = await quotedThread("2031-01-10");
    const refused = await thread(enquiryId, owner.cookie, { ...fields, unit_0: "forty" });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toMatchObject({ unit_0: "Enter a price in pounds, e.g. 42.50" });
    expect(refused.data?.values).toMatchObject({ item_0: "Dinner" });
    expect(await latestQuote(enquiryId)).toBeUndefined();
  });

  it("lets a viewer read but not accept (403, nothing changes), and a planner accept", async () => {
    const { enquiryId, fields } = await quotedThread("2031-02-14");
    expect((await thread(enquiryId, owner.cookie, fields)).status).toBe(303);
    const sent = await latestQuote(enquiryId);
    // 150 × £40 + 20 % VAT
    expect(sent.totalPence).toBe(720_000);

    expect((await quoteGet(sent.id, viewer.cookie)).status).toBe(200);
    const refused = await quotePost(sent.id, viewer.cookie, { intent: "accept-quote" });
    expect(refused.status).toBe(403);
    expect((await latestQuote(enquiryId)).status).toBe("sent");
    expect(await db.select().from(booking).where(eq(booking.quoteId, sent.id))).toEqual([]);

    const accepted = await quotePost(sent.id, planner.cookie, {
      intent: "accept-quote",
      depositPayer: "Mum and Dad",
      depositPayOn: "2030-12-01",
    });
    expect(accepted.status).toBe(303);
    const [made] = await db.select().from(booking).where(eq(booking.quoteId, sent.id));
    expect(accepted.location).toBe(`/dashboard/bookings/${made.id}`);
    expect(made).toMatchObject({
      status: "pending",
      amountPence: 720_000,
      depositPayer: "Mum and Dad",
    });
    // The family sees who accepted it.
    const { weddingId } = await ensureWedding(asha.user.id);
    expect((await activityOf(weddingId))[0]).toMatch(/^Mum planner accepted the quote from /);

    // The viewer can read the booking but not cancel it or record a payment.
    expect((await bookingGet(made.id, viewer.cookie)).status).toBe(200);
    const cancel = { intent: "cancel", reason: "We changed our minds" };
    expect((await bookingPost(made.id, viewer.cookie, cancel)).status).toBe(403);

    // The vendor confirms from its side; the couple's page says so.
    expect(
      (await bookingPost(made.id, owner.cookie, { intent: "confirm" }, "business")).status,
    ).toBe(303);
    const [deposit] = await db.select().from(payment).where(eq(payment.bookingId, made.id));
    const paid = await bookingPost(made.id, asha.cookie, {
      intent: "paid",
      paymentId: String(deposit.id),
      paidOn: "2026-11-01",
    });
    expect(paid.status).toBe(303);
    // The family sees who recorded the money, not only that it was paid.
    expect((await activityOf(weddingId))[0]).toMatch(
      /^Asha \w+ recorded the deposit to .+ as paid$/,
    );
    // Recorded again (a second tab, the vendor after the couple): done, the first record stands.
    const recordAgain = (cookie: string) =>
      bookingPost(
        made.id,
        cookie,
        { intent: "paid", paymentId: String(deposit.id), paidOn: "2026-11-05" },
        "business",
      );
    expect((await recordAgain(owner.cookie)).status).toBe(303);
    const [recorded] = await db.select().from(payment).where(eq(payment.id, deposit.id));
    expect(recorded).toMatchObject({ paidOn: "2026-11-01", recordedSide: "couple" });
    expect(
      (await activityOf(weddingId)).filter((line) => line.includes("recorded the deposit")),
    ).toHaveLength(1);
    // Another business learns nothing: 404, nothing changes.
    expect((await recordAgain(otherBusiness.cookie)).status).toBe(404);
    const list = await run(bookingsRoute.loader, get("/business/bookings", owner.cookie));
    const rows = (list.data?.list as { bookings: unknown })?.bookings as {
      id: number;
      status: string;
      paidPence: number;
    }[];
    expect(rows.find((row) => row.id === made.id)).toMatchObject({
      status: "confirmed",
      paidPence: 50_000,
    });
  });

  it("saves a quote's lines, and removes a saved line for its owner only", async () => {
    const { enquiryId, fields } = await quotedThread("2031-04-04");
    expect((await thread(enquiryId, owner.cookie, { ...fields, saveTemplates: "on" })).status).toBe(
      303,
    );
    const { vendorId } = await latestQuote(enquiryId);
    const saved = () =>
      db.select().from(quoteLineTemplate).where(eq(quoteLineTemplate.vendorId, vendorId));
    const [line] = await saved();
    expect(line).toMatchObject({ item: "Dinner", unitPence: 4_000 });
    const forget = (cookie: string, templateId: string) =>
      thread(enquiryId, cookie, { intent: "forget-line", templateId });

    // Another business, or an id that is not one, changes nothing.
    expect((await forget(otherBusiness.cookie, String(line.id))).status).toBe(404);
    expect((await forget(owner.cookie, "1e3")).status).toBe(404);
    expect(await saved()).toHaveLength(1);
    // Nor may the couple's side post it.
    expect(
      (
        await thread(
          enquiryId,
          asha.cookie,
          { intent: "forget-line", templateId: String(line.id) },
          "dashboard",
        )
      ).status,
    ).toBe(403);

    expect((await forget(owner.cookie, String(line.id))).status).toBe(303);
    expect(await saved()).toEqual([]);
    // A second click finds it gone: done, not an error page.
    expect((await forget(owner.cookie, String(line.id))).status).toBe(303);
  });

  it("offers to decline only the other quotes for the same events, and declines no others", async () => {
    // A couple of their own: the enquiry limits count per couple.
    const bride = await makeUser({ name: "Nisha Shah", logIn: true });
    const chosen = await quotedThread("2031-04-04", { couple: bride });
    const rival = await quotedThread("2031-04-04", {
      couple: bride,
      sameEvent: chosen.weddingEvent,
    });
    const elsewhere = await quotedThread("2031-04-05", { couple: bride });
    for (const each of [chosen, rival, elsewhere]) {
      expect((await thread(each.enquiryId, owner.cookie, each.fields)).status).toBe(303);
    }
    const [mine, theirs, another] = await Promise.all(
      [chosen, rival, elsewhere].map((each) => latestQuote(each.enquiryId)),
    );
    const page = await quoteGet(mine.id, bride.cookie);
    expect((page.data as { others: { id: number }[] }).others.map((other) => other.id)).toEqual([
      theirs.id,
    ]);
    // A form that also names the quote for another event (stale, or typed) declines only the first.
    const form = new URLSearchParams({ intent: "accept-quote" });
    form.append("declineOther", String(theirs.id));
    form.append("declineOther", String(another.id));
    const accepted = await run(
      quoteRoute.action,
      postBody(`/dashboard/quotes/${mine.id}`, form, bride.cookie),
      { params: { quoteId: String(mine.id) } },
    );
    expect(accepted.status).toBe(303);
    expect((await latestQuote(rival.enquiryId)).status).toBe("declined");
    expect((await latestQuote(elsewhere.enquiryId)).status).toBe("sent");
  });

  it("shows a viewer the couple's thread and quote, with no reply, close or enquiry form", async () => {
    const { enquiryId, fields } = await quotedThread("2031-05-05");
    expect((await thread(enquiryId, owner.cookie, fields)).status).toBe(303);
    const readBy = (who: MadeUser) =>
      run(threadRoute.loader, get(`/dashboard/enquiries/${enquiryId}`, who.cookie), {
        params: { enquiryId: String(enquiryId) },
      });
    const seen = await readBy(viewer);
    expect(seen.status).toBe(200);
    expect(seen.data).toMatchObject({ canWrite: false, viewOnly: true });
    expect((seen.data as { quotes: { quotes: unknown[] } }).quotes.quotes).toHaveLength(1);
    expect((await readBy(planner)).data).toMatchObject({ canWrite: true, viewOnly: false });
    // The enquiry form's own page says why there is no form; the group form is refused.
    const [thread_] = await db.select().from(enquiry).where(eq(enquiry.id, enquiryId));
    const form = await run(
      enquireRoute.loader,
      get(`/vendor/${thread_.vendorId}/enquire`, viewer.cookie),
      { params: { vendorId: String(thread_.vendorId) } },
    );
    expect(form.data?.panel).toMatchObject({ viewer: "view-only", defaults: null });
    const group = await run(
      groupRoute.loader,
      get("/dashboard/enquiries/new?category=catering", viewer.cookie),
    );
    expect(group.status).toBe(403);
  });

  it("offers no decision on a quote in a thread the couple closed", async () => {
    const { enquiryId, fields } = await quotedThread("2031-05-15");
    expect((await thread(enquiryId, owner.cookie, fields)).status).toBe(303);
    const sent = await latestQuote(enquiryId);
    expect((await quoteGet(sent.id, asha.cookie)).data).toMatchObject({ threadClosed: false });
    expect((await thread(enquiryId, asha.cookie, { intent: "close" }, "dashboard")).status).toBe(
      303,
    );
    expect((await quoteGet(sent.id, asha.cookie)).data).toMatchObject({ threadClosed: true });
    const refused = await quotePost(sent.id, asha.cookie, { intent: "accept-quote" });
    expect(refused.status).toBe(409);
    expect((await latestQuote(enquiryId)).status).toBe("sent");
    // Declining is still open to them, and a late withdrawal says the couple declined it.
    expect((await quotePost(sent.id, asha.cookie, { intent: "decline-quote" })).status).toBe(303);
    expect((await latestQuote(enquiryId)).status).toBe("declined");
    const late = await thread(enquiryId, owner.cookie, { intent: "withdraw-quote" });
    expect(await toastOf(late)).toMatchObject({ title: "The couple declined this quote" });
  });

  it("answers a second click or a crossing change with the booking as it stands, not a 404", async () => {
    const { enquiryId, fields } = await quotedThread("2031-05-25");
    expect((await thread(enquiryId, owner.cookie, fields)).status).toBe(303);
    const sent = await latestQuote(enquiryId);
    expect((await quotePost(sent.id, asha.cookie, { intent: "accept-quote" })).status).toBe(303);
    // The vendor withdraws the quote the couple accepted a moment before: it stays accepted.
    const late = await thread(enquiryId, owner.cookie, { intent: "withdraw-quote" });
    expect(late.status).toBe(303);
    expect(await toastOf(late)).toMatchObject({ title: "The couple has accepted this quote" });
    expect((await latestQuote(enquiryId)).status).toBe("accepted");

    const [made] = await db.select().from(booking).where(eq(booking.quoteId, sent.id));
    const confirm = () => bookingPost(made.id, owner.cookie, { intent: "confirm" }, "business");
    expect((await confirm()).status).toBe(303);
    const twice = await confirm();
    expect(twice.status).toBe(303);
    expect(await toastOf(twice)).toMatchObject({ description: "It was confirmed already." });
    const reason = { intent: "cancel", reason: "The date moved" };
    expect((await bookingPost(made.id, asha.cookie, reason)).status).toBe(303);
    const crossing = await confirm();
    expect(crossing.status).toBe(303);
    expect(await toastOf(crossing)).toMatchObject({
      title: "This booking was cancelled",
      description: "The couple cancelled it, so it can no longer be confirmed.",
    });
    const again = await bookingPost(made.id, owner.cookie, reason, "business");
    expect(await toastOf(again)).toMatchObject({
      title: "Booking cancelled",
      description: "The couple cancelled it already.",
    });
    const [after] = await db.select().from(booking).where(eq(booking.id, made.id));
    expect(after).toMatchObject({ status: "cancelled", cancelledBy: "couple" });
    // Another business still gets nothing.
    expect(
      (await bookingPost(made.id, otherBusiness.cookie, { intent: "confirm" }, "business")).status,
    ).toBe(404);
  });

  it("offers no cancelling once the booking's last day has passed, and a stale form says why", async () => {
    const { enquiryId, fields } = await quotedThread("2031-06-21");
    expect((await thread(enquiryId, owner.cookie, fields)).status).toBe(303);
    const sent = await latestQuote(enquiryId);
    expect((await quotePost(sent.id, asha.cookie, { intent: "accept-quote" })).status).toBe(303);
    const [made] = await db.select().from(booking).where(eq(booking.quoteId, sent.id));
    const shown = async () => (await bookingGet(made.id, asha.cookie)).data as { one: object };
    expect((await shown()).one).toMatchObject({ dayPassed: false, canChange: true });
    // The quote page's "See the booking" opens this booking.
    expect((await quoteGet(sent.id, owner.cookie, "business")).data).toMatchObject({
      bookingId: made.id,
    });
    await db.update(booking).set({ lastDay: "2020-01-01" }).where(eq(booking.id, made.id));
    expect((await shown()).one).toMatchObject({ dayPassed: true });
    // Long past, but still owed its deposit and balance: it stays on the vendor's list.
    const listed = await run(bookingsRoute.loader, get("/business/bookings", owner.cookie));
    const ids = (listed.data as { list: { bookings: { id: number }[] } }).list.bookings.map(
      (row) => row.id,
    );
    expect(ids).toContain(made.id);
    const late = await bookingPost(
      made.id,
      owner.cookie,
      { intent: "cancel", reason: "The venue closed" },
      "business",
    );
    expect(late.status).toBe(303);
    expect(await toastOf(late)).toMatchObject({
      title: "Not cancelled",
      description: "Its last day has passed, so it can no longer be cancelled.",
    });
    const [kept] = await db.select().from(booking).where(eq(booking.id, made.id));
    expect(kept.status).toBe("pending");
  });

  it("answers 404 to another wedding and another business for every quote and booking id", async () => {
    const { enquiryId, fields } = await quotedThread("2031-03-03");
    await thread(enquiryId, owner.cookie, fields);
    const sent = await latestQuote(enquiryId);

    expect((await quoteGet(sent.id, otherCouple.cookie)).status).toBe(404);
    expect((await quoteGet(sent.id, otherBusiness.cookie, "business")).status).toBe(404);
    expect((await quotePost(sent.id, otherCouple.cookie, { intent: "accept-quote" })).status).toBe(
      404,
    );
    expect((await quotePost(sent.id, otherCouple.cookie, { intent: "decline-quote" })).status).toBe(
      404,
    );
    // Another business cannot revise or withdraw the thread's quote.
    expect((await thread(enquiryId, otherBusiness.cookie, fields)).status).toBe(404);
    expect(
      (await thread(enquiryId, otherBusiness.cookie, { intent: "withdraw-quote" })).status,
    ).toBe(404);
    expect((await latestQuote(enquiryId)).status).toBe("sent");

    expect((await quotePost(sent.id, asha.cookie, { intent: "accept-quote" })).status).toBe(303);
    const [made] = await db.select().from(booking).where(eq(booking.quoteId, sent.id));
    expect((await bookingGet(made.id, otherCouple.cookie)).status).toBe(404);
    expect((await bookingGet(made.id, otherBusiness.cookie, "business")).status).toBe(404);
    const attempts: Record<string, string>[] = [
      { intent: "cancel", reason: "Not mine to cancel" },
      { intent: "paid", paymentId: "1", paidOn: "2026-11-01" },
    ];
    for (const fields of attempts) {
      expect((await bookingPost(made.id, otherCouple.cookie, fields)).status).toBe(404);
      expect((await bookingPost(made.id, otherBusiness.cookie, fields, "business")).status).toBe(
        404,
      );
    }
    expect(
      (await bookingPost(made.id, otherBusiness.cookie, { intent: "confirm" }, "business")).status,
    ).toBe(404);
    const [still] = await db.select().from(booking).where(eq(booking.id, made.id));
    expect(still.status).toBe("pending");

    // The couple cancels with a reason: the day is free again.
    expect(
      (await bookingPost(made.id, asha.cookie, { intent: "cancel", reason: "The date moved" }))
        .status,
    ).toBe(303);
    const [day] = await db.select().from(vendorDay).where(eq(vendorDay.day, "2031-03-03"));
    expect(day).toMatchObject({ booked: 0, full: false });
  });

  it("refuses to accept an expired quote and says why", async () => {
    const { enquiryId, fields } = await quotedThread("2031-04-04");
    await thread(enquiryId, owner.cookie, fields);
    const sent = await latestQuote(enquiryId);
    await db.update(quote).set({ validUntil: "2020-01-01" }).where(eq(quote.id, sent.id));
    const refused = await quotePost(sent.id, asha.cookie, { intent: "accept-quote" });
    expect(refused.status).toBe(409);
    expect(refused.data?.formError).toBe("This quote has expired. Ask the vendor for a new one.");
    expect(await db.select().from(booking).where(eq(booking.quoteId, sent.id))).toEqual([]);
  });
});

describe("an enquiry names its events", () => {
  it("keeps each ticked event's own details, refuses a bad one next to its box, and ignores another couple's event", async () => {
    const created = await createEvent(
      asha.user.id,
      eventInput({ type: "other", customName: "Haldi", eventDate: "2031-05-01" }),
    );
    const foreign = await createEvent(
      otherCouple.user.id,
      eventInput({ type: "other", customName: "Haldi", eventDate: "2031-05-02" }),
    );
    if (!created.ok || !foreign.ok) throw new Error("no event");
    const vendorId = await makeListing({ ownerId: owner.user.id, categoryId: "catering" });
    const enquire = (fields: Record<string, string>) =>
      run(
        enquireRoute.action,
        post(`/vendor/${vendorId}/enquire`, fields, { cookie: asha.cookie }),
        {
          params: { vendorId: String(vendorId) },
        },
      );
    const fields = {
      events: "Haldi",
      [`eventName_${created.id}`]: "Haldi",
      [`eventDate_${created.id}`]: "2031-05-01",
      [`startTime_${created.id}`]: "11:00",
      [`guests_${created.id}`]: "lots",
      [`eventName_${foreign.id}`]: "Haldi",
      [`eventDate_${foreign.id}`]: "2031-05-02",
      message: "Could you do a light lunch for our Haldi in the garden, please?",
      clientKey: crypto.randomUUID(),
    };
    // Every wrong box says so at once: the message and the event's guests.
    const refused = await enquire({ ...fields, message: "Too short" });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toMatchObject({
      message: "Your message needs at least 20 characters",
      [`guests_${created.id}`]: "Enter a number of guests between 1 and 5,000",
    });
    expect(refused.data?.values).toMatchObject({ [`guests_${created.id}`]: "lots" });

    const sent = await enquire({ ...fields, [`guests_${created.id}`]: "80" });
    expect(sent.status).toBe(303);
    const enquiryId = Number(sent.location?.split("/").pop());
    const events = await enquiryEvents([enquiryId]);
    expect(events).toMatchObject([
      {
        weddingEventId: created.id,
        name: "Haldi",
        eventDate: "2031-05-01",
        startTime: "11:00",
        guestCount: 80,
      },
    ]);
  });
});
