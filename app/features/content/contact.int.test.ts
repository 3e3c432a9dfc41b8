import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { parseContactForm } from "./contact.schema";
import { sendContactMessage } from "./contact.server";

const CONTACT_LIMIT = RATE_RULES.contact;

const valid = {
  name: "Anita Desai",
  email: "anita@example.com",
  topic: "Planning my wedding" as const,
  message: "Hello! Do you list any mehndi artists in Bradford?",
};

describe("contact form", () => {
  it("sends the message to the site's contact address through the outbox", async () => {
    const message = { ...valid, message: `Unique message ${crypto.randomUUID()} <b>bold?</b>` };
    const result = await sendContactMessage(message, "192.0.2.1");
    expect(result).toEqual({ ok: true });

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, getEnv().CONTACT_EMAIL));
    const mail = mails.find((m) => m.text.includes(message.message));
    expect(mail).toBeDefined();
    expect(mail?.subject).toBe("Contact form: Planning my wedding");
    expect(mail?.text).toContain("From: Anita Desai <anita@example.com>");
    // The visitor's text is escaped in the HTML part.
    expect(mail?.html).toContain("&lt;b&gt;bold?&lt;/b&gt;");
    expect(mail?.html).not.toContain("<b>bold?</b>");
  });

  it("rejects invalid input with a message per field", () => {
    const form = new FormData();
    form.set("name", "A");
    form.set("email", "not-an-email");
    form.set("topic", "Free iPads");
    form.set("message", "Hi");
    const result = parseContactForm(form);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        topic: "Please choose a topic",
        message: "Message must be at least 10 characters",
      },
    });
  });

  it("rate limits one client address after five messages", async () => {
    const ip = "192.0.2.50";
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect(await sendContactMessage(valid, ip)).toEqual({ ok: true });
    }
    const blocked = await sendContactMessage(valid, ip);
    expect(blocked).toMatchObject({ ok: false, reason: "rate-limited" });
    // Another address is not affected.
    expect(await sendContactMessage(valid, "192.0.2.51")).toEqual({ ok: true });
  });
});

describe("rate limit counters", () => {
  it("start again once the window has passed", async () => {
    const rule = { max: 2, window: 60 };
    const start = 1_000_000;
    expect((await consumeRateLimit("test:window", rule, start)).allowed).toBe(true);
    expect((await consumeRateLimit("test:window", rule, start + 1)).allowed).toBe(true);
    const third = await consumeRateLimit("test:window", rule, start + 2);
    expect(third).toEqual({ allowed: false, retryAfter: 60 });
    expect((await consumeRateLimit("test:window", rule, start + 60_001)).allowed).toBe(true);
  });

  it("count each key on its own", async () => {
    const rule = { max: 1, window: 60 };
    expect((await consumeRateLimit("test:a", rule)).allowed).toBe(true);
    expect((await consumeRateLimit("test:b", rule)).allowed).toBe(true);
    expect((await consumeRateLimit("test:a", rule)).allowed).toBe(false);
  });
});
