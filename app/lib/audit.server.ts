import { and, desc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { auditLog, user } from "~/db/schema";

/** The only writer of `audit_log`: who did what to which row. Runs in the caller's transaction. */
export async function audit(
  executor: Executor,
  /** Null when nobody remains to name (an account that erased itself). */
  actor: { id: string } | null,
  action: string,
  entity: string,
  entityId: string | number,
  details?: Record<string, unknown>,
) {
  await executor
    .insert(auditLog)
    .values({ actorId: actor?.id ?? null, action, entity, entityId: String(entityId), details });
}

/** A row's history, newest first: who did what and with which details (the admin's edit view). */
export async function auditTrail(entity: string, entityId: string | number, limit = 50) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorName: user.name,
      actorEmail: user.email,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows;
}
