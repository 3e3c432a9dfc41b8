import { type Column, getTableName, type SQL, sql } from "drizzle-orm";

/**
 * `"table"."column"`, always. Drizzle writes bare column names in the select list of a query on
 * one table, so a correlated subquery there would read `"id"` as its own table's column.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
