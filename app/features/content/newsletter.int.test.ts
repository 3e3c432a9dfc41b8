import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, newsletterSubscriber } from "~/db/schema";
import { uniqueEmail } from "../../../tests/factories";
import { get, post, run } from "../../../tests/support/routes";
import { NEWSLETTER_MESSAGES } from "./newsletter.schema";
import { confirmSubscription, subscribeToNewsletter, unsubscribe } from "./newsletter.server";

async function rowsFor(email: string) {
  return db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email));
}

async function mailsTo(email: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

/** A new address subscribed from `ip`, and its (pending) row. */
async function subscribeNewReader(ip: string) {
  const email = uniqueEmail("reader");
  await subscribeToNewsletter(email, ip);
  const [row] = await rowsFor(email);
  return { email, row };
}

describe("newsletter subscription", () => {
  it("stores a new address as pending and e-mails a confirmation link with an unsubscribe link", async () => {
    const email = uniqueEmail("reader");
    const result = await subscribeToNewsletter(email, "10.0.0.1");
    expect(result).toEqual({ ok: true, status: "pending", message: NEWSLETTER_MESSAGES.pending });

    const [row] = await rowsFor(email);
    expect(row.status).toBe("pending");
    expect(row.confirmedAt).toBeNull();

    const [mail] = await mailsTo(email);
    expect(mail.subject).toMatch(/confirm/i);
    expect(mail.text).toContain(`http://localhost:3000/newsletter/confirm?token=${row.token}`);
    expect(mail.text).toContain(`http://localhost:3000/newsletter/unsubscribe?token=${row.token}`);
    expect(mail.html).toContain(`/newsletter/unsubscribe?token=${row.token}`);
  });

  it("keeps one row when the same address subscribes twice, and re-sends the link while pending", async () => {
    const email = uniqueEmail("reader");
    await subscribeToNewsletter(email, "10.0.0.2");
    const second = await subscribeToNewsletter(email, "10.0.0.2");
    expect(second).toMatchObject({ ok: true, status: "pending" });
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("counts as subscribed only after the link, and says so kindly when subscribing again", async () => {
    const { email, row: pending } = await subscribeNewReader("10.0.0.3");

    expect(await confirmSubscription(pending.token)).toBe("confirmed");
    const [confirmed] = await rowsFor(email);
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);

    expect(await confirmSubscription(pending.token)).toBe("already-confirmed");
    const again = await subscribeToNewsletter(email, "10.0.0.3");
    expect(again).toEqual({
      ok: true,
      status: "already-confirmed",
      message: NEWSLETTER_MESSAGES.alreadyConfirmed,
    });
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("unsubscribes with one click, and an old confirm link does not resubscribe", async () => {
    const { email, row } = await subscribeNewReader("10.0.0.4");
    await confirmSubscription(row.token);

    expect(await unsubscribe(row.token)).toBe("unsubscribed");
    const [after] = await rowsFor(email);
    expect(after.status).toBe("unsubscribed");
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe(row.token)).toBe("already-unsubscribed");
    expect(await confirmSubscription(row.token)).toBe("was-unsubscribed");
  });

  it("starts over with a fresh token when an unsubscribed address subscribes again", async () => {
    const { email, row: first } = await subscribeNewReader("10.0.0.5");
    await unsubscribe(first.token);

    await subscribeToNewsletter(email, "10.0.0.5");
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("pending");
    expect(rows[0].token).not.toBe(first.token);
    expect(await unsubscribe(first.token)).toBe("unknown");
    expect(await confirmSubscription(rows[0].token)).toBe("confirmed");
  });

  it("answers 'unknown' for a token it never issued", async () => {
    expect(await confirmSubscription("not-a-real-token")).toBe("unknown");
    expect(await unsubscribe("not-a-real-token")).toBe("unknown");
    expect(await confirmSubscription("")).toBe("unknown");
    expect(await unsubscribe("x".repeat(500))).toBe("unknown");
  });

  it("limits how many sign-ups one client address can make", async () => {
    const results = [];
    for (let i = 0; i < 11; i++)
      results.push(await subscribeToNewsletter(uniqueEmail("reader"), "10.0.0.99"));
    expect(results.slice(0, 10).every((r) => r.ok)).toBe(true);
    expect(results[10]).toEqual({ ok: false, error: NEWSLETTER_MESSAGES.tooMany });
  });

  it("stops re-sending confirmation e-mails to one address after a few tries", async () => {
    const email = uniqueEmail("reader");
    for (let i = 0; i < 5; i++) await subscribeToNewsletter(email, `10.1.0.${i}`);
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe("the subscribe form without JavaScript", () => {
  it("answers a malformed address beside the box with what was typed, and stores nothing", async () => {
    const route = await import("~/routes/newsletter");
    const outcome = await run(
      route.action,
      post("/newsletter/subscribe", { email: "asha@example" }),
      { params: { action: "subscribe" } },
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ ok: false, email: "asha@example" });
    expect(await rowsFor("asha@example")).toEqual([]);
  });
});

describe("the e-mail's links", () => {
  it("change nothing when opened (a mail scanner's GET); the page's press confirms or unsubscribes", async () => {
    const route = await import("~/routes/newsletter");
    const email = uniqueEmail("scanned");
    await subscribeToNewsletter(email, "10.2.0.1");
    const [row] = await rowsFor(email);
    const open = (change: string, token = row.token) =>
      run(route.loader, get(`/newsletter/${change}?token=${token}`), {
        params: { action: change },
      });
    const press = (change: string) =>
      run(route.action, post(`/newsletter/${change}?token=${row.token}`, {}), {
        params: { action: change },
      });

    expect((await open("confirm")).data).toEqual({
      kind: "ask",
      change: "confirm",
      token: row.token,
    });
    expect((await rowsFor(email))[0].status).toBe("pending");
    expect((await press("confirm")).data).toEqual({ kind: "outcome", outcome: "confirmed" });
    expect((await rowsFor(email))[0].status).toBe("confirmed");
    // Opened again: nothing to ask.
    expect((await open("confirm")).data).toEqual({ kind: "outcome", outcome: "already-confirmed" });

    expect((await open("unsubscribe")).data).toMatchObject({ kind: "ask", change: "unsubscribe" });
    expect((await rowsFor(email))[0].status).toBe("confirmed");
    expect((await press("unsubscribe")).data).toEqual({ kind: "outcome", outcome: "unsubscribed" });
    expect((await open("unsubscribe")).data).toEqual({
      kind: "outcome",
      outcome: "already-unsubscribed",
    });
    expect((await open("confirm")).data).toEqual({ kind: "outcome", outcome: "was-unsubscribed" });
    const unknown = await open("confirm", "not-a-real-token");
    expect(unknown).toMatchObject({ status: 404, data: { kind: "outcome", outcome: "unknown" } });
  });
});
