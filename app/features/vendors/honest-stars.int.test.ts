/**
 * Decision 041: no star comes from the business itself. A rating typed on the add-business form,
 * the admin form or made up by the bulk upload is stored but never shown, filtered or sorted on;
 * the stars are Saath's reviews, else Google's own rating, else none ("New on Saath").
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { review } from "~/db/schema-reviews";
import { getVendorPage } from "~/features/vendors/vendors.server";
import {
  makeBusiness,
  makeEnquiry,
  makeListing,
  makeReview,
  makeUser,
  removeListing,
  unique,
} from "../../../tests/factories";
import { vendorColumns } from "../../../tests/support/vendors";
import { listVendors } from "./vendor-list.server";
import { setVendorReviewAggregate, updateVendor } from "./vendor-write.server";

const ids: number[] = [];
let typed: number;
let google: number;
let reviewed: number;
let adminId: string;
const category = "cake-desserts";

beforeAll(async () => {
  // The business typed five stars for itself.
  typed = await makeListing({ name: unique("Typed Five"), categoryId: category, rating: 5 });
  // Imported from Google at 3.2 from 80 ratings, with a typed 5 beside it.
  google = await makeListing({
    name: unique("Google Three"),
    categoryId: category,
    rating: 5,
    reviewCount: 900,
    source: "google",
    googleRating: 3.2,
    googleReviewCount: 80,
  });
  // Typed 5, but its one Saath review gives it 2 stars.
  const business = await makeBusiness({
    listing: { name: unique("Reviewed Two"), categoryId: category, rating: 5, reviewCount: 500 },
  });
  reviewed = business.vendorId;
  const couple = await makeUser({ role: "user" });
  const admin = await makeUser({ role: "admin" });
  adminId = admin.user.id;
  await makeEnquiry({
    couple: couple.user,
    vendorId: reviewed,
    answeredBy: business.user,
  });
  await makeReview({
    couple: couple.user,
    vendorId: reviewed,
    fields: { rating: "2" },
    publishedBy: admin.user,
  });
  ids.push(typed, google, reviewed);
});

afterAll(async () => {
  for (const id of ids) await removeListing(id);
});

const shownOf = (id: number) =>
  vendorColumns(id, { rating: vendor.shownRating, count: vendor.shownReviewCount });

describe("the stars couples see", () => {
  it("are Saath's reviews, else Google's rating, else none: never the typed rating", async () => {
    expect(await shownOf(typed)).toEqual({ rating: null, count: 0 });
    expect(await shownOf(google)).toEqual({ rating: 3.2, count: 80 });
    expect(await shownOf(reviewed)).toEqual({ rating: 2, count: 1 });
    const page = await getVendorPage(typed);
    expect(page).toMatchObject({ shownRating: null, shownReviewCount: 0, saathReviewCount: 0 });
    expect(page).not.toHaveProperty("rating");
  });

  it("an admin's edit of the rating changes what is stored, not the stars", async () => {
    const edited = await updateVendor({ id: adminId }, google, {
      name: unique("Google Three Edited"),
      categoryId: category,
      location: "Leicester",
      rating: 4.9,
      reviewCount: 1000,
    });
    expect(edited).toBe(true);
    const [row] = await db.select().from(vendor).where(eq(vendor.id, google));
    expect(row).toMatchObject({ rating: 4.9, reviewCount: 1000 });
    expect(row.shownRating).toBe(3.2);
    expect(row.shownReviewCount).toBe(80);
  });

  it("the minimum-rating filter reads the shown stars", async () => {
    const at = async (minRating: number) =>
      (await listVendors({ categoryId: category, minRating, pageSize: 100 })).vendors.map(
        (v) => v.id,
      );
    const four = await at(4);
    expect(four).not.toContain(typed);
    expect(four).not.toContain(google);
    expect(four).not.toContain(reviewed);
    expect(await at(3)).toContain(google);
    expect(await at(3)).not.toContain(reviewed);
  });

  it("keeps the stars as they are shown: an average of 4.45 is 4.5, and in '4.5+'", async () => {
    const id = await makeListing({ name: unique("Four Point Five"), categoryId: category });
    ids.push(id);
    // Eleven published reviews, five of 5 stars and six of 4: 49 / 11 = 4.4545…
    const stars = [5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4];
    await db.insert(review).values(
      stars.map((rating) => ({
        vendorId: id,
        rating,
        quality: rating,
        value: rating,
        responsiveness: rating,
        professionalism: rating,
        title: "Lovely",
        body: "They were lovely on the day and kept to time.",
        event: "Mehndi",
        serviceMonth: "2026-05-01",
        status: "published" as const,
      })),
    );
    await setVendorReviewAggregate(db, id);
    expect(await shownOf(id)).toEqual({ rating: 4.5, count: 11 });
    const listed = await listVendors({ categoryId: category, minRating: 4.5, pageSize: 100 });
    expect(listed.vendors.map((v) => v.id)).toContain(id);
  });

  it("'Highest rated' and 'Most reviewed' put them by their shown stars, unrated last", async () => {
    const { vendors } = await listVendors({ categoryId: category, sort: "rating", pageSize: 100 });
    const order = vendors.map((v) => v.id);
    const rated = vendors.filter((v) => v.shownRating !== null);
    expect(rated.length).toBeGreaterThan(0);
    // Every listing with stars comes before any without, so a typed 5 never leads the list.
    expect(order.indexOf(typed)).toBeGreaterThanOrEqual(rated.length);
    expect(order.indexOf(reviewed)).toBe(rated.length - 1);
    const byReviews = await listVendors({ categoryId: category, sort: "reviews", pageSize: 100 });
    const counts = byReviews.vendors.map((v) => v.shownReviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byReviews.vendors[0].id).not.toBe(reviewed);
  });

  it("a radius list sorted by rating reads them too", async () => {
    const near = { lat: 52.6369, lng: -1.1398 };
    const { vendors } = await listVendors({
      categoryId: category,
      near,
      radiusMiles: 30,
      sort: "rating",
      minRating: 3,
      pageSize: 100,
    });
    const found = vendors.map((v) => v.id);
    expect(found).toContain(google);
    expect(found).not.toContain(typed);
  });
});
