/**
 * The mail outbox and its worker (issue 28, decision 034): e-mail is queued with what causes
 * it, survives a crash between commit and send, never holds a request up, is marked sent only
 * once the SMTP server accepted it, and is retried with back-off and then given up. Plus the
 * privacy of enquiry e-mails and the retention of old rows.
 */
import net from "node:net";
import { eq, like } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  enquiry,
  enquiryMessage,
  enquiryNotification,
  mailOutbox,
  pageVisit,
  requestLimit,
  user,
} from "~/db/schema";
import { action as accountAction } from "~/routes/account";
import { loader as adminLoader } from "~/routes/admin";
import { action as enquireAction } from "~/routes/enquire";
import { type BackgroundWork, startBackgroundWork } from "~/startup/background.server";
import { readinessAndQueue } from "~/startup/health.server";
import { expireOldRows } from "~/startup/retention.server";
import { enquiryFields, listing, type Person, person } from "../../../tests/support/enquiries";
import { get, post, run, setEnv, startSmtpSink } from "../../../tests/support/routes";
import { sendEmail } from "./mail.server";
import {
  claimDueMail,
  deliverDueMail,
  GIVE_UP_AFTER_MS,
  LEASE_MS,
  listFailedMail,
  mailQueueStats,
  SMTP_TIME_LIMITS,
} from "./outbox-worker.server";

const MINUTE = 60_000;
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

const enquire = (vendorId: number, who: Person) =>
  run(enquireAction, post(`/vendor/${vendorId}/enquire`, enquiryFields(), { cookie: who.cookie }), {
    params: { vendorId: String(vendorId) },
  });

const rowsTo = (address: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, address));

/** One e-mail queued on its own (as better-auth's hooks do), and its row. */
async function queueOne(label: string) {
  const to = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await sendEmail({ to, subject: `Test ${label}`, text: "Hello", html: "<p>Hello</p>" });
  const [row] = await rowsTo(to);
  return row;
}

/** Only the test's own e-mails in the queue (sign-ups before it queued their own). */
const onlyThisTestsMail = () =>
  db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.status, "queued"));

/** A port nothing listens on: connections are refused at once. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let couple: Person;
let owner: Person;
let work: BackgroundWork | undefined;

beforeAll(async () => {
  couple = await person("user", "Asha Patel");
  owner = await person("business", "Rani Photography");
});

afterEach(async () => {
  await work?.stop();
  work = undefined;
  setEnv({ SMTP_URL: undefined });
});

describe("an enquiry's e-mail survives a crash", () => {
  it("is committed with the enquiry, and delivered by the worker started after a restart", async () => {
    const sink = await startSmtpSink();
    try {
      setEnv({ SMTP_URL: sink.url });
      const vendorId = await listing({ ownerId: owner.user.id });
      expect((await enquire(vendorId, couple)).status).toBe(303);
      // The process "dies" here: committed, and no worker ran.
      const [queued] = (await rowsTo(owner.user.email)).filter((row) =>
        row.subject.startsWith("New enquiry"),
      );
      expect(queued).toMatchObject({ subject: "New enquiry from Asha Patel", sentAt: null });
      expect(queued.status).toBe("queued");
      expect(sink.to(owner.user.email)).toHaveLength(0);

      // After the restart: a new worker, as server/index.ts starts it.
      work = startBackgroundWork({ mailEveryMs: 20 });
      const delivered = () =>
        sink.to(owner.user.email).filter((mail) => mail.decoded.includes("New enquiry from Asha"));
      while (delivered().length === 0) await work.nextRound();
      const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(sent.status).toBe("sent");
    } finally {
      await work?.stop();
      await sink.close();
    }
  });

  it("a worker that died mid-send leaves the e-mail to the next one once its lease ends", async () => {
    const sink = await startSmtpSink();
    try {
      await onlyThisTestsMail();
      setEnv({ SMTP_URL: sink.url });
      const row = await queueOne("lease");
      const now = later(row.createdAt, 1);
      // Claimed by a worker that was killed before SMTP answered.
      expect((await claimDueMail(now)).map((claimed) => claimed.id)).toContain(row.id);
      await deliverDueMail({ now: later(now, MINUTE) });
      expect(sink.to(row.to)).toHaveLength(0);
      await deliverDueMail({ now: later(now, LEASE_MS + 1000) });
      expect(sink.to(row.to)).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });
});

describe("a mail server that never answers", () => {
  it("does not hold up the enquiry: the action has answered while the worker's SMTP connection is still open", async () => {
    expect(SMTP_TIME_LIMITS.greetingTimeout).toBeLessThanOrEqual(10_000);
    const sockets: net.Socket[] = [];
    let connected: () => void = () => {};
    const connection = new Promise<void>((resolve) => {
      connected = resolve;
    });
    // Accepts the TCP connection and never greets.
    const silent = net.createServer((socket) => {
      sockets.push(socket);
      connected();
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      await onlyThisTestsMail();
      setEnv({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}` });
      const limits = { connectionTimeout: 3000, greetingTimeout: 2000, socketTimeout: 10_000 };
      work = startBackgroundWork({ mailEveryMs: 20, timeLimits: limits });
      const vendorId = await listing({ ownerId: owner.user.id });
      let answered = false;
      const outcome = enquire(vendorId, couple).then((result) => {
        answered = true;
        return result;
      });
      await connection;
      expect((await outcome).status).toBe(303);
      // The action had its answer while the SMTP conversation had not even been greeted.
      expect(answered).toBe(true);
      expect(sockets.some((socket) => !socket.destroyed)).toBe(true);

      await work.stop(); // ends with the attempt, after the greeting time limit
      const row = (await rowsTo(owner.user.email))
        .filter((r) => r.subject.startsWith("New"))
        .sort((a, b) => a.id - b.id)
        .at(-1);
      if (!row) throw new Error("The enquiry queued no e-mail to its vendor");
      expect(row.status).toBe("queued");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/greeting/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe("retries", () => {
  it("tries again after 1, 5 and 30 minutes, then gives up after a day with the reason", async () => {
    await onlyThisTestsMail();
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const row = await queueOne("refused");
    // The database keeps microseconds, a Date milliseconds: 1 ms on, the row is surely due.
    const t0 = later(row.createdAt, 1);
    const state = async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id)))[0];

    await deliverDueMail({ now: t0 });
    expect(await state()).toMatchObject({ status: "queued", attempts: 1 });
    expect((await state()).nextAttemptAt).toEqual(later(t0, MINUTE));
    expect((await state()).lastError).toMatch(/ECONNREFUSED/);

    await deliverDueMail({ now: later(t0, 30_000) }); // not due yet
    expect((await state()).attempts).toBe(1);

    await deliverDueMail({ now: later(t0, MINUTE) });
    expect((await state()).nextAttemptAt).toEqual(later(t0, 6 * MINUTE));
    await deliverDueMail({ now: later(t0, 6 * MINUTE) });
    expect((await state()).nextAttemptAt).toEqual(later(t0, 36 * MINUTE));
    expect((await state()).attempts).toBe(3);

    await deliverDueMail({ now: later(t0, GIVE_UP_AFTER_MS) });
    expect(await state()).toMatchObject({ status: "failed", attempts: 4 });
    expect((await state()).lastError).toMatch(/ECONNREFUSED/);
    expect((await listFailedMail()).map((failed) => failed.id)).toContain(row.id);
    expect((await mailQueueStats()).failed).toBeGreaterThanOrEqual(1);
    // Admins see it, with the reason, in the admin panel's analytics tab.
    const admin = await person("admin", "Duty Admin");
    const panel = await run(adminLoader, get("/admin?tab=analytics", admin.cookie));
    const failed = (
      panel.data as { analytics: { mail: { failedMail: { subject: string; reason: string }[] } } }
    ).analytics.mail.failedMail;
    expect(failed).toContainEqual(
      expect.objectContaining({
        subject: "Test refused",
        reason: expect.stringMatching(/ECONNREFUSED/),
      }),
    );

    // Given up is final: a working server later does not get it.
    const sink = await startSmtpSink();
    try {
      setEnv({ SMTP_URL: sink.url });
      await deliverDueMail({ now: later(t0, 2 * GIVE_UP_AFTER_MS) });
      expect(sink.to(row.to)).toHaveLength(0);
    } finally {
      await sink.close();
    }
  });

  it("marks an e-mail sent only once the SMTP server has accepted it", async () => {
    let verdict: (error?: Error) => void = () => {};
    let dataArrived: () => void = () => {};
    let arrived = new Promise<void>((resolve) => {
      dataArrived = resolve;
    });
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => {
          verdict = callback;
          dataArrived();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await onlyThisTestsMail();
      setEnv({ SMTP_URL: `smtp://127.0.0.1:${(server.server.address() as net.AddressInfo).port}` });
      const row = await queueOne("accepted");
      const state = async () =>
        (await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id)))[0];

      // The server refuses the message after receiving it: not sent.
      let round = deliverDueMail();
      await arrived;
      expect((await state()).status).toBe("queued");
      verdict(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
      await round;
      expect(await state()).toMatchObject({ status: "queued", sentAt: null });
      expect((await state()).lastError).toMatch(/Mailbox busy/);

      // Next time it holds its answer: still not sent while it has not answered.
      arrived = new Promise<void>((resolve) => {
        dataArrived = resolve;
      });
      round = deliverDueMail({ now: later(new Date(), 2 * MINUTE) });
      await arrived;
      expect(await state()).toMatchObject({ status: "queued", sentAt: null });
      verdict();
      await round;
      expect((await state()).status).toBe("sent");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("privacy of enquiry e-mails", () => {
  it("an unclaimed listing's address is told only that a couple has an enquiry, not who", async () => {
    const address = `unclaimed-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const vendorId = await listing({ email: address });
    expect((await enquire(vendorId, couple)).status).toBe(303);
    const [mail] = await rowsTo(address);
    expect(mail.subject).toMatch(/^A couple has an enquiry for Enquiry Vendor \w+ on Saath$/);
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain("Asha");
  });

  it("erasing an account erases the e-mails naming that person, sent or not", async () => {
    const leaving = await person("user", "Meera Leaving");
    const vendorId = await listing({ ownerId: owner.user.id });
    expect((await enquire(vendorId, leaving)).status).toBe(303);
    await deliverDueMail();
    const naming = like(mailOutbox.subject, "%Meera Leaving%");
    expect(await db.select().from(mailOutbox).where(naming)).toHaveLength(1);

    const outcome = await run(
      accountAction,
      post(
        "/account",
        { intent: "delete-account", currentPassword: "Enquiry!2027" },
        { cookie: leaving.cookie },
      ),
    );
    expect(outcome.status).toBe(302);
    expect(await db.select().from(user).where(eq(user.id, leaving.user.id))).toHaveLength(0);
    expect(await db.select().from(mailOutbox).where(naming)).toHaveLength(0);
    expect(await rowsTo(leaving.user.email)).toHaveLength(0);
  });
});

describe("retention", () => {
  it("expires spent rate-limit counters, old page views, old sent e-mail and done notifications", async () => {
    const now = new Date();
    const day = 86_400_000;
    const key = `retention-${crypto.randomUUID()}`;
    await db.insert(requestLimit).values([
      { key: `${key}-old`, count: 3, windowStart: now.getTime() - 2 * day },
      { key: `${key}-new`, count: 3, windowStart: now.getTime() - 60_000 },
    ]);
    const path = `/retention-${crypto.randomUUID()}`;
    await db.insert(pageVisit).values([
      { pagePath: path, visitedAt: new Date(now.getTime() - 500 * day) },
      { pagePath: path, visitedAt: new Date(now.getTime() - 100 * day) },
    ]);
    const to = `retention-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const old = new Date(now.getTime() - 40 * day);
    await db.insert(mailOutbox).values([
      { to, subject: "old sent", text: "", html: "", status: "sent", createdAt: old },
      { to, subject: "new sent", text: "", html: "", status: "sent" },
      { to, subject: "old queued", text: "", html: "", createdAt: old },
    ]);
    // Rows the code before the outbox left: one sent, one owed.
    const vendorId = await listing({ ownerId: owner.user.id });
    expect((await enquire(vendorId, couple)).status).toBe(303);
    const [message] = await db
      .select({ id: enquiryMessage.id })
      .from(enquiryMessage)
      .innerJoin(enquiry, eq(enquiry.id, enquiryMessage.enquiryId))
      .where(eq(enquiry.vendorId, vendorId));
    const legacyTo = `legacy-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await db.insert(enquiryNotification).values([
      { messageId: message.id, recipient: "vendor", email: legacyTo, sentAt: now },
      { messageId: message.id, recipient: "vendor", email: legacyTo },
    ]);

    await expireOldRows(now);

    const limits = await db
      .select()
      .from(requestLimit)
      .where(like(requestLimit.key, `${key}%`));
    expect(limits.map((row) => row.key)).toEqual([`${key}-new`]);
    expect(await db.select().from(pageVisit).where(eq(pageVisit.pagePath, path))).toHaveLength(1);
    expect((await rowsTo(to)).map((row) => row.subject).sort()).toEqual(["new sent", "old queued"]);
    expect(await db.select().from(enquiryNotification)).toHaveLength(0);
    const handedOver = await rowsTo(legacyTo);
    expect(handedOver).toHaveLength(1);
    expect(handedOver[0]).toMatchObject({ status: "queued" });
  });
});

describe("watching the outbox", () => {
  it("/readyz says how many e-mails wait and how old the oldest is", async () => {
    const row = await queueOne("watch");
    await db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 5 * MINUTE) })
      .where(eq(mailOutbox.id, row.id));
    const answer = await readinessAndQueue();
    expect(answer.ready).toBe(true);
    expect(answer.details?.mail.queued).toBeGreaterThanOrEqual(1);
    expect(answer.details?.mail.oldestQueuedSeconds).toBeGreaterThanOrEqual(5 * 60);
  });
});

afterAll(async () => {
  await work?.stop();
});
