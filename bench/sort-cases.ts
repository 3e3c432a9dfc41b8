import { listVendors } from "~/features/vendors/vendor-list.server";
import { lookupPostcode } from "~/lib/postcodes.server";

/**
 * Issue 15's sort control: every order on /vendors, a category page, a search and a radius,
 * each under 30 ms p95 at 100,000 vendors on PostgreSQL (`npm run bench:queries`).
 */
const near = lookupPostcode("LE4 5LN");

export const SORT_CASES: { name: string; run: () => Promise<unknown> }[] = [
  ...(["reviews", "newest"] as const).flatMap((sort) => [
    { name: `list by ${sort}`, run: () => listVendors({ sort }) },
    {
      name: `category catering by ${sort}, page 20`,
      run: () => listVendors({ categoryId: "catering", sort, page: 20 }),
    },
  ]),
  ...(["rating", "reviews", "newest"] as const).flatMap((sort) => [
    {
      name: `search 'photographer leicester' by ${sort}`,
      run: () => listVendors({ q: "photographer leicester", sort }),
    },
    {
      name: `radius LE4 5LN 25 mi by ${sort}`,
      run: () => listVendors({ near, radiusMiles: 25, sort }),
    },
  ]),
  {
    name: "radius LE4 5LN 50 mi by rating",
    run: () => listVendors({ near, radiusMiles: 50, sort: "rating" }),
  },
  {
    name: "search 'mehndi' within 25 mi by best match",
    run: () => listVendors({ q: "mehndi", near, radiusMiles: 25, sort: "relevance" }),
  },
];
