import { z } from "zod";
import { MAX_EVENTS_IN_ALL } from "~/features/events/event-limits";
import { formInput } from "~/lib/form";
import { isRealDay, todayInLondon } from "~/lib/london-date";
import { isUkPhone } from "~/lib/phone";
import { parsePostcode, tidyPostcode } from "~/lib/postcode";
import { optionalText, optionalWholeNumber, requiredText } from "~/lib/schema-fields";
import { MESSAGE_MAX, MESSAGE_MIN, REPLY_MAX, VENDOR_STATUSES } from "./enquiry.constants";

export * from "./enquiry.constants";

/**
 * The enquiry forms' schemas: the browser checks them before the post and the actions check
 * them again. Messages are plain text; nothing from a message is ever rendered as HTML.
 */

const events = z.preprocess(
  // The browser's FormData check sees one value; the action passes every ticked box.
  (value) => (Array.isArray(value) ? value : typeof value === "string" && value ? [value] : []),
  z
    .array(z.string().trim().min(1).max(100))
    .min(1, "Choose at least one event this enquiry is for")
    .max(MAX_EVENTS_IN_ALL, "Choose at most ten events"),
);

export const enquirySchema = z
  .looseObject({
    events,
    eventDate: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(
        z
          .string()
          .refine(isRealDay, "Please enter a valid date")
          .refine((value) => value >= todayInLondon(), "The date cannot be in the past")
          .optional(),
      ),
    guestCount: optionalWholeNumber(1, 5000, "Enter a number of guests between 1 and 5,000"),
    budgetMin: optionalWholeNumber(1, 1_000_000, "Enter an amount in pounds, e.g. 2000"),
    budgetMax: optionalWholeNumber(1, 1_000_000, "Enter an amount in pounds, e.g. 5000"),
    postcode: optionalText(10, "Please enter a valid UK postcode").refine(
      (value) => !value || parsePostcode(value) !== null,
      "Please enter a valid UK postcode",
    ),
    message: z
      .string({ error: "Please write a message to the vendor" })
      .trim()
      .min(1, "Please write a message to the vendor")
      .min(MESSAGE_MIN, `Your message needs at least ${MESSAGE_MIN} characters`)
      .max(MESSAGE_MAX, "Your message must be 2,000 characters or fewer"),
    phone: optionalText(30, "Please enter a valid UK phone number").refine(
      (value) => !value || isUkPhone(value),
      "Please enter a valid UK phone number",
    ),
    clientKey: z.string().regex(/^[\w-]{8,64}$/, "Please reload the page and try again"),
  })
  .refine((input) => !input.budgetMin || !input.budgetMax || input.budgetMax >= input.budgetMin, {
    path: ["budgetMax"],
    message: "The top of the range must be at least the bottom",
  })
  // The events' own boxes are checked even when another field is wrong, so every message shows.
  .superRefine((input, ctx) => {
    const ticked = Array.isArray(input.events) ? input.events : [];
    readEventDetails(input, ticked, (path, message) =>
      ctx.addIssue({ code: "custom", path: [path], message }),
    );
  })
  .transform((input) => {
    const eventDetails = readEventDetails(input, input.events, () => {});
    const { events, eventDate, guestCount, budgetMin, budgetMax, postcode, message, phone } = input;
    return {
      events,
      eventDate,
      guestCount,
      budgetMin,
      budgetMax,
      postcode,
      message,
      phone,
      clientKey: input.clientKey,
      eventDetails,
    };
  });

export type EnquiryInput = z.infer<typeof enquirySchema>;

/** One of the couple's events an enquiry is for, with its own date, time, postcode and guests. */
export interface EventDetail {
  weddingEventId: number;
  name: string;
  eventDate: string;
  startTime: string | null;
  postcode: string | null;
  guestCount: number | null;
}

const fieldText = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The ticked events' own boxes (issue 30): `eventName_<id>` names the couple's event `<id>` as
 * the "events" boxes tick it; `eventDate_<id>`, `startTime_<id>`, `postcode_<id>` and
 * `guests_<id>` are its details. Dates come from the couple's own events, so a past one is kept.
 */
function readEventDetails(
  input: Record<string, unknown>,
  ticked: string[],
  problem: (path: string, message: string) => void,
): EventDetail[] {
  const details: EventDetail[] = [];
  for (const key of Object.keys(input)) {
    const match = /^eventName_(\d{1,9})$/.exec(key);
    if (!match) continue;
    const id = match[1];
    const name = fieldText(input[key]);
    if (!name || !ticked.includes(name) || details.length >= 10) continue;
    const eventDate = fieldText(input[`eventDate_${id}`]);
    const startTime = fieldText(input[`startTime_${id}`]);
    const postcode = fieldText(input[`postcode_${id}`]);
    const guests = fieldText(input[`guests_${id}`]).replace(/[,\s]/g, "");
    if (!isRealDay(eventDate)) {
      problem(`eventDate_${id}`, `Enter the date of the ${name}`);
    }
    if (startTime && !/^([01]\d|2[0-3]):[0-5]\d$/.test(startTime)) {
      problem(`startTime_${id}`, "Enter a time like 18:30");
    }
    if (postcode && (postcode.length > 10 || parsePostcode(postcode) === null)) {
      problem(`postcode_${id}`, "Please enter a valid UK postcode");
    }
    if (guests && (!/^\d{1,5}$/.test(guests) || Number(guests) < 1 || Number(guests) > 5000)) {
      problem(`guests_${id}`, "Enter a number of guests between 1 and 5,000");
    }
    details.push({
      weddingEventId: Number(id),
      name,
      eventDate,
      startTime: startTime || null,
      postcode: postcode ? tidyPostcode(postcode) : null,
      guestCount: guests ? Number(guests) : null,
    });
  }
  return details.sort((a, b) => a.eventDate.localeCompare(b.eventDate));
}

export const replySchema = z.object({
  body: requiredText(
    "Write a message before sending",
    REPLY_MAX,
    "Your message must be 2,000 characters or fewer",
  ),
  clientKey: z.string().regex(/^[\w-]{8,64}$/, "Please reload the page and try again"),
});

export const statusSchema = z.object({
  status: z.enum(VENDOR_STATUSES, { error: "Choose a status" }),
});

export const reportSchema = z.object({
  reason: z
    .string({ error: "Tell us why this enquiry is spam" })
    .trim()
    .min(5, "Tell us why this enquiry is spam (at least 5 characters)")
    .max(500, "Please keep the reason under 500 characters"),
});

/**
 * Which of the couple's events fit a vendor's category, so the form can tick them. Most
 * vendors serve every event; a few are for one kind of event only.
 */
const EVENT_FIT: Partial<Record<string, RegExp>> = {
  "mehndi-artists": /meh(e)?ndi|henna/i,
  priests: /ceremony|wedding|nikah|karaj|phera|shaadi|vivah|civil/i,
  "bridal-wear": /wedding|ceremony|shaadi|nikah|karaj|reception/i,
  honeymoon: /^$/,
};

export function eventsThatFit(categoryId: string, coupleEvents: string[]): string[] {
  const fit = EVENT_FIT[categoryId];
  return fit ? coupleEvents.filter((event) => fit.test(event)) : coupleEvents;
}

/** The form's values, with every ticked event. */
export const enquiryInput = (form: FormData) => formInput(form, ["events"]);
