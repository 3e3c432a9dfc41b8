import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { guestImport } from "~/db/schema-weddings";

/**
 * The writer of `guest_import`, each import's report (a row per line of the file and what
 * became of it): kept by the import's save, and forgetting the names of a household removed
 * from the list (`deleteHousehold`), since nothing of a removed household is kept.
 */

export type ImportOutcome = (typeof guestImport.$inferInsert)["outcomes"][number];

/** What a removed person's line says instead of their name. */
export const REMOVED_NAME = "A removed guest";

export async function keepImportReport(
  tx: Tx,
  report: { weddingId: number; fileName: string; byUserId: string; outcomes: ImportOutcome[] },
) {
  const [saved] = await tx.insert(guestImport).values(report).returning({ id: guestImport.id });
  return saved.id;
}

/** Every report line of the wedding naming one of `names` says `REMOVED_NAME` instead. */
export async function forgetNamesInImportReports(
  tx: Tx,
  weddingId: number,
  names: readonly string[],
) {
  if (names.length === 0) return;
  const named = (line: SQL) =>
    sql`${line}->>'name' in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`;
  await tx
    .update(guestImport)
    .set({
      outcomes: sql`(select jsonb_agg(case when ${named(sql`line`)}
          then jsonb_set(line, '{name}', to_jsonb(${REMOVED_NAME}::text)) else line end order by n)
        from jsonb_array_elements(${guestImport.outcomes}) with ordinality as lines(line, n))`,
    })
    .where(
      and(
        eq(guestImport.weddingId, weddingId),
        sql`exists (select 1 from jsonb_array_elements(${guestImport.outcomes}) as lines(line)
          where ${named(sql`line`)})`,
      ),
    );
}
