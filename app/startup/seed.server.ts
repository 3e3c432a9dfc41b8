import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { category } from "~/db/schema";
import { CATEGORIES } from "~/features/vendors/categories";
import { CATEGORY_DESCRIPTIONS } from "~/features/vendors/category-descriptions";
import { seedVendors } from "~/features/vendors/vendor-import.server";
import { placeTownOnlyVendors } from "~/features/vendors/vendor-write.server";
import { seedDemoAccounts } from "./demo-accounts.server";
import { seedDemoReviews } from "./demo-reviews.server";
import { buildDemoVendors } from "./demo-vendors";

/** Categories are reference data: always present, kept in step with the code. */
export async function seedCategories(db: Database) {
  await db
    .insert(category)
    .values(
      CATEGORIES.map((c, index) => ({
        ...c,
        description: CATEGORY_DESCRIPTIONS[c.id],
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: category.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

/** Demo vendors have fixed ids, so re-running the seed never duplicates them. */
export async function seedDemoVendors(db: Database) {
  await seedVendors(db, buildDemoVendors());
}

/** Idempotent: safe on every start. */
export async function seedDatabase(db: Database, options: { demo: boolean }) {
  await seedCategories(db);
  await placeTownOnlyVendors(db);
  if (options.demo) {
    await seedDemoVendors(db);
    await seedDemoAccounts(db);
    await seedDemoReviews(db);
  }
}
