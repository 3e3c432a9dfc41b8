import { and, asc, eq, sql } from "drizzle-orm";
import { preparedRead } from "~/db/prepared.server";
import { category, shortlist, vendor } from "~/db/schema";
import { type CardData, cardData } from "~/features/directory/card-data.server";
import { categoryName } from "~/features/vendors/categories";
import { approved, cardColumns } from "~/features/vendors/vendors.server";

export interface ShortlistGroup {
  categoryId: string;
  /** The category's display name, or its raw key when it is not one we know. */
  name: string;
  venueStyle: boolean;
  vendors: CardData[];
}

// Every dashboard a couple opens: a prepared statement (decision 045).
const shortlistRead = preparedRead((database) =>
  database
    .select({ ...cardColumns, distanceMiles: sql<number | null>`null` })
    .from(shortlist)
    .innerJoin(vendor, and(eq(vendor.id, shortlist.vendorId), approved))
    .leftJoin(category, eq(category.id, vendor.categoryId))
    .where(eq(shortlist.userId, sql.placeholder("userId")))
    .orderBy(
      sql`${category.sortOrder} asc nulls last`,
      asc(vendor.categoryId),
      asc(shortlist.createdAt),
      asc(vendor.id),
    )
    .prepare("dashboard_shortlist"),
);

/**
 * A user's shortlist as the dashboard shows it: approved vendors only (a vendor rejected or
 * deleted after being shortlisted drops out silently), grouped by category in the
 * directory's display order, vendors in the order they were added.
 */
export async function getShortlist(
  userId: string,
): Promise<{ groups: ShortlistGroup[]; total: number }> {
  const rows = await shortlistRead().execute({ userId });

  const groups: ShortlistGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (!group || group.categoryId !== row.categoryId) {
      group = {
        categoryId: row.categoryId,
        name: categoryName(row.categoryId) || row.categoryId,
        // The dashboard's tabs use the venue layout for venues only (product spec, Dashboard);
        // category pages also show menswear that way (`isVenueStyle`).
        venueStyle: row.categoryId === "venues",
        vendors: [],
      };
      groups.push(group);
    }
    group.vendors.push(cardData({ ...row, distanceMiles: null }, group.venueStyle));
  }
  return { groups, total: rows.length };
}
