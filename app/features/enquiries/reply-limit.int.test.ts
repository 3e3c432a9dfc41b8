import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { enquiryMessage, enquiryNotification, mailOutbox } from "~/db/schema";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { action as enquireAction } from "~/routes/enquire";
import { action as threadAction } from "~/routes/enquiry-thread";
import { enquiryFields, listing, type Person, person } from "../../../tests/support/enquiries";
import { post, run } from "../../../tests/support/routes";
import { MESSAGE_LIMIT_MESSAGE, REPLY_LIMIT_MESSAGE } from "./enquiry.constants";

/**
 * Issue 28, finding 11: 40 replies in 6 s were accepted, each queuing an e-mail. Replies are
 * limited per account like new threads: the next one is refused with 429, and nothing is
 * stored or queued for it.
 */

let couple: Person;
let owner: Person;
beforeAll(async () => {
  couple = await person("user", "Meera Shah");
  owner = await person("business", "Dhol Beats");
});

/** A reply in thread `id`, from the business's inbox or (the couple) from the dashboard's. */
const reply = (id: number, who: Person, body: string) =>
  run(
    threadAction,
    post(
      `/${who.user.role === "business" ? "business" : "dashboard"}/enquiries/${id}`,
      { intent: "reply", body, clientKey: crypto.randomUUID() },
      { cookie: who.cookie },
    ),
    { params: { enquiryId: String(id) } },
  );

const counts = async (id: number) => {
  const messages = await db
    .select({ id: enquiryMessage.id })
    .from(enquiryMessage)
    .where(eq(enquiryMessage.enquiryId, id));
  const ids = messages.map((m) => m.id);
  const [notifications] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiryNotification)
    .where(inArray(enquiryNotification.messageId, ids));
  const [mail] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, couple.user.email));
  return { messages: ids.length, notifications: notifications.n, mail: mail.n };
};

describe("replies are limited like new threads", () => {
  it("refuses the 41st reply in 15 minutes with 429, storing and queuing nothing", async () => {
    const vendorId = await listing({ ownerId: owner.user.id });
    const opened = await run(
      enquireAction,
      post(`/vendor/${vendorId}/enquire`, enquiryFields(), { cookie: couple.cookie }),
      { params: { vendorId: String(vendorId) } },
    );
    const id = Number(opened.location?.split("/").pop());
    expect(RATE_RULES.reply.max).toBe(40);
    expect(REPLY_LIMIT_MESSAGE).toContain(`${RATE_RULES.reply.max} replies`);

    for (let n = 1; n <= RATE_RULES.reply.max; n++) {
      expect((await reply(id, owner, `Reply number ${n} about your date`)).status).toBe(303);
    }
    const before = await counts(id);
    expect(before.messages).toBe(1 + RATE_RULES.reply.max);

    const refused = await reply(id, owner, "One more reply, please read it");
    expect(refused.status).toBe(429);
    expect(refused.data?.formError).toBe(REPLY_LIMIT_MESSAGE);
    expect(refused.data?.values).toMatchObject({ body: "One more reply, please read it" });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await counts(id)).toEqual(before);

    // The limit is the account's: the couple may still answer.
    const answered = await reply(id, couple, "Thank you, that is plenty of replies!");
    expect(answered.status).toBe(303);
  });
});

describe("an enquiry into a thread already open", () => {
  it("counts against the same budget: past it, 429 with what was typed, nothing stored or sent", async () => {
    const vendorId = await listing({ ownerId: owner.user.id });
    const send = (message: string) =>
      run(
        enquireAction,
        post(`/vendor/${vendorId}/enquire`, enquiryFields({ message }), { cookie: couple.cookie }),
        { params: { vendorId: String(vendorId) } },
      );
    const opened = await send("Are you free for our Mehndi in June?");
    const id = Number(opened.location?.split("/").pop());
    // The couple's budget spent (as forty enquiries re-posted into open threads would).
    await consumeRateLimit(`reply:${couple.user.id}`, RATE_RULES.reply, Date.now(), 40);
    const before = await counts(id);
    const refused = await send("And again, and again, for the forty-first time");
    expect(refused.status).toBe(429);
    expect(refused.data?.formError).toBe(MESSAGE_LIMIT_MESSAGE);
    expect(refused.data?.values).toMatchObject({
      message: "And again, and again, for the forty-first time",
    });
    expect(await counts(id)).toEqual(before);
  });
});
