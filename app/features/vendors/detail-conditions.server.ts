import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { vendor } from "~/db/schema";
import { traditionBits } from "./traditions";
import type { WhatWasAsked } from "./why-it-matches";

const jsonList = (values: string[]) => JSON.stringify(values);

/**
 * How the traditions lists are tested: `index`, as containment (`@>`) that each list's GIN
 * index answers; or `mask`, as integer arithmetic on `vendor.traditions`, the three lists as one
 * bit mask (decision 049). A radius uses `mask`: `vendor_geo_details_idx` holds the mask, so
 * PostgreSQL tests each vendor in the circle on that index alone, instead of first reading every
 * vendor of a common language (a third of a million-row catalogue) from its GIN index, and
 * tests four bytes a vendor instead of parsing three JSON lists (decisions 048 and 049).
 */
export type ListTest = "index" | "mask";

/**
 * The traditions and budget filters. "Speaks any of" the languages; "serves all of" the
 * ceremonies and dietary options. With `index`, each list's GIN index answers containment
 * (`@>`): "any of" is one containment per language, OR-ed (a bitmap OR of index scans), and
 * "all of" one containment of the whole list. With `mask`, "any of" shares a bit with the
 * languages' bits and "all of" holds every one of the other lists' bits.
 */
export function detailConditions(query: WhatWasAsked, test: ListTest = "index"): SQL[] {
  const conditions: SQL[] = [];
  const languages = query.languages ?? [];
  const faiths = query.faiths ?? [];
  const dietary = query.dietary ?? [];
  if (test === "mask") {
    const any = traditionBits("languages", languages);
    const all = traditionBits("faiths", faiths) | traditionBits("dietary", dietary);
    if (any) conditions.push(sql`(${vendor.traditions} & ${any}) <> 0`);
    if (all) conditions.push(sql`(${vendor.traditions} & ${all}) = ${all}`);
  } else {
    const contains = (list: SQLWrapper, values: string[]) =>
      sql`${list} @> ${jsonList(values)}::jsonb`;
    if (languages.length > 0) {
      const any = languages.map((language) => contains(vendor.languages, [language]));
      conditions.push(sql`(${sql.join(any, sql` or `)})`);
    }
    if (faiths.length) conditions.push(contains(vendor.faiths, faiths));
    if (dietary.length) conditions.push(contains(vendor.dietary, dietary));
  }
  if (query.budget) conditions.push(sql`${vendor.priceFrom} <= ${query.budget}`);
  if (query.guests) {
    conditions.push(
      sql`${vendor.capacityMax} >= ${query.guests}`,
      sql`coalesce(${vendor.capacityMin}, 0) <= ${query.guests}`,
    );
  }
  return conditions;
}
