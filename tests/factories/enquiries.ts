/**
 * Enquiries, written by their one writer (enquiries.server.ts): a couple's message to a listing,
 * answered by its owner when asked.
 */
import crypto from "node:crypto";
import type { SessionUser } from "~/features/accounts/session.server";
import { replyToEnquiry, sendEnquiry } from "~/features/enquiries/enquiries.server";
import { enquirySchema } from "~/features/enquiries/enquiry.schema";

/** The enquiry form as a browser posts it. */
export function enquiryFields(overrides: Record<string, string> = {}) {
  return {
    events: "Wedding",
    guestCount: "250",
    budgetMin: "2000",
    budgetMax: "4000",
    postcode: "LE1 1AA",
    message: "We would love to know if you are free for our wedding next summer.",
    phone: "07700 900123",
    clientKey: crypto.randomUUID(),
    ...overrides,
  };
}

/**
 * `couple`'s enquiry to listing `vendorId` (the form's fields, changed by `fields`); with
 * `answeredBy`, that owner's reply too. The thread's id.
 */
export async function makeEnquiry(options: {
  couple: SessionUser;
  vendorId: number;
  fields?: Record<string, string>;
  answeredBy?: SessionUser;
}): Promise<number> {
  const { events, ...rest } = enquiryFields(options.fields);
  const input = enquirySchema.parse({ ...rest, events: events.split(",") });
  const sent = await sendEnquiry(options.couple, [options.vendorId], input);
  if (!sent.ok) throw new Error(`The enquiry was refused: ${sent.reason}`);
  const [enquiryId] = sent.enquiryIds;
  if (options.answeredBy) {
    const reply = { body: "Yes, we are free that day.", clientKey: crypto.randomUUID() };
    const answered = await replyToEnquiry(options.answeredBy, "vendor", enquiryId, reply);
    if (!answered.ok) throw new Error(`The reply was refused: ${answered.reason}`);
  }
  return enquiryId;
}
