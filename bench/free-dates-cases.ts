import { loadVendorList } from "~/features/directory/directory.server";
import { fullDaysOf } from "~/features/directory/event-dates.server";
import { parseDirectoryFilters } from "~/features/directory/filters";
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

/** A list page as its loader reads it: `?free=1` with the couple's dates, and each card's note. */
const page = (search: string, eventDates: string[], categoryId?: string) => () =>
  loadVendorList(parseDirectoryFilters(new URLSearchParams(search)), { categoryId, eventDates });

export const FREE_DATES_CASES: { name: string; run: () => Promise<unknown> }[] = [
  {
    name: "page: /category/catering?free=1, 2 dates (list, total, cards)",
    run: page("free=1", [mehndi, reception], "catering"),
  },
  {
    name: "page: /vendors?free=1, 4 dates (list, total, cards)",
    run: page("free=1", [mehndi, reception, ...more]),
  },
  {
    name: "page: /vendors?free=1&page=20, 2 dates",
    run: page("free=1&page=20", [mehndi, reception]),
  },
  {
    name: "caterers free on 2 dates, all UK (query alone, counted)",
    run: () => listVendors({ categoryId: "catering", freeOn: [mehndi, reception] }),
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
    name: "(same radius without the dates, for comparison)",
    run: () => listVendors({ categoryId: "catering", near, radiusMiles: 25, minRating: 4 }),
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
    name: "search 'photographer leicester' free on 2 dates",
    run: () => listVendors({ q: "photographer leicester", freeOn: [mehndi, reception] }),
  },
  {
    name: "(same search without the dates, for comparison)",
    run: () => listVendors({ q: "photographer leicester" }),
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
