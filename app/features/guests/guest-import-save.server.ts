import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { guest, household } from "~/db/schema-weddings";
import { recordActivity } from "~/features/weddings/weddings.server";
import { pluralise } from "~/lib/format";
import { householdColumns, weddingPeople } from "./guest-columns.server";
import { type ExistingList, type ImportPlan, planImport } from "./guest-import-plan";
import type { ImportRow } from "./guest-import-read";
import { keepImportReport } from "./guest-import-report.server";
import { awaitNewPeople, type GuestActor, personValues } from "./guests.server";

/**
 * The import's last step (issue 29): the list as the import compares with it, and the save,
 * which writes `household` and `guest` for the guest list's writer (`guests.server.ts`) with
 * the same columns, the report (`guest-import-report.server.ts`) and one activity line.
 */

/** The list as the import compares with it: every household and person of the wedding. */
export async function existingList(weddingId: number, executor: Executor = db) {
  const households = await executor
    .select(householdColumns)
    .from(household)
    .where(eq(household.weddingId, weddingId))
    .orderBy(household.id);
  const people = await weddingPeople(weddingId, undefined, executor);
  return { households, people } satisfies ExistingList;
}

/**
 * The import's save: plans the rows again against the list as it is now (the couple's choices
 * for each duplicate), writes the plan, and keeps every row's outcome in `guest_import`.
 */
export async function saveImport(
  actor: GuestActor,
  fileName: string,
  rows: readonly ImportRow[],
  choices: Readonly<Record<string, string>>,
): Promise<{ importId: number; plan: ImportPlan }> {
  const { weddingId } = actor.wedding;
  return db.transaction(async (tx) => {
    // One import at a time per wedding, so two saves of the same file cannot both add it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('guest-import'), ${weddingId})`);
    const plan = planImport(rows, await existingList(weddingId, tx), choices);
    for (const planned of plan.households) {
      let householdId = planned.existingId;
      const { values } = planned;
      if (householdId === null) {
        const [made] = await tx
          .insert(household)
          .values({ ...values, weddingId })
          .returning({ id: household.id });
        householdId = made.id;
      } else if (planned.changed) {
        await tx
          .update(household)
          .set({
            address: values.address,
            email: values.email,
            phone: values.phone,
            groupName: values.groupName,
            tags: values.tags,
          })
          .where(and(eq(household.id, householdId), eq(household.weddingId, weddingId)));
      }
      const added = planned.people.filter((person) => person.existingId === null);
      if (added.length) {
        await tx
          .insert(guest)
          .values(
            added.map((person) => ({ ...personValues(person.values), weddingId, householdId })),
          );
        await awaitNewPeople(tx, weddingId, householdId);
      }
      for (const person of planned.people) {
        if (person.existingId === null || !person.changed) continue;
        await tx
          .update(guest)
          .set(personValues(person.values))
          .where(and(eq(guest.id, person.existingId), eq(guest.weddingId, weddingId)));
      }
    }
    const importId = await keepImportReport(tx, {
      weddingId,
      fileName,
      byUserId: actor.user.id,
      outcomes: plan.rows.map((row) => ({
        row: row.line,
        name: row.name,
        outcome: row.outcome,
        ...(row.why ? { why: row.why } : {}),
      })),
    });
    const { added, merged, skipped, households } = plan.counts;
    await recordActivity(
      tx,
      weddingId,
      actor.user,
      `imported ${fileName}: added ${pluralise(added, "guest")} in ${pluralise(households, "new household")}, merged ${merged}, skipped ${skipped}`,
    );
    return { importId, plan };
  });
}
