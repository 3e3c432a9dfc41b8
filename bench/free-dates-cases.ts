import { fullDaysOf } from "~/features/directory/event-dates.server";
import { listVendors } from "~/features/vendors/vendor-list.server";
import { lookupPostcode } from "~/lib/postcodes.server";

/**
 * "Free on my event dates" (issue 30) with the directory's other filters: each must answer
 * under 30 ms p95 at 100,000 vendors and 1,000,000 booked days on PostgreSQL. The dates are
 * busy Saturdays of the generated bookings (bench/free-dates-run.ts).
 */
const near = lookupPostcode("LE4 5LN");
const mehndi = "2027-08-12";
const reception = "2027-08-14";
const more = ["2027-08-10", "2027-08-13"];

export const FREE_DATES_CASES: { name: string; run: () => Promise<unknown> }[] = [
  {
    name: "caterers free on 2 dates, all UK",
    run: () => listVendors({ categoryId: "catering", freeOn: [mehndi, reception] }),
  },
  {
    name: "any vendor free on 4 dates, all UK",
    run: () => listVendors({ freeOn: [mehndi, reception, ...more] }),
  },
  {
    name: "caterers free on 2 dates within 25 mi of LE4 5LN, 4+",
    run: () =>
      listVendors({
        categoryId: "catering",
        freeOn: [mehndi, reception],
        near,
        radiusMiles: 25,
        minRating: 4,
      }),
  },
  {
    name: "halal caterers free on 2 dates within 10 mi, nearest first",
    run: () =>
      listVendors({
        categoryId: "catering",
        dietary: ["Halal"],
        freeOn: [mehndi, reception],
        near,
        radiusMiles: 10,
      }),
  },
  {
    name: "search 'photographer' free on 1 date",
    run: () => listVendors({ q: "photographer", freeOn: [reception] }),
  },
  {
    name: "free on 2 dates, page 20",
    run: () => listVendors({ freeOn: [mehndi, reception], page: 20 }),
  },
  {
    name: "cards: free or booked on 4 dates, 24 vendors",
    run: () =>
      fullDaysOf(
        Array.from({ length: 24 }, (_, i) => 1 + i * 4001),
        [mehndi, reception, ...more],
      ),
  },
];
