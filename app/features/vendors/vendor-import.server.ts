import { sql } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { type ApprovalStatus, type VendorSource, vendor } from "~/db/schema";
import { audit } from "~/lib/audit.server";
import { categoryImage } from "./categories";
import { forgetDirectoryCache } from "./directory-cache.server";
import { type ExistingVendor, type ImportRow, importKey, planImport } from "./import-plan";
import type { ListingDetails } from "./listing-options";
import { type VendorFields, vendorColumns } from "./vendor-columns.server";
import type { VendorActor } from "./vendor-write.server";
import { listingColumns } from "./vendors.server";

/**
 * The vendor writer's bulk paths (part of the one writer of `vendor`, vendor-write.server.ts):
 * the CSV import, a chunk of rows per transaction planned by the pure `import-plan.ts`, and the
 * seed's demo listings.
 */

/**
 * Bulk upload, one chunk of rows (the CSV import calls this per few hundred rows): looks up the
 * listings the rows match, plans each row (`planImport`), then adds the new ones in one
 * multi-row insert and updates the matched ones in one statement, with one `vendor.bulk_upload`
 * audit row, in one transaction. Imports take turns (a transaction-scoped advisory lock), so two
 * at once cannot both add the same business; a later chunk sees what an earlier one added.
 */
export async function importVendorRows(actor: VendorActor, rows: ImportRow[]) {
  if (!rows.length) return [];
  const outcomes = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saath.vendor-import'))`);
    const keys = [...new Map(rows.map((r) => [importKey(r.name, r.categoryId), r])).values()];
    const found = await tx
      .select({ ...listingColumns, shortDescription: vendor.shortDescription })
      .from(vendor)
      // The chunk's names and categories as two arrays: one hashed semi-join, not a long OR.
      .where(
        sql`(lower(${vendor.name}), ${vendor.categoryId}) in (select * from unnest(${sql.param(keys.map((r) => r.name.toLowerCase()))}::text[], ${sql.param(keys.map((r) => r.categoryId))}::text[]))`,
      )
      .orderBy(vendor.id);
    const existing = new Map<string, ExistingVendor>();
    for (const row of found) {
      const key = importKey(row.name, row.categoryId);
      if (!existing.has(key)) existing.set(key, row);
    }
    const plan = planImport(rows, existing);
    if (plan.inserts.length) {
      await tx.insert(vendor).values(
        plan.inserts.map((fields) => ({
          ...vendorColumns(fields),
          image: categoryImage(fields.categoryId),
          rating: 4.5,
          reviewCount: 10 + Math.floor(Math.random() * 50),
          approvalStatus: "approved" as const,
          source: "database" as const,
          createdBy: actor.id,
        })),
      );
    }
    if (plan.updates.length) {
      const values = plan.updates.map(({ id, fields }) => {
        const c = vendorColumns(fields);
        return sql`(${id}::int, ${c.location}::text, ${c.address}::text, ${c.postcode}::text, ${c.lat}::float8, ${c.lng}::float8, ${c.locationArea}::text, ${c.phone}::text, ${c.email}::text, ${c.website}::text, ${c.searchText}::text)`;
      });
      await tx.execute(sql`update vendor set location = v.location, address = v.address,
        postcode = v.postcode, lat = v.lat, lng = v.lng, location_area = v.location_area,
        phone = v.phone, email = v.email, website = v.website, search_text = v.search_text,
        updated_at = now()
        from (values ${sql.join(values, sql`, `)})
          as v(id, location, address, postcode, lat, lng, location_area, phone, email, website, search_text)
        where vendor.id = v.id`);
    }
    const count = (outcome: string) => plan.outcomes.filter((o) => o.outcome === outcome).length;
    await audit(tx, actor, "vendor.bulk_upload", "vendor", "csv", {
      added: count("added"),
      updated: count("updated"),
      unchanged: count("skipped"),
      lines: `${rows[0]?.line}-${rows.at(-1)?.line}`,
    });
    return plan.outcomes;
  });
  forgetDirectoryCache();
  return outcomes;
}

/**
 * The seed's demo listings: fixed ids, so re-running it never duplicates them. A demo listing
 * nobody has touched since it was seeded (no owner, never edited) takes the seed's current
 * description, so an existing install gets the rewritten texts (issue 15); anything an owner or
 * an admin changed is left alone.
 */
export async function seedVendors(
  executor: Database,
  rows: Array<
    VendorFields &
      Partial<ListingDetails> & {
        id: number;
        createdAt: Date;
        rating: number;
        reviewCount: number;
        approvalStatus: ApprovalStatus;
        source: VendorSource;
        additionalImages?: string[];
      }
  >,
) {
  const values = rows.map((row) => ({
    ...row,
    ...vendorColumns(row),
    image: categoryImage(row.categoryId),
    updatedAt: row.createdAt,
  }));
  await executor
    .insert(vendor)
    .values(values)
    .onConflictDoUpdate({
      target: vendor.id,
      set: {
        shortDescription: sql`excluded.short_description`,
        searchText: sql`excluded.search_text`,
        updatedAt: sql`${vendor.updatedAt}`,
      },
      setWhere: sql`${vendor.ownerId} is null and ${vendor.updatedAt} = ${vendor.createdAt}
        and ${vendor.shortDescription} is distinct from excluded.short_description`,
    });
  // Explicit ids leave the serial sequence behind; move it past them.
  await executor.execute(
    sql`select setval(pg_get_serial_sequence('vendor', 'id'), greatest((select max(id) from vendor), 1))`,
  );
  forgetDirectoryCache();
}
