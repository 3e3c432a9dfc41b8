import { z } from "zod";
import { MAX_EVENTS_IN_ALL } from "~/features/events/event-limits";
import { safeReturnPath } from "~/lib/return-url";
import { SHORTLIST_INTENTS } from "./shortlist.constants";

export * from "./shortlist.constants";

/** The shortlist heart's form: the same rule on the client and the server. */
export const shortlistToggleSchema = z.object({
  vendorId: z.coerce
    .number({ error: "Choose a vendor" })
    .int("Choose a vendor")
    .positive("Choose a vendor")
    .max(2_147_483_647, "Choose a vendor"),
  intent: z.enum(SHORTLIST_INTENTS, { error: "Choose add or remove" }),
  redirectTo: z
    .string()
    .optional()
    .transform((value) => safeReturnPath(value)),
});

export type ShortlistToggle = z.infer<typeof shortlistToggleSchema>;

/** The heart's "For which event?" answer: the ticked events of the couple (maybe none). */
export const shortlistEventsSchema = z.object({
  vendorId: shortlistToggleSchema.shape.vendorId,
  eventIds: z.preprocess(
    (value) => (Array.isArray(value) ? value : value ? [value] : []),
    z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(MAX_EVENTS_IN_ALL),
  ),
  redirectTo: shortlistToggleSchema.shape.redirectTo,
});
