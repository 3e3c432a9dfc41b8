import { sql } from "drizzle-orm";
import { closeDb, db } from "~/db/client.server";
import { type MailQueueStats, mailQueueStats } from "~/features/mail/outbox-worker.server";
import { isPrepared } from "./prepare.server";

export interface Readiness {
  ready: boolean;
  /** Why not, in a few words a person reading a load balancer's log understands. */
  reason?: string;
}

/**
 * `GET /readyz`: this instance has migrated and seeded, and its database answers a
 * `select 1` within `timeoutMs`. A load balancer sends traffic only to ready instances.
 */
export async function readiness(timeoutMs = 1500): Promise<Readiness> {
  if (!isPrepared()) return { ready: false, reason: "starting: migrations not done" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { ready: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ready: false, reason: `database unreachable: ${message}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What `/readyz` answers: readiness, and while ready the mail outbox's state (queued, oldest
 * unsent age, given up; docs/operations.md). A slow count never makes the instance unready.
 */
export async function readinessAndQueue(): Promise<
  Readiness & { details?: { mail: MailQueueStats } }
> {
  const result = await readiness();
  if (!result.ready) return result;
  try {
    return { ...result, details: { mail: await mailQueueStats() } };
  } catch {
    return result;
  }
}

/** Closes the database (the pool, or the embedded database's files) as the process stops. */
export function closeDatabase(): Promise<void> {
  return closeDb();
}
