import { type Database, getDbHandle } from "./client.server";

/**
 * A read that signed-in pages run on every request, built once per open database instead of on
 * every call: Drizzle writes its SQL once, and on PostgreSQL it runs as a named prepared
 * statement, parsed and planned once per connection (decision 045). The query names its values
 * with `sql.placeholder(…)` and is run with `.execute({ … })`:
 *
 *   const ofUser = preparedRead((db) =>
 *     db.select(…).from(…).where(eq(table.userId, sql.placeholder("userId"))).prepare("name"));
 *   const rows = await ofUser().execute({ userId });
 *
 * The name must be unique in the app. Reads in a transaction keep their own builder.
 */
export function preparedRead<T>(build: (db: Database) => T): () => T {
  const built = new WeakMap<Database, T>();
  return () => {
    const database = getDbHandle().db;
    let query = built.get(database);
    if (!query) {
      query = build(database);
      built.set(database, query);
    }
    return query;
  };
}
