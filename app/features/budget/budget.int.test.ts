/**
 * The budget (issue 30): sums per event and category in pence from quotes, bookings and costs
 * outside Saath; payment reminders sent once; a viewer reads but cannot write (403), another
 * wedding's line is not found (404); bad amounts stay next to their field.
 */
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { budgetItem, payment, quoteLine } from "~/db/schema-bookings";
import { paymentReminder } from "~/db/schema-budget";
import { cancelBooking, recordPayment } from "~/features/bookings/bookings.server";
import { closeEnquiry } from "~/features/enquiries/enquiries.server";
import { deleteEvent } from "~/features/events/events.server";
import { compareQuotes } from "~/features/quotes/quote-read.server";
import { ensureWedding } from "~/features/weddings/weddings.server";
import {
  type Business,
  type Couple,
  type MadeUser,
  makeBusiness,
  makeCouple,
} from "../../../tests/factories";
import { bookVendor, enquireForEvents, quoteEvents } from "../../../tests/factories/booked";
import { activityOf } from "../../../tests/support/family";
import { joinWedding } from "../../../tests/support/money";
import { get, post, run } from "../../../tests/support/routes";
import { sendPaymentReminders } from "./payments-due.server";

const budgetRoute = await import("~/routes/dashboard-budget");
const checklistRoute = await import("~/routes/dashboard-checklist");

const MEHNDI = "2030-06-10";
const RECEPTION = "2030-06-12";

let asha: Couple;
let caterer: Business;
let other: Business;
let viewer: MadeUser;
let bookingId: number;

const budgetPost = (cookie: string, fields: Record<string, string>) =>
  run(budgetRoute.action, post("/dashboard/budget", fields, { cookie }));
const budgetGet = (cookie: string) => run(budgetRoute.loader, get("/dashboard/budget", cookie));
/** Plans the catering spend of one event ("wedding": the whole wedding's). */
const planCatering = (cookie: string, eventId: number | string, planned: string) =>
  budgetPost(cookie, { intent: "plan", eventId: String(eventId), categoryId: "catering", planned });

type Loaded = Awaited<ReturnType<typeof budgetRoute.loader>>;

/** The couple records the booking's deposit as paid. */
async function payDeposit(couple: Couple, bookingId: number) {
  const [deposit] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.bookingId, bookingId), eq(payment.kind, "deposit")));
  await recordPayment(couple.user, "couple", bookingId, deposit.id, "2029-12-01");
}

beforeAll(async () => {
  asha = await makeCouple({
    logIn: true,
    events: [
      { type: "mehndi", eventDate: MEHNDI },
      { type: "reception", eventDate: RECEPTION },
    ],
  });
  caterer = await makeBusiness({
    listing: { categoryId: "catering", name: "Spice Route Caterers" },
  });
  other = await makeBusiness({ listing: { categoryId: "catering", name: "Other Caterers" } });
  // Booked: £1,000.50 a event, £500 deposit due 15 January 2030 (paid), balance two weeks before.
  const booked = await bookVendor(asha, caterer, [MEHNDI, RECEPTION], {
    poundsEach: "1,000.50",
    deposit: "500",
  });
  if (!booked.ok) throw new Error("not booked");
  bookingId = booked.bookingId;
  // Quoted only: £750.25 an event.
  await quoteEvents(other, await enquireForEvents(asha, other.vendorId, [MEHNDI, RECEPTION]), {
    poundsEach: "750.25",
  });
  viewer = await joinWedding(asha, "viewer");
});

describe("the budget", () => {
  it("adds up quotes, bookings, plans and costs outside Saath per event in pence", async () => {
    const [deposit] = await db
      .select()
      .from(payment)
      .where(and(eq(payment.bookingId, bookingId), eq(payment.kind, "deposit")));
    expect(deposit.amountPence).toBe(50_000);
    expect(await recordPayment(asha.user, "couple", bookingId, deposit.id, "2029-12-01")).toBe(
      true,
    );

    const [mehndiId, receptionId] = asha.eventIds;
    const planned = await planCatering(asha.cookie, mehndiId, "2,000");
    expect(planned.status).toBe(302);
    // Set again: replaced, not added.
    await planCatering(asha.cookie, mehndiId, "1,800.10");
    const cost = await budgetPost(asha.cookie, {
      intent: "cost",
      eventId: String(receptionId),
      categoryId: "photography-videography",
      supplier: "Lens & Light",
      cost: "1,250.50",
      paid: "250",
      duePence: "500",
      dueOn: "2030-05-01",
    });
    expect(cost.status).toBe(302);

    // The family sees who changed the money.
    const { weddingId } = await ensureWedding(asha.user.id);
    expect((await activityOf(weddingId)).slice(0, 3)).toEqual([
      `${asha.user.name} added Lens & Light to the budget`,
      `${asha.user.name} planned £1,800.10 for Caterers`,
      `${asha.user.name} planned £2,000.00 for Caterers`,
    ]);

    const page = (await budgetGet(asha.cookie)).data as unknown as Loaded;
    const [mehndi, reception] = page.budget.groups;
    expect(mehndi.name).toBe("Mehndi");
    expect(mehndi.rows).toEqual([
      expect.objectContaining({
        category: "catering",
        plannedPence: 180_010,
        quotedPence: 100_050 + 75_025,
        bookedPence: 100_050,
        paidPence: 25_000,
        duePence: 75_050,
      }),
    ]);
    expect(
      reception.rows.map((row) => [row.category, row.bookedPence, row.paidPence, row.duePence]),
    ).toEqual([
      ["catering", 100_050, 25_000, 75_050],
      ["photography-videography", 125_050, 25_000, 100_050],
    ]);
    expect(page.budget.total).toMatchObject({
      plannedPence: 180_010,
      quotedPence: 200_100 + 150_050 + 125_050,
      bookedPence: 200_100 + 125_050,
      paidPence: 50_000 + 25_000,
      duePence: 150_100 + 100_050,
    });
    const booking = page.budget.suppliers.find((entry) => entry.kind === "booking");
    expect(booking).toMatchObject({ amountPence: 200_100, paidPence: 50_000, duePence: 150_100 });
    // Payments due: the balance and the outside supplier's next payment, by day.
    expect(page.payments.map((entry) => [entry.label, entry.amountPence])).toEqual([
      ["Payment to Lens & Light", 50_000],
      ["Balance to Spice Route Caterers", 150_100],
    ]);
    const checklist = await run(checklistRoute.loader, get("/dashboard/checklist", asha.cookie));
    const due = checklist.data?.payments as unknown[] | undefined;
    expect(due?.length).toBe(2);
  });

  it("shares a booking between three events so Paid and Still to pay make Booked, to the penny", async () => {
    const days = ["2031-08-01", "2031-08-02", "2031-08-03"];
    const couple = await makeCouple({
      logIn: true,
      events: [
        { type: "mehndi", eventDate: days[0] },
        { type: "sangeet", eventDate: days[1] },
        { type: "reception", eventDate: days[2] },
      ],
    });
    const dhol = await makeBusiness({ listing: { categoryId: "entertainment" } });
    // £333.34 an event (£1,000.02), £250 deposit paid: thirds that do not divide evenly.
    const booked = await bookVendor(couple, dhol, days, { poundsEach: "333.34", deposit: "250" });
    if (!booked.ok) throw new Error("not booked");
    await payDeposit(couple, booked.bookingId);
    const page = (await budgetGet(couple.cookie)).data as unknown as Loaded;
    const rows = page.budget.groups.map((group) => group.total);
    expect(rows.map((row) => row.bookedPence)).toEqual([33_334, 33_334, 33_334]);
    for (const row of rows) expect(row.paidPence + row.duePence).toBe(row.bookedPence);
    expect(page.budget.total).toMatchObject({ paidPence: 25_000, duePence: 75_002 });
  });

  it("keeps what was paid on a booking that was then cancelled, and nothing more due", async () => {
    const couple = await makeCouple({
      logIn: true,
      events: [{ type: "mehndi", eventDate: MEHNDI }],
    });
    const florist = await makeBusiness({ listing: { categoryId: "decor" } });
    const booked = await bookVendor(couple, florist, [MEHNDI], {
      poundsEach: "900",
      deposit: "300",
    });
    if (!booked.ok) throw new Error("not booked");
    await payDeposit(couple, booked.bookingId);
    const plan = { id: couple.user.id, member: { id: couple.user.id } };
    expect(await cancelBooking(plan, "couple", booked.bookingId, "Found a florist nearer")).toBe(
      true,
    );
    const page = (await budgetGet(couple.cookie)).data as unknown as Loaded;
    expect(page.budget.total).toMatchObject({
      bookedPence: 30_000,
      paidPence: 30_000,
      duePence: 0,
    });
    expect(page.budget.suppliers).toEqual([
      expect.objectContaining({
        kind: "booking",
        amountPence: 30_000,
        paidPence: 30_000,
        duePence: 0,
        status: "Cancelled, after paying",
      }),
    ]);
    expect(page.payments).toEqual([]);
  });

  it("shares a line for the whole wedding between the events the enquiry named, to the penny", async () => {
    const couple = await makeCouple({
      logIn: true,
      events: [
        { type: "mehndi", eventDate: "2030-09-01" },
        { type: "reception", eventDate: "2030-09-03" },
      ],
    });
    const dj = await makeBusiness({ listing: { categoryId: "entertainment", name: "Dhol Beats" } });
    const enquiryId = await enquireForEvents(couple, dj.vendorId, ["2030-09-01", "2030-09-03"]);
    const quoteId = await quoteEvents(dj, enquiryId, { poundsEach: "1,000.01" });
    // The same amount again as one line for the whole wedding: £1,000.01 split 50,001 / 50,000.
    const [line] = await db.select().from(quoteLine).where(eq(quoteLine.quoteId, quoteId));
    await db.update(quoteLine).set({ enquiryEventId: null }).where(eq(quoteLine.id, line.id));
    const page = (await budgetGet(couple.cookie)).data as unknown as Loaded;
    const quoted = page.budget.groups.map((group) => [group.name, group.total.quotedPence]);
    expect(quoted).toEqual([
      ["Mehndi", 50_001],
      ["Reception", 50_000 + 100_001],
    ]);
    expect(page.budget.total.quotedPence).toBe(200_002);
  });

  it("leaves out a quote from a thread the couple closed: it can no longer be accepted", async () => {
    const couple = await makeCouple({
      logIn: true,
      events: [
        { type: "mehndi", eventDate: "2030-10-01" },
        { type: "reception", eventDate: "2030-10-03" },
      ],
    });
    const dj = await makeBusiness({
      listing: { categoryId: "entertainment", name: "Dhol Nights" },
    });
    const enquiryId = await enquireForEvents(couple, dj.vendorId, ["2030-10-01", "2030-10-03"]);
    await quoteEvents(dj, enquiryId, { poundsEach: "500" });
    const quotedBefore = (await budgetGet(couple.cookie)).data as unknown as Loaded;
    expect(quotedBefore.budget.total.quotedPence).toBe(100_000);
    expect(await closeEnquiry(couple.user, enquiryId)).toBe(true);
    const page = (await budgetGet(couple.cookie)).data as unknown as Loaded;
    expect(page.budget.total.quotedPence).toBe(0);
    expect((await compareQuotes(couple.user.id, {})).quotes).toEqual([]);
  });

  it("keeps what was paid when an event is deleted: its costs move to the whole wedding", async () => {
    const couple = await makeCouple({
      logIn: true,
      events: [
        { type: "mehndi", eventDate: "2031-05-01" },
        { type: "reception", eventDate: "2031-05-03" },
      ],
    });
    const [mehndi] = couple.eventIds;
    expect((await planCatering(couple.cookie, mehndi, "2,000")).status).toBe(302);
    const tents = {
      intent: "cost",
      eventId: String(mehndi),
      categoryId: "other",
      supplier: "Raj Tents",
      cost: "3,000",
      paid: "3,000",
    };
    expect((await budgetPost(couple.cookie, tents)).status).toBe(302);
    expect(await deleteEvent(couple.user.id, mehndi)).toBe(true);
    const page = (await budgetGet(couple.cookie)).data as unknown as Loaded;
    expect(page.budget.total).toMatchObject({ paidPence: 300_000, plannedPence: null });
    const whole = page.budget.groups.find((group) => group.name === "Whole wedding");
    expect(whole?.total).toMatchObject({ paidPence: 300_000 });
  });

  it("keeps a bad amount next to its field with what was typed", async () => {
    const florist = (cost: string, paid: string, next: Record<string, string> = {}) =>
      budgetPost(asha.cookie, {
        intent: "cost",
        eventId: "wedding",
        categoryId: "other",
        supplier: "Florist",
        cost,
        paid,
        ...next,
      });
    const answer = await florist("12.345", "20");
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: "cost",
      errors: { cost: "Enter an amount in pounds, like 1,250.50" },
      values: { cost: "12.345", supplier: "Florist" },
    });
    const tooMuch = await florist("10", "20");
    expect(tooMuch.data).toMatchObject({ errors: { paid: "Paid cannot be more than the cost" } });
    // £100 with £60 paid leaves £40: a next payment of £50 is refused beside its box.
    const overdue = await florist("100", "60", { duePence: "50", dueOn: "2099-05-01" });
    expect(overdue.status).toBe(400);
    expect(overdue.data).toMatchObject({
      errors: { duePence: "The next payment cannot be more than what is left to pay" },
    });
  });

  it("records part payments to a supplier outside Saath, the next one due going down by each", async () => {
    const couple = await makeCouple({ logIn: true, events: [{ eventDate: "2030-08-01" }] });
    const added = await budgetPost(couple.cookie, {
      intent: "cost",
      eventId: "wedding",
      categoryId: "decor",
      supplier: "Marigold Mandaps",
      cost: "1,000",
      paid: "100",
      duePence: "400",
      dueOn: "2030-05-01",
    });
    expect(added.status).toBe(302);
    const [item] = await db
      .select()
      .from(budgetItem)
      .where(eq(budgetItem.supplierName, "Marigold Mandaps"));
    const pay = (amount: string) =>
      budgetPost(couple.cookie, { intent: "payment", itemId: String(item.id), amount });
    const row = async () =>
      (await db.select().from(budgetItem).where(eq(budgetItem.id, item.id)))[0];

    expect((await pay("150")).status).toBe(302);
    expect(await row()).toMatchObject({ paidPence: 25_000, duePence: 25_000, dueOn: "2030-05-01" });
    // Paying the rest of the instalment and more: nothing is due until they say when.
    expect((await pay("300.50")).status).toBe(302);
    expect(await row()).toMatchObject({ paidPence: 55_050, duePence: null, dueOn: null });
    expect((await activityOf((await ensureWedding(couple.user.id)).weddingId))[0]).toBe(
      `${couple.user.name} recorded £300.50 paid to Marigold Mandaps`,
    );
    // More than is left (£449.50), nothing, or not an amount: refused beside the box, as typed.
    const before = await row();
    const tooMuch = await pay("450");
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.data).toMatchObject({
      intent: "payment",
      errors: { amount: "That is more than is left to pay (£449.50)" },
      values: { amount: "450", itemId: String(item.id) },
    });
    expect((await pay("0")).data).toMatchObject({ errors: { amount: "Enter how much you paid" } });
    expect((await pay("lots")).data).toMatchObject({
      errors: { amount: "Enter an amount in pounds, like 1,250.50" },
    });
    expect(await row()).toEqual(before);
    expect((await pay("449.50")).status).toBe(302);
    expect(await row()).toMatchObject({ paidPence: 100_000 });
    expect((await pay("1")).data).toMatchObject({ errors: { amount: "Nothing is left to pay" } });
  });

  it("lets a viewer read but not write (403), and another wedding find nothing (404)", async () => {
    const read = await budgetGet(viewer.cookie);
    expect(read.status).toBe(200);
    expect((read.data as unknown as Loaded).canChange).toBe(false);
    const before = await db.select().from(budgetItem);
    const refused = await planCatering(viewer.cookie, "wedding", "100");
    expect(refused.status).toBe(403);

    const [item] = await db.select().from(budgetItem).where(like(budgetItem.supplierName, "Lens%"));
    const outsider = await makeCouple({ logIn: true, events: [{ eventDate: "2030-07-01" }] });
    for (const intent of ["remove", "paid", "payment"]) {
      const answer = await budgetPost(outsider.cookie, {
        intent,
        itemId: String(item.id),
        amount: "10",
      });
      expect(answer.status).toBe(404);
    }
    expect(
      (
        await budgetPost(viewer.cookie, {
          intent: "payment",
          itemId: String(item.id),
          amount: "10",
        })
      ).status,
    ).toBe(403);
    // An event of another wedding is refused next to the field.
    const foreign = await planCatering(outsider.cookie, asha.eventIds[0], "100");
    expect(foreign.data).toMatchObject({ errors: { eventId: "Choose an event from the list" } });
    expect((await budgetGet(outsider.cookie)).data).toMatchObject({
      budget: { suppliers: [], total: { bookedPence: 0 } },
    });
    expect(await db.select().from(budgetItem)).toEqual(before);
  });

  it("reaches a later payment although five hundred due sooner were reminded already", async () => {
    const saver = await makeCouple({ logIn: true });
    const { weddingId } = await ensureWedding(saver.user.id);
    const cost = (supplierName: string, dueOn: string) => ({
      weddingId,
      categoryId: "other",
      supplierName,
      quotedPence: 10_000,
      dueOn,
      duePence: 10_000,
    });
    const reminded = await db
      .insert(budgetItem)
      .values(Array.from({ length: 500 }, (_, i) => cost(`Stall ${i}`, "2040-01-10")))
      .returning({ id: budgetItem.id });
    await db.insert(paymentReminder).values(
      reminded.map((row) => ({
        weddingId,
        source: "budget_item" as const,
        sourceId: row.id,
        dueOn: "2040-01-10",
      })),
    );
    await db.insert(budgetItem).values(cost("Late Lanterns", "2040-01-16"));
    await sendPaymentReminders(new Date("2040-01-09T09:00:00Z"));
    const mail = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, saver.row.email.toLowerCase()));
    expect(mail.map((row) => row.subject)).toContain(
      "Payment to Late Lanterns: £100.00 due on 16 January 2040",
    );
  });

  it("reminds the couple of each payment once, a week before it is due", async () => {
    const mine = () =>
      db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, asha.row.email.toLowerCase()))
        .orderBy(mailOutbox.id);
    const before = (await mine()).length;
    // The outside supplier's £500 is due on 1 May 2030: a week before, the reminder goes.
    await sendPaymentReminders(new Date("2030-04-20T09:00:00Z"));
    expect((await mine()).length).toBe(before);
    await sendPaymentReminders(new Date("2030-04-25T09:00:00Z"));
    const sent = (await mine()).slice(before);
    expect(sent.map((mail) => mail.subject)).toEqual([
      "Payment to Lens & Light: £500.00 due on 1 May 2030",
    ]);
    expect(sent[0].text).toContain("Payment to Lens & Light: £500.00 is due on 1 May 2030.");
    await sendPaymentReminders(new Date("2030-04-25T10:00:00Z"));
    await sendPaymentReminders(new Date("2030-04-30T10:00:00Z"));
    expect((await mine()).length).toBe(before + 1);
    // The booking's balance (due two weeks before the Mehndi) gets its own, once.
    await sendPaymentReminders(new Date("2030-05-22T09:00:00Z"));
    await sendPaymentReminders(new Date("2030-05-23T09:00:00Z"));
    const balance = (await mine()).slice(before + 1).map((mail) => mail.subject);
    expect(balance).toEqual(["Balance to Spice Route Caterers: £1,501.00 due on 27 May 2030"]);
  });
});
