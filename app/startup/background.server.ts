import { sendPaymentReminders } from "~/features/budget/payments-due.server";
import {
  type DeliveryOptions,
  deliverDueMail,
  mailQueueStats,
  setMailWorkerWake,
} from "~/features/mail/outbox-worker.server";
import { sweepOrphanPhotoFiles } from "~/features/vendors/upload-files.server";
import { logger } from "~/lib/logger.server";
import { expireOldRows } from "./retention.server";

/**
 * The background worker (decision 034): one per process, started with the server and stopped
 * before the database closes. It sends the mail outbox (every few seconds, and at once when an
 * e-mail is committed), logs the queue once a minute, expires old rows once an hour, queues the
 * budget's payment reminders once an hour (issue 30: each payment's reminder once, a week before
 * it is due) and removes photo files no row names once a day (decision 035: the privacy
 * policy's 30 days).
 */

export interface BackgroundOptions {
  /** Between mail rounds when nothing wakes the worker. */
  mailEveryMs?: number;
  reportEveryMs?: number;
  retentionEveryMs?: number;
  remindersEveryMs?: number;
  photoSweepEveryMs?: number;
  /** Injected clock (tests); the real time otherwise. */
  now?: () => Date;
  timeLimits?: DeliveryOptions["timeLimits"];
}

export interface BackgroundWork {
  /** Stops the rounds and waits for the one under way (bounded by the SMTP time limits). */
  stop: () => Promise<void>;
  /** Resolves after the next complete round (tests wait on this, not on time). */
  nextRound: () => Promise<void>;
}

let running: BackgroundWork | null = null;

export function startBackgroundWork(options: BackgroundOptions = {}): BackgroundWork {
  if (running) throw new Error("The background worker is already running in this process");
  const {
    mailEveryMs = 5_000,
    reportEveryMs = 60_000,
    retentionEveryMs = 60 * 60_000,
    remindersEveryMs = 60 * 60_000,
    photoSweepEveryMs = 24 * 60 * 60_000,
    now = () => new Date(),
  } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | null = null;
  let wokenDuringRound = false;
  let lastReport = now().getTime();
  // The first round also expires: a process that restarts often still cleans up.
  let lastRetention = 0;
  let lastReminders = 0;
  let lastPhotoSweep = 0;
  let waiting: (() => void)[] = [];

  async function round() {
    const at = now();
    try {
      await deliverDueMail({ now: at, timeLimits: options.timeLimits });
      if (at.getTime() - lastReport >= reportEveryMs) {
        lastReport = at.getTime();
        logger.info(await mailQueueStats(at), "Mail outbox, last minute");
      }
      if (at.getTime() - lastRetention >= retentionEveryMs) {
        lastRetention = at.getTime();
        const expired = await expireOldRows(at);
        logger.info(expired, "Expired rows past their retention");
      }
      if (at.getTime() - lastReminders >= remindersEveryMs) {
        lastReminders = at.getTime();
        const reminded = await sendPaymentReminders(at);
        if (reminded.sent > 0) logger.info(reminded, "Queued payment reminders");
      }
      if (at.getTime() - lastPhotoSweep >= photoSweepEveryMs) {
        lastPhotoSweep = at.getTime();
        logger.info(await sweepOrphanPhotoFiles(), "Removed photo files no listing names");
      }
    } catch (error) {
      // The database may be briefly away; the next round tries again.
      logger.error({ err: error }, "A background round failed");
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref?.();
  }

  function run() {
    if (stopped || current) return;
    wokenDuringRound = false;
    current = round().finally(() => {
      current = null;
      const done = waiting;
      waiting = [];
      for (const resolve of done) resolve();
      schedule(wokenDuringRound ? 0 : mailEveryMs);
    });
  }

  setMailWorkerWake(() => {
    if (current) wokenDuringRound = true;
    else schedule(0);
  });
  schedule(0);

  const work: BackgroundWork = {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      setMailWorkerWake(null);
      if (running === work) running = null;
      await current;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    nextRound() {
      return new Promise<void>((resolve) => {
        if (stopped) resolve();
        else waiting.push(resolve);
      });
    },
  };
  running = work;
  return work;
}

/** Stops a worker an earlier test file left running (tests/setup-db.ts). */
export async function stopBackgroundWorkForTests() {
  await running?.stop();
  setMailWorkerWake(null);
}
