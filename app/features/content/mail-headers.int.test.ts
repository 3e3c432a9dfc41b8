import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config.server";
import { deliverDueMail } from "~/features/mail/outbox-worker.server";
import { sendContactMessage } from "./contact.server";
import { subscribeToNewsletter } from "./newsletter.server";

// A local SMTP sink: checks the headers that only exist on the SMTP path.
const received: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    let raw = "";
    stream.on("data", (chunk: Buffer) => {
      raw += chunk.toString("utf8");
    });
    stream.on("end", () => {
      // Unfold long header lines (RFC 5322) so each header reads as one line.
      received.push(raw.replace(/\r\n[ \t]+/g, " "));
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("e-mail over SMTP", () => {
  it("carries RFC 8058 one-click unsubscribe headers on newsletter e-mail", async () => {
    const email = `smtp-${crypto.randomUUID()}@example.com`;
    await subscribeToNewsletter(email, "203.0.113.1");
    await deliverDueMail(); // the mail worker's round: requests only queue e-mail
    const raw = received.find((message) => message.includes(email));
    expect(raw).toBeDefined();
    expect(raw).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w-]+>/,
    );
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("lets the team reply straight to the sender of a contact message", async () => {
    const marker = `reply-${crypto.randomUUID()}`;
    await sendContactMessage(
      {
        name: "Ravi Patel",
        email: "ravi@example.com",
        topic: "Something else",
        message: `Please reply to me. ${marker}`,
      },
      "203.0.113.2",
    );
    await deliverDueMail();
    const raw = received.find((message) => message.includes(marker));
    expect(raw).toContain("Reply-To: ravi@example.com");
  });
});
