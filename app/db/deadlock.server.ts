/**
 * PostgreSQL ends one of two transactions that wait on each other's row locks (SQLSTATE 40P01,
 * "deadlock detected"), and that one can simply run again: the other has finished by then. A
 * writer whose locks cannot always be taken in one order (a booked event's move, decision 058)
 * runs its transaction through this, so the couple sees their change made, not an error page.
 */
const DEADLOCK = "40P01";

function isDeadlock(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error: look through its causes.
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if ((current as { code?: unknown }).code === DEADLOCK) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/** Runs `work` (a whole transaction) again, up to `attempts` times in all, after a deadlock. */
export async function retryingDeadlocks<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
