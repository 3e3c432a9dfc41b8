import { and, eq, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { budgetItem } from "~/db/schema-bookings";
import { wedding as weddingTable } from "~/db/schema-weddings";
import { getEvent } from "~/features/events/events.server";
import { isCategoryId } from "~/features/vendors/categories";
import type { Membership } from "~/features/weddings/weddings.server";
import { formatPence } from "~/lib/money";
import type { CostInput, PlanInput } from "./budget.schema";

/**
 * The only writer of `budget_item`: the couple's planned amounts and their costs from suppliers
 * outside Saath. Every write names the wedding; an event must be one of its own, a category one
 * of the directory's (or "other"). Partners and planners write (the route's guard), viewers
 * cannot.
 */

export type BudgetWriteResult =
  | { ok: true }
  | { ok: false; field: "eventId" | "categoryId" | "amount"; message: string };

async function checkChoices(
  tx: Tx,
  wedding: Membership,
  input: { eventId: number | null; categoryId: string },
): Promise<BudgetWriteResult> {
  if (input.categoryId !== "other" && !isCategoryId(input.categoryId)) {
    return { ok: false, field: "categoryId", message: "Choose a category from the list" };
  }
  if (input.eventId !== null) {
    const event = await getEvent(wedding.planUserId, input.eventId, tx);
    if (!event) return { ok: false, field: "eventId", message: "Choose an event from the list" };
  }
  return { ok: true };
}

const sameEvent = (eventId: number | null) =>
  eventId === null ? isNull(budgetItem.weddingEventId) : eq(budgetItem.weddingEventId, eventId);

/**
 * The planned amount for an event (or the whole wedding) and category: one line, replaced when
 * set again. The wedding's row is locked so two planners saving at once leave one line.
 */
export async function setPlanned(wedding: Membership, input: PlanInput) {
  return db.transaction(async (tx): Promise<BudgetWriteResult> => {
    const checked = await checkChoices(tx, wedding, input);
    if (!checked.ok) return checked;
    await tx
      .select({ id: weddingTable.id })
      .from(weddingTable)
      .where(eq(weddingTable.id, wedding.weddingId))
      .for("update");
    const [existing] = await tx
      .select({ id: budgetItem.id })
      .from(budgetItem)
      .where(
        and(
          eq(budgetItem.weddingId, wedding.weddingId),
          sameEvent(input.eventId),
          eq(budgetItem.categoryId, input.categoryId),
          isNull(budgetItem.supplierName),
        ),
      );
    if (existing) {
      await tx
        .update(budgetItem)
        .set({ plannedPence: input.planned })
        .where(eq(budgetItem.id, existing.id));
    } else {
      await tx.insert(budgetItem).values({
        weddingId: wedding.weddingId,
        weddingEventId: input.eventId,
        categoryId: input.categoryId,
        plannedPence: input.planned,
      });
    }
    return { ok: true };
  });
}

/** A supplier found outside Saath: what they charge, what is paid, the next payment due. */
export async function addCost(wedding: Membership, input: CostInput) {
  return db.transaction(async (tx): Promise<BudgetWriteResult> => {
    const checked = await checkChoices(tx, wedding, input);
    if (!checked.ok) return checked;
    await tx.insert(budgetItem).values({
      weddingId: wedding.weddingId,
      weddingEventId: input.eventId,
      categoryId: input.categoryId,
      supplierName: input.supplier,
      quotedPence: input.cost,
      paidPence: input.paid ?? 0,
      duePence: input.duePence,
      dueOn: input.dueOn,
    });
    return { ok: true };
  });
}

/** Takes a line off the budget; null when it is not the wedding's. */
export async function removeItem(wedding: Membership, itemId: number) {
  const [row] = await db
    .delete(budgetItem)
    .where(and(eq(budgetItem.id, itemId), eq(budgetItem.weddingId, wedding.weddingId)))
    .returning({
      label: sql<string>`coalesce(${budgetItem.supplierName}, ${budgetItem.categoryId})`,
    });
  return row?.label ?? null;
}

/** The wedding's line `itemId`, when it is a supplier's cost found outside Saath. */
const outsideCostOf = (wedding: Membership, itemId: number) =>
  and(
    eq(budgetItem.id, itemId),
    eq(budgetItem.weddingId, wedding.weddingId),
    sql`${budgetItem.supplierName} is not null`,
  );

/**
 * A cost outside Saath paid in full (the couple paid the supplier): paid becomes the cost and
 * nothing is due. Null when it is not the wedding's.
 */
export async function markCostPaid(wedding: Membership, itemId: number) {
  const [row] = await db
    .update(budgetItem)
    .set({
      paidPence: sql`coalesce(${budgetItem.quotedPence}, ${budgetItem.paidPence})`,
      duePence: null,
      dueOn: null,
    })
    .where(outsideCostOf(wedding, itemId))
    .returning({ label: budgetItem.supplierName });
  return row?.label ?? null;
}

/**
 * A payment made to a supplier outside Saath: paid goes up by `amount` and the next payment due
 * down by it (once nothing is left of it, nothing is due). Null when the line is not the
 * wedding's; refused when it is more than is left to pay.
 */
export async function recordCostPayment(wedding: Membership, itemId: number, amount: number) {
  return db.transaction(async (tx): Promise<(BudgetWriteResult & { label: string }) | null> => {
    const [row] = await tx
      .select({
        label: budgetItem.supplierName,
        left: sql<number>`coalesce(${budgetItem.quotedPence}, 0) - ${budgetItem.paidPence}`.mapWith(
          Number,
        ),
      })
      .from(budgetItem)
      .where(outsideCostOf(wedding, itemId))
      .for("update");
    if (!row?.label) return null;
    if (amount > row.left) {
      const message =
        row.left > 0
          ? `That is more than is left to pay (${formatPence(row.left)})`
          : "Nothing is left to pay";
      return { ok: false, field: "amount", message, label: row.label };
    }
    const due = sql`${budgetItem.duePence} - ${amount}`;
    await tx
      .update(budgetItem)
      .set({
        paidPence: sql`${budgetItem.paidPence} + ${amount}`,
        duePence: sql`case when ${due} > 0 then ${due} end`,
        dueOn: sql`case when ${due} > 0 then ${budgetItem.dueOn} end`,
      })
      .where(eq(budgetItem.id, itemId));
    return { ok: true, label: row.label };
  });
}
