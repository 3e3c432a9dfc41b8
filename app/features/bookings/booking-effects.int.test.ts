/** What a booking changes elsewhere: event cards, reviews, the guest page's venue. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { user, vendor } from "~/db/schema";
import { booking, quote } from "~/db/schema-bookings";
import { weddingEvent } from "~/db/schema-events";
import { review } from "~/db/schema-reviews";
import { eventPlans } from "~/features/events/plan.server";
import { bookedVenueOf } from "~/features/guests/guest-venue.server";
import { forgetAccount } from "~/features/profile/erase-account.server";
import { exportMyData } from "~/features/profile/my-data.server";
import { reviewSchema } from "~/features/reviews/review.schema";
import { reviewOpensMessage, saveReview } from "~/features/reviews/reviews.server";
import { makeCouple, makeEnquiry, reviewFields } from "../../../tests/factories";
import { acceptThread, coupleAndThread, couplePlan } from "../../../tests/support/bookings";
import { cancelBooking, confirmBooking } from "./bookings.server";

describe("what a booking changes elsewhere", () => {
  it("shows 'Booked' on the event, leaves the category out of 'still missing', and orders reviews after the event", async () => {
    // Events already past (a couple enquiring late); the quote is still open.
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2026-01-10", "2026-01-12"],
    });
    const [mehndi] = couple.eventIds;
    await db
      .update(weddingEvent)
      .set({ needs: ["catering", "decor"] })
      .where(eq(weddingEvent.id, mehndi));
    const accepted = await acceptThread({ couple, caterer, enquiryId });
    await confirmBooking(caterer.user, accepted.bookingId);
    const [plan] = await eventPlans(couple.user.id);
    expect(plan.booked.map((vendor) => vendor.id)).toEqual([caterer.vendorId]);
    expect(plan.missing.map((missing) => missing.categoryId)).toEqual(["decor"]);

    const written = await saveReview(
      couple.user,
      caterer.vendorId,
      reviewSchema.parse(reviewFields()),
    );
    expect(written).toEqual({ ok: true, created: true });
    const [mine] = await db
      .select()
      .from(review)
      .where(and(eq(review.coupleId, couple.user.id), eq(review.vendorId, caterer.vendorId)));
    expect(mine.bookingId).toBe(accepted.bookingId);

    // The couple's download holds the thread's events, quote and booking with its payments.
    const download = await exportMyData(couple.user);
    const thread = download.enquiries.find((row) => row.id === enquiryId);
    expect(thread?.events.map((event) => event.name)).toEqual(["Mehndi", "Reception"]);
    expect(thread?.quotes).toMatchObject([
      { version: 1, status: "accepted", totalPence: 1_206_000 },
    ]);
    expect(thread?.bookings).toMatchObject([{ status: "confirmed", amountPence: 1_206_000 }]);
  });

  it("refuses a review of a booked vendor before the last booked event, with a clear reason", async () => {
    const { caterer, enquiryId, couple } = await coupleAndThread({
      dates: ["2030-09-01", "2030-09-03"],
    });
    await acceptThread({ couple, caterer, enquiryId });
    const input = reviewSchema.parse(reviewFields());
    expect(await saveReview(couple.user, caterer.vendorId, input)).toEqual({
      ok: false,
      reason: "before-event",
      lastDay: "2030-09-03",
    });
    // Said as the first day a review opens, the day after the last event.
    expect(reviewOpensMessage("2030-09-03")).toBe(
      "You booked this vendor through Saath, so you can review them once your last booked event has passed: from 4 September 2030.",
    );
    // A couple who only had an answer keeps the "Verified enquiry" review.
    const other = await makeCouple();
    const otherThread = await makeEnquiry({
      couple: other.user,
      vendorId: caterer.vendorId,
      answeredBy: caterer.user,
    });
    expect(otherThread).toBeGreaterThan(0);
    expect(await saveReview(other.user, caterer.vendorId, input)).toEqual({
      ok: true,
      created: true,
    });
    const [theirs] = await db.select().from(review).where(eq(review.coupleId, other.user.id));
    expect(theirs.bookingId).toBeNull();
  });
});

describe("the venue an event is booked at", () => {
  it("is found for the guest page's capacity warning while the booking lives, and not after", async () => {
    const {
      couple,
      caterer: venue,
      enquiryId,
    } = await coupleAndThread({
      dates: ["2030-04-01", "2030-04-03"],
      venueFor: 250,
    });
    const [mehndi, reception] = couple.eventIds;
    expect(await bookedVenueOf(reception)).toBeNull();
    const accepted = await acceptThread({ couple, caterer: venue, enquiryId });
    const [listing] = await db
      .select({ name: vendor.name })
      .from(vendor)
      .where(eq(vendor.id, venue.vendorId));
    expect(await bookedVenueOf(mehndi)).toEqual({ name: listing.name, capacity: 250 });
    expect(await bookedVenueOf(reception)).toEqual({ name: listing.name, capacity: 250 });
    await cancelBooking(couplePlan(couple), "couple", accepted.bookingId, "Found a bigger hall");
    expect(await bookedVenueOf(reception)).toBeNull();
  });
});

describe("a couple who leaves Saath", () => {
  it("leaves the vendor its quote and booking, without who was paying the deposit", async () => {
    const { couple, caterer, enquiryId } = await coupleAndThread({
      dates: ["2031-05-01", "2031-05-03"],
    });
    const accepted = await acceptThread(
      { couple, caterer, enquiryId },
      {
        depositPayer: "Asha's parents",
        depositPayOn: "2030-12-01",
      },
    );
    const payers = async () => ({
      quote: (await db.select().from(quote).where(eq(quote.id, accepted.quoteId)))[0]?.depositPayer,
      booking: (await db.select().from(booking).where(eq(booking.id, accepted.bookingId)))[0]
        ?.depositPayer,
    });
    expect(await payers()).toEqual({ quote: "Asha's parents", booking: "Asha's parents" });

    // As erasing the account does: the user row goes, then what is left of it.
    await db.delete(user).where(eq(user.id, couple.user.id));
    await forgetAccount(couple.user, null, "user.erase");
    expect(await payers()).toEqual({ quote: null, booking: null });
    const [kept] = await db.select().from(booking).where(eq(booking.id, accepted.bookingId));
    expect(kept.amountPence).toBe(1_206_000);
  });
});
