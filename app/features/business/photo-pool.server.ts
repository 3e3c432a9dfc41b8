import os from "node:os";
import sharp from "sharp";

/**
 * Decoding and re-encoding photos, a few at a time (decision record 035). sharp already works
 * off the event loop (libuv's threads), but each decode can take a core and hundreds of MB, and
 * eight at once starved every other request. So:
 * - libvips uses one thread per image (`sharp.concurrency(1)`);
 * - at most `perProcess` photos are decoded at once in this process (half the cores, at least
 *   one) and `perAccount` for one account, so one owner cannot take every slot;
 * - the others wait their turn in order, up to `waiting` in all and `waitingPerAccount` for one
 *   account; beyond that an upload is refused at once (429, "busy"), never queued without end.
 *   A freed slot goes to another account's photo first, so one owner's queue is not everyone's.
 */

sharp.concurrency(1);

export const PHOTO_POOL = {
  perProcess: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  perAccount: 1,
  waiting: 16,
  waitingPerAccount: 4,
};

export class PhotoPoolBusyError extends Error {}

type Waiter = { account: string; start: () => void };

let running = 0;
const runningFor = new Map<string, number>();
const queue: Waiter[] = [];
/** For tests and the log: photos decoded since start (or reset), and the most at once. */
const counters = { started: 0, peak: 0 };

const mayStart = (account: string) =>
  running < PHOTO_POOL.perProcess && (runningFor.get(account) ?? 0) < PHOTO_POOL.perAccount;

function take(account: string) {
  running += 1;
  runningFor.set(account, (runningFor.get(account) ?? 0) + 1);
  counters.started += 1;
  counters.peak = Math.max(counters.peak, running);
}

function release(account: string) {
  running -= 1;
  const left = (runningFor.get(account) ?? 1) - 1;
  if (left > 0) runningFor.set(account, left);
  else runningFor.delete(account);
  // Waiters that may start now, another account's before this one's (so one owner's queue of
  // photos does not keep everyone else waiting), else in the order they came.
  while (running < PHOTO_POOL.perProcess) {
    const index = nextWaiter(account);
    if (index < 0) break;
    const [waiter] = queue.splice(index, 1);
    take(waiter.account);
    waiter.start();
  }
}

function nextWaiter(released: string) {
  const other = queue.findIndex((w) => w.account !== released && mayStart(w.account));
  return other >= 0 ? other : queue.findIndex((w) => mayStart(w.account));
}

/** Runs `work` (one photo's decode and encodes) in a slot of the pool, waiting for one if needed. */
export async function inPhotoPool<T>(account: string, work: () => Promise<T>): Promise<T> {
  // A waiter that could use a free slot was given it when the slot was freed.
  if (mayStart(account)) {
    take(account);
  } else {
    const waitingForAccount = queue.filter((waiter) => waiter.account === account).length;
    if (queue.length >= PHOTO_POOL.waiting || waitingForAccount >= PHOTO_POOL.waitingPerAccount) {
      throw new PhotoPoolBusyError();
    }
    await new Promise<void>((start) => queue.push({ account, start }));
  }
  try {
    return await work();
  } finally {
    release(account);
  }
}

export function photoPoolStats() {
  return { running, waiting: queue.length, ...counters };
}

/** Tests: counts start again from nothing (a file must not see an earlier file's). */
export function resetPhotoPoolCounters() {
  counters.started = 0;
  counters.peak = running;
}
