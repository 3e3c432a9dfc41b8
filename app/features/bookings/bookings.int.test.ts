import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, getDbHandle, queryRows } from "~/db/client.server";
import { enquiry, mailOutbox, vendor } from "~/db/schema";
import { booking, bookingDay, payment, quote, vendorDay } from "~/db/schema-bookings";
import { todayInLondon } from "~/lib/london-date";
import {
  enquiryFields,
  eventInput,
  makeBusiness,
  makeCouple,
  makeEnquiry,
} from "../../../tests/factories";
import { coupleAndThread, couplePlan, quoteFor, threadFor } from "../../../tests/support/bookings";
import { monthOfCalendar } from "../calendar/calendar.server";
import { enquiryEvents } from "../enquiries/inbox.server";
import { createEvent } from "../events/events.server";
import { eventPlans } from "../events/plan.server";
import { acceptSchema, quoteSchema } from "../quotes/quote.schema";
import { compareQuotes, quoteToPrint, threadQuotes } from "../quotes/quote-read.server";
import { declineQuote, sendQuote, withdrawQuote } from "../quotes/quotes.server";
import { getBooking } from "./booking-read.server";
import { acceptQuote, cancelBooking, confirmBooking, recordPayment } from "./bookings.server";

describe("quotes", () => {
  it("sums lines in pence (VAT included or added) and keeps every revision", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread();
    const first = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    expect(first).toMatchObject({ ok: true, version: 1 });
    const [sent] = await threadQuotes({ side: "couple", userId: couple.user.id }, enquiryId);
    // 120 × 2550 + 300 × 3000 = 306,000 + 900,000; VAT inside: round(p × 2000 / 12000) per line.
    expect(sent.totalPence).toBe(1_206_000);
    expect(sent.vatPence).toBe(51_000 + 150_000);
    expect(sent.subtotalPence).toBe(1_206_000 - 201_000);
    expect(sent.depositPence).toBe(100_000);

    const added = await quoteFor(enquiryId, { vatMode: "added", unit_0: "0.99", quantity_0: "3" });
    // 3 × 99 = 297, VAT 59.4 → 59; 900,000 + 180,000.
    expect(added.totalPence).toBe(297 + 59 + 900_000 + 180_000);
    const second = await sendQuote(caterer.user, enquiryId, added);
    expect(second).toMatchObject({ ok: true, version: 2 });
    const versions = await threadQuotes({ side: "vendor", userId: caterer.user.id }, enquiryId);
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [2, "sent"],
      [1, "superseded"],
    ]);
    const [thread] = await db.select().from(enquiry).where(eq(enquiry.id, enquiryId));
    expect(thread.status).toBe("quote_sent");
    if (!second.ok) throw new Error("not revised");
    const printed = await quoteToPrint({ side: "couple", userId: couple.user.id }, second.quoteId);
    expect(printed?.previous?.version).toBe(1);
    expect(
      await quoteToPrint({ side: "vendor", userId: couple.user.id }, second.quoteId),
    ).toBeNull();
  });

  it("refuses a deposit above the total and a line without a price, next to the field", () => {
    const parsed = quoteSchema.safeParse({
      vatMode: "included",
      item_0: "Buffet",
      quantity_0: "10",
      unit_0: "ten pounds",
      deposit: "50",
      validUntil: "",
    });
    expect(parsed.success).toBe(false);
    // Every wrong box at once: the line's price and the missing valid-until date.
    const paths = parsed.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["unit_0", "validUntil"]));
    const tooMuch = quoteSchema.safeParse({
      vatMode: "included",
      item_0: "Buffet",
      quantity_0: "1",
      unit_0: "10",
      deposit: "50",
      depositDueOn: "2099-01-01",
      validUntil: "2099-01-01",
    });
    expect(tooMuch.error?.issues.map((issue) => issue.path[0])).toEqual(["deposit"]);
    // Each price may be up to £10m, the whole quote too: 3 × £10m is refused by the last line.
    const huge = quoteSchema.safeParse({
      vatMode: "added",
      item_0: "Buffet",
      quantity_0: "1",
      unit_0: "10",
      item_2: "Marquee",
      quantity_2: "3",
      unit_2: "10000000",
      validUntil: "2099-01-01",
    });
    expect(huge.error?.issues).toEqual([
      expect.objectContaining({
        path: ["unit_2"],
        message: "The quote's total must be £10,000,000 or less",
      }),
    ]);
    // A price over £10m says so; a quantity typed with its thousands comma is a thousand.
    const priced = quoteSchema.safeParse({
      vatMode: "included",
      item_0: "Buffet",
      quantity_0: "1,000",
      unit_0: "12,000,000",
      validUntil: "2099-01-01",
    });
    expect(priced.error?.issues).toEqual([
      expect.objectContaining({ path: ["unit_0"], message: "A price must be £10,000,000 or less" }),
    ]);
    const thousand = quoteSchema.parse({
      vatMode: "included",
      item_0: "Buffet",
      quantity_0: "1,000",
      unit_0: "25",
      validUntil: "2099-01-01",
    });
    expect(thousand.lines[0].quantity).toBe(1000);
    // And a date that does not exist is refused beside its box, not by the database.
    const february = quoteSchema.safeParse({
      vatMode: "included",
      item_0: "Buffet",
      quantity_0: "1",
      unit_0: "10",
      validUntil: "2099-02-31",
    });
    expect(february.error?.issues.map((issue) => issue.path[0])).toEqual(["validUntil"]);
    // A deposit due before today is refused beside its box; today itself is fine.
    const quoteWithDeposit = (depositDueOn: string) =>
      quoteSchema.safeParse({
        vatMode: "included",
        item_0: "Buffet",
        quantity_0: "1",
        unit_0: "1000",
        deposit: "100",
        depositDueOn,
        validUntil: "2099-01-01",
      });
    expect(quoteWithDeposit("2020-01-01").error?.issues).toEqual([
      expect.objectContaining({
        path: ["depositDueOn"],
        message: "The deposit cannot be due before today",
      }),
    ]);
    expect(quoteWithDeposit(todayInLondon()).success).toBe(true);
  });

  it("cannot accept an expired quote, nor a withdrawn one; declining tells the vendor", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread();
    const input = await quoteFor(enquiryId);
    const sent = await sendQuote(caterer.user, enquiryId, { ...input, validUntil: "2020-01-01" });
    if (!sent.ok) throw new Error("not sent");
    const [shown] = await threadQuotes({ side: "couple", userId: couple.user.id }, enquiryId);
    expect(shown.status).toBe("expired");
    expect(await acceptQuote(couplePlan(couple), sent.quoteId, {})).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await db.select().from(booking).where(eq(booking.quoteId, sent.quoteId))).toEqual([]);

    const again = await sendQuote(caterer.user, enquiryId, input);
    if (!again.ok) throw new Error("not sent");
    expect(await withdrawQuote(caterer.user, enquiryId)).toBe(true);
    expect(await acceptQuote(couplePlan(couple), again.quoteId, {})).toMatchObject({
      reason: "not-open",
    });

    const third = await sendQuote(caterer.user, enquiryId, input);
    if (!third.ok) throw new Error("not sent");
    const mails = (await db.select().from(mailOutbox)).length;
    const toVendor = async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.to, caterer.row.email))).length;
    const vendorBefore = await toVendor();
    expect(await declineQuote(couplePlan(couple), third.quoteId, "We found someone nearer")).toBe(
      "ok",
    );
    const notes = await db.select().from(mailOutbox).where(eq(mailOutbox.to, caterer.row.email));
    expect(notes.some((mail) => mail.subject.includes("has decided on your quote"))).toBe(true);
    expect((await db.select().from(mailOutbox)).length).toBeGreaterThan(mails);
    // One e-mail to the vendor about it: the thank-you, not also a "replied" for the note.
    expect(await toVendor()).toBe(vendorBefore + 1);
  });

  it("a quote declined after the listing lost its owner names the couple to no public address", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread();
    await db
      .update(vendor)
      .set({ email: "hello@public-caterer.example" })
      .where(eq(vendor.id, caterer.vendorId));
    const sent = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    if (!sent.ok) throw new Error("not sent");
    await db.update(vendor).set({ ownerId: null }).where(eq(vendor.id, caterer.vendorId));
    expect(await declineQuote(couplePlan(couple), sent.quoteId, null)).toBe("ok");
    const toListing = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "hello@public-caterer.example"));
    expect(toListing).toEqual([]);
  });
});

describe("comparing quotes", () => {
  it("shows one event's prices only from the threads that asked about that event", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread();
    const both = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    if (!both.ok) throw new Error("not sent");
    // A second caterer asked about the Mehndi alone quotes for it.
    const other = await makeBusiness({ listing: { categoryId: "catering" } });
    const [mehndi, reception] = couple.eventIds;
    const mehndiOnly = await makeEnquiry({
      couple: couple.user,
      vendorId: other.vendorId,
      fields: {
        events: "Mehndi",
        [`eventName_${mehndi}`]: "Mehndi",
        [`eventDate_${mehndi}`]: "2027-06-10",
        [`guests_${mehndi}`]: "120",
      },
    });
    const [asked] = await enquiryEvents([mehndiOnly]);
    const single = await sendQuote(
      other.user,
      mehndiOnly,
      quoteSchema.parse({
        vatMode: "included",
        item_0: "Mehndi buffet",
        quantity_0: "120",
        unit_0: "20",
        vat_0: "2000",
        event_0: String(asked.id),
        validUntil: "2099-12-31",
      }),
    );
    if (!single.ok) throw new Error("not sent");
    const shown = async (eventId?: number) =>
      (await compareQuotes(couple.user.id, { eventId })).quotes.map((row) => [
        row.vendorId,
        row.eventPence,
      ]);
    expect(await shown()).toEqual(
      expect.arrayContaining([
        [caterer.vendorId, 1_206_000],
        [other.vendorId, 240_000],
      ]),
    );
    // The Mehndi: both, each at its Mehndi price (120 × £25.50 against 120 × £20).
    expect(await shown(mehndi)).toEqual([
      [other.vendorId, 240_000],
      [caterer.vendorId, 306_000],
    ]);
    // The Reception: only the caterer asked about it, never the Mehndi-only quote's total.
    expect(await shown(reception)).toEqual([[caterer.vendorId, 900_000]]);
  });
});

describe("bookings", () => {
  it("refuses to book from a thread that was closed", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2031-02-01", "2031-02-03"],
    });
    const sent = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    if (!sent.ok) throw new Error("not sent");
    await db.update(enquiry).set({ closedAt: new Date() }).where(eq(enquiry.id, enquiryId));
    expect(await acceptQuote(couplePlan(couple), sent.quoteId, {})).toEqual({
      ok: false,
      reason: "not-open",
    });
    expect(await db.select().from(booking).where(eq(booking.quoteId, sent.quoteId))).toEqual([]);
  });

  it("makes a deposit whose date passed while the quote waited due today, never overdue at once", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2029-05-01", "2029-05-03"],
    });
    const sent = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    if (!sent.ok) throw new Error("not sent");
    await db.update(quote).set({ depositDueOn: "2020-01-15" }).where(eq(quote.id, sent.quoteId));
    const accepted = await acceptQuote(couplePlan(couple), sent.quoteId, {});
    if (!accepted.ok) throw new Error(`refused: ${accepted.reason}`);
    const shown = await getBooking("couple", couple.user.id, accepted.bookingId);
    expect(shown?.payments.find((p) => p.kind === "deposit")?.dueOn).toBe(todayInLondon());
    // And the couple's own "when they will pay it" cannot be a day already gone.
    expect(acceptSchema.safeParse({ depositPayOn: "2020-01-15" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["depositPayOn"], message: "Choose today or a later day" }),
    ]);
    expect(acceptSchema.safeParse({ depositPayOn: todayInLondon() }).success).toBe(true);
  });

  it("books the quoted days, owes the deposit and balance, confirms, and cancels freeing the days", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2028-03-01", "2028-03-03"],
    });
    const sent = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    if (!sent.ok) throw new Error("not sent");
    const accepted = await acceptQuote(couplePlan(couple), sent.quoteId, {
      depositPayer: "Asha's parents",
      depositPayOn: "2027-02-01",
    });
    if (!accepted.ok) throw new Error(`refused: ${accepted.reason}`);
    const shown = await getBooking("couple", couple.user.id, accepted.bookingId);
    expect(shown?.status).toBe("pending");
    expect(shown?.days.map((d) => [d.day, d.name])).toEqual([
      ["2028-03-01", "Mehndi"],
      ["2028-03-03", "Reception"],
    ]);
    expect(shown?.payments.map((p) => [p.kind, p.amountPence, p.dueOn])).toEqual([
      ["deposit", 100_000, "2027-02-01"],
      ["balance", 1_106_000, "2028-02-16"],
    ]);
    expect(shown?.depositPayer).toBe("Asha's parents");
    expect(await getBooking("vendor", caterer.user.id, accepted.bookingId)).not.toBeNull();

    expect(await confirmBooking(couple.user, accepted.bookingId)).toBe(false);
    expect(await confirmBooking(caterer.user, accepted.bookingId)).toBe(true);
    const deposit = shown?.payments[0];
    expect(
      await recordPayment(
        caterer.user,
        "vendor",
        accepted.bookingId,
        deposit?.id ?? 0,
        "2026-11-01",
      ),
    ).toBe(true);
    const paid = await getBooking("couple", couple.user.id, accepted.bookingId);
    expect(paid?.paidPence).toBe(100_000);
    expect(paid?.duePence).toBe(1_106_000);

    const days = () =>
      db
        .select({ day: vendorDay.day, booked: vendorDay.booked, full: vendorDay.full })
        .from(vendorDay)
        .where(eq(vendorDay.vendorId, caterer.vendorId))
        .orderBy(vendorDay.day);
    expect(await days()).toEqual([
      { day: "2028-03-01", booked: 1, full: true },
      { day: "2028-03-03", booked: 1, full: true },
    ]);
    expect(
      await cancelBooking(couplePlan(couple), "couple", accepted.bookingId, "Venue moved the date"),
    ).toBe(true);
    expect(await days()).toEqual([
      { day: "2028-03-01", booked: 0, full: false },
      { day: "2028-03-03", booked: 0, full: false },
    ]);
    const [cancelled] = await db.select().from(booking).where(eq(booking.id, accepted.bookingId));
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledBy: "couple",
      cancelReason: "Venue moved the date",
    });
    // The record of what was booked stays.
    expect(
      await db.select().from(bookingDay).where(eq(bookingDay.bookingId, accepted.bookingId)),
    ).toHaveLength(2);
    expect(await cancelBooking(caterer.user, "vendor", accepted.bookingId, "Again please")).toBe(
      false,
    );
  });

  it("keeps a booking whose last day has passed: neither side can cancel it", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2028-04-01", "2028-04-03"],
    });
    const sent = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    if (!sent.ok) throw new Error("not sent");
    const accepted = await acceptQuote(couplePlan(couple), sent.quoteId, {});
    if (!accepted.ok) throw new Error(`refused: ${accepted.reason}`);
    expect(await confirmBooking(caterer.user, accepted.bookingId)).toBe(true);
    // The wedding was yesterday (the arrange step moves the booked day into the past).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await db.update(booking).set({ lastDay: yesterday }).where(eq(booking.id, accepted.bookingId));
    expect(await cancelBooking(couplePlan(couple), "couple", accepted.bookingId, "No")).toBe(false);
    expect(await cancelBooking(caterer.user, "vendor", accepted.bookingId, "No")).toBe(false);
    const [kept] = await db.select().from(booking).where(eq(booking.id, accepted.bookingId));
    expect(kept).toMatchObject({ status: "confirmed", cancelReason: null });
    // Its day stays taken in the vendor's calendar.
    const [day] = await db
      .select({ booked: vendorDay.booked })
      .from(vendorDay)
      .where(and(eq(vendorDay.vendorId, caterer.vendorId), eq(vendorDay.day, "2028-04-01")));
    expect(day.booked).toBe(1);
    // On its last day itself it can still be cancelled (a storm, an illness).
    await db
      .update(booking)
      .set({ lastDay: todayInLondon() })
      .where(eq(booking.id, accepted.bookingId));
    expect(await cancelBooking(caterer.user, "vendor", accepted.bookingId, "Flooded")).toBe(true);
  });

  it("books a ceremony and a reception on one day as two events in one place", async () => {
    const day = "2031-05-05";
    const { caterer, enquiryId, couple } = await coupleAndThread({ dates: [day, day] });
    const sent = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    if (!sent.ok) throw new Error("not sent");
    const accepted = await acceptQuote(couplePlan(couple), sent.quoteId, {});
    if (!accepted.ok) throw new Error(`refused: ${accepted.reason}`);
    expect(await confirmBooking(caterer.user, accepted.bookingId)).toBe(true);
    const shown = await getBooking("couple", couple.user.id, accepted.bookingId);
    expect(shown?.days.map((d) => [d.day, d.name])).toEqual([
      [day, "Mehndi"],
      [day, "Reception"],
    ]);
    // One place on the vendor's day, both events on its calendar as one booking.
    const [held] = await db
      .select({ booked: vendorDay.booked })
      .from(vendorDay)
      .where(and(eq(vendorDay.vendorId, caterer.vendorId), eq(vendorDay.day, day)));
    expect(held.booked).toBe(1);
    const month = await monthOfCalendar(caterer.vendorId, "2031-05");
    expect(month[day].bookings).toEqual([
      expect.objectContaining({ bookingId: accepted.bookingId, event: "Mehndi and Reception" }),
    ]);
    // Each event's card says who is booked for it.
    const plans = await eventPlans(couple.user.id);
    expect(plans.map((event) => event.booked.map((vendor) => vendor.id))).toEqual([
      [caterer.vendorId],
      [caterer.vendorId],
    ]);
    // Cancelling frees the one place.
    await cancelBooking(couplePlan(couple), "couple", accepted.bookingId, "Changed our plans");
    const [freed] = await db
      .select({ booked: vendorDay.booked })
      .from(vendorDay)
      .where(and(eq(vendorDay.vendorId, caterer.vendorId), eq(vendorDay.day, day)));
    expect(freed.booked).toBe(0);
  });

  it("lets one of two couples accepting the last place on a day at the same moment win", async () => {
    const day = "2029-05-05";
    const caterer = await makeBusiness({ listing: { categoryId: "catering" } });
    const couples = await Promise.all(
      [0, 1].map(() =>
        makeCouple({
          events: [
            { type: "mehndi", eventDate: day },
            { type: "reception", eventDate: "2029-05-06" },
          ],
        }),
      ),
    );
    const quoteIds: number[] = [];
    for (const couple of couples) {
      const enquiryId = await threadFor(couple, caterer.vendorId, [day, "2029-05-06"]);
      const sent = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
      if (!sent.ok) throw new Error("not sent");
      quoteIds.push(sent.quoteId);
    }
    const results = await Promise.all(
      couples.map((couple, i) => acceptQuote(couplePlan(couple), quoteIds[i], {})),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: "full", day });
    const [row] = await db
      .select()
      .from(vendorDay)
      .where(and(eq(vendorDay.vendorId, caterer.vendorId), eq(vendorDay.day, day)));
    expect(row.booked).toBe(1);
    // The loser's quote is still open, and nothing of a booking was written for it.
    const loser = quoteIds[results.findIndex((result) => !result.ok)];
    expect((await db.select().from(quote).where(eq(quote.id, loser)))[0].status).toBe("sent");
    expect(await db.select().from(booking).where(eq(booking.quoteId, loser))).toEqual([]);
  });

  // Two connections at once: only the PostgreSQL server has them (PGlite has one).
  it.runIf(getDbHandle().kind === "postgres")(
    "a revised quote sent while the couple accepts the open one leaves the accepted one be",
    async () => {
      const { caterer, enquiryId } = await coupleAndThread();
      const first = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
      if (!first.ok) throw new Error("not sent");
      // The couple's acceptance holds the quote's row, as acceptQuote's lock does, and is
      // about to commit when the vendor's revision reads the versions and waits on that row.
      let commit!: () => void;
      let locked!: () => void;
      const held = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const accepting = db.transaction(async (tx) => {
        await tx.update(quote).set({ status: "accepted" }).where(eq(quote.id, first.quoteId));
        locked();
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
      });
      await held;
      const revising = sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
      await expect.poll(waitingOnALock, { timeout: 20_000 }).toBeGreaterThan(0);
      commit();
      await accepting;
      expect(await revising).toEqual({ ok: false, reason: "accepted" });
      const rows = await db.select().from(quote).where(eq(quote.enquiryId, enquiryId));
      expect(rows.map((row) => [row.version, row.status])).toEqual([[1, "accepted"]]);
    },
  );

  it("takes two events a day when the business can, and a third is refused", async () => {
    const day = "2029-07-07";
    const caterer = await makeBusiness({ listing: { categoryId: "catering" } });
    await db.update(vendor).set({ eventsPerDay: 2 }).where(eq(vendor.id, caterer.vendorId));
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const couple = await makeCouple({
        events: [
          { type: "mehndi", eventDate: day },
          { type: "reception", eventDate: "2029-07-08" },
        ],
      });
      const enquiryId = await threadFor(couple, caterer.vendorId, [day, "2029-07-08"]);
      const sent = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
      if (!sent.ok) throw new Error("not sent");
      outcomes.push(await acceptQuote(couplePlan(couple), sent.quoteId, {}));
    }
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, false]);
    const payments = await db.select().from(payment);
    expect(payments.every((row) => Number.isInteger(row.amountPence))).toBe(true);
  });

  it("holds every day asked about when a line is for the whole wedding, beside a line for one event", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2032-03-01", "2032-03-03"],
    });
    // The Mehndi's line is for the whole wedding; the Reception's stays the Reception's.
    const sent = await sendQuote(
      caterer.user,
      enquiryId,
      await quoteFor(enquiryId, { event_0: "" }),
    );
    if (!sent.ok) throw new Error("not sent");
    const accepted = await acceptQuote(couplePlan(couple), sent.quoteId, {});
    if (!accepted.ok) throw new Error(accepted.reason);
    const shown = await getBooking("couple", couple.user.id, accepted.bookingId);
    expect(shown?.days.map((d) => d.day)).toEqual(["2032-03-01", "2032-03-03"]);
    const held = await db
      .select({ day: vendorDay.day })
      .from(vendorDay)
      .where(eq(vendorDay.vendorId, caterer.vendorId));
    expect(held.map((row) => row.day).sort()).toEqual(["2032-03-01", "2032-03-03"]);
  });

  it("books only the events asked about when a whole-wedding quote was sent, not one added after", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2032-03-10", "2032-03-12"],
    });
    const [mehndi, reception] = couple.eventIds;
    const sent = await sendQuote(
      caterer.user,
      enquiryId,
      await quoteFor(enquiryId, { event_0: "" }),
    );
    if (!sent.ok) throw new Error("not sent");
    const sangeet = await createEvent(
      couple.user.id,
      eventInput({ type: "sangeet", eventDate: "2032-03-14" }),
    );
    if (!sangeet.ok) throw new Error("no event");
    // The couple asks again through "Contact Business", adding the Sangeet; the rest as asked.
    const again = await makeEnquiry({
      couple: couple.user,
      vendorId: caterer.vendorId,
      fields: {
        events: "Mehndi,Reception,Sangeet",
        [`eventName_${mehndi}`]: "Mehndi",
        [`eventDate_${mehndi}`]: "2032-03-10",
        [`guests_${mehndi}`]: "120",
        [`postcode_${mehndi}`]: "le4 5as",
        [`eventName_${reception}`]: "Reception",
        [`eventDate_${reception}`]: "2032-03-12",
        [`guests_${reception}`]: "300",
        [`eventName_${sangeet.id}`]: "Sangeet",
        [`eventDate_${sangeet.id}`]: "2032-03-14",
        [`guests_${sangeet.id}`]: "80",
      },
    });
    expect(again).toBe(enquiryId);
    const accepted = await acceptQuote(couplePlan(couple), sent.quoteId, {});
    if (!accepted.ok) throw new Error(accepted.reason);
    const shown = await getBooking("couple", couple.user.id, accepted.bookingId);
    expect(shown?.days.map((d) => d.day)).toEqual(["2032-03-10", "2032-03-12"]);
  });

  it("refuses a quote made for details the couple changed since, until the vendor revises it", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2032-05-10", "2032-05-12"],
    });
    const [mehndi, reception] = couple.eventIds;
    const first = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    if (!first.ok) throw new Error("not sent");
    // The couple moves the Mehndi and has more guests, and says so through "Contact Business".
    await makeEnquiry({
      couple: couple.user,
      vendorId: caterer.vendorId,
      fields: {
        events: "Mehndi,Reception",
        [`eventName_${mehndi}`]: "Mehndi",
        [`eventDate_${mehndi}`]: "2032-05-20",
        [`guests_${mehndi}`]: "200",
        [`eventName_${reception}`]: "Reception",
        [`eventDate_${reception}`]: "2032-05-12",
        [`guests_${reception}`]: "300",
      },
    });
    const asked = await enquiryEvents([enquiryId]);
    expect(asked.map((event) => [event.name, event.eventDate, event.guestCount])).toEqual([
      ["Reception", "2032-05-12", 300],
      ["Mehndi", "2032-05-20", 200],
    ]);
    expect(await acceptQuote(couplePlan(couple), first.quoteId, {})).toEqual({
      ok: false,
      reason: "changed",
    });
    expect(await db.select().from(booking).where(eq(booking.quoteId, first.quoteId))).toEqual([]);
    // The vendor revises for the new details: that one can be accepted, on the new day.
    const revised = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
    if (!revised.ok) throw new Error("not sent");
    const accepted = await acceptQuote(couplePlan(couple), revised.quoteId, {});
    if (!accepted.ok) throw new Error(accepted.reason);
    const shown = await getBooking("couple", couple.user.id, accepted.bookingId);
    expect(shown?.days.map((d) => d.day)).toEqual(["2032-05-12", "2032-05-20"]);
  });

  it("books a quote of £0 (a free consultation) with nothing owed", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2032-04-01", "2032-04-03"],
    });
    const free = await quoteFor(enquiryId, {
      unit_0: "0",
      unit_1: "0",
      deposit: "",
      depositDueOn: "",
    });
    expect(free.totalPence).toBe(0);
    const sent = await sendQuote(caterer.user, enquiryId, free);
    if (!sent.ok) throw new Error("not sent");
    const accepted = await acceptQuote(couplePlan(couple), sent.quoteId, {});
    if (!accepted.ok) throw new Error(accepted.reason);
    const shown = await getBooking("couple", couple.user.id, accepted.bookingId);
    expect(shown?.days.map((d) => d.day)).toEqual(["2032-04-01", "2032-04-03"]);
    expect(shown?.payments).toEqual([]);
  });

  it("keeps an old single-date enquiry working", async () => {
    const couple = await makeCouple();
    const caterer = await makeBusiness({ listing: { categoryId: "catering" } });
    const enquiryId = await makeEnquiry({
      couple: couple.user,
      vendorId: caterer.vendorId,
      fields: enquiryFields({ eventDate: "2030-01-02" }),
    });
    expect(await enquiryEvents([enquiryId])).toEqual([]);
    const input = quoteSchema.parse({
      vatMode: "added",
      item_0: "Buffet",
      quantity_0: "100",
      unit_0: "20",
      vat_0: "0",
      validUntil: "2099-01-01",
    });
    const sent = await sendQuote(caterer.user, enquiryId, input);
    if (!sent.ok) throw new Error("not sent");
    const accepted = await acceptQuote(couplePlan(couple), sent.quoteId, {});
    if (!accepted.ok) throw new Error(accepted.reason);
    const shown = await getBooking("couple", couple.user.id, accepted.bookingId);
    expect(shown?.days.map((d) => d.day)).toEqual(["2030-01-02"]);
    expect(shown?.payments.map((p) => p.amountPence)).toEqual([200_000]);
  });
});

/** Statements of this database now waiting for another transaction's row lock. */
async function waitingOnALock() {
  const [row] = await queryRows<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return row?.n ?? 0;
}
