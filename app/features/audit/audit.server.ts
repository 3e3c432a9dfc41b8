import type { Database, db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** The only writer of `audit_log`: who did what to which row. Runs in the caller's transaction. */
export async function audit(
  executor: Database | Tx,
  actor: { id: string },
  action: string,
  entity: string,
  entityId: string | number,
  details?: Record<string, unknown>,
) {
  await executor
    .insert(auditLog)
    .values({ actorId: actor.id, action, entity, entityId: String(entityId), details });
}
