import { z } from "zod";
import { MESSAGES, strongPassword } from "~/features/accounts/auth.schema";
import { ROLE_IDS } from "~/features/weddings/member-roles";
import { EMAIL_MAX, namedText, optionalText } from "~/lib/schema-fields";

export * from "./family.constants";

const email = z
  .string({ error: "Enter their e-mail address" })
  .trim()
  .toLowerCase()
  .min(1, "Enter their e-mail address")
  .max(EMAIL_MAX, "That e-mail address is too long")
  .pipe(z.email("Enter an e-mail address like name@example.com"));

/** Invite someone to plan the wedding (the family page and the dashboard's card). */
export const inviteSchema = z.object({
  name: optionalText(100, "Please keep the name under 100 characters"),
  email,
  role: z.enum(ROLE_IDS, { error: "Choose what they may do" }),
});

export type InviteFormInput = z.infer<typeof inviteSchema>;

const checkbox = z.preprocess(
  (value) => value === "on" || value === "true" || value === true,
  z.boolean(),
);

/** Make an account from an invitation link: the address is the invitation's, not typed. */
export const joinSchema = z.object({
  name: namedText("Your name", 100),
  password: strongPassword,
  termsAccepted: checkbox.refine((value) => value, MESSAGES.terms),
});
