import { z } from "zod";
import { APPROVAL_STATUSES, ROLES } from "~/db/schema";
import { MESSAGES, PASSWORD_MAX_LENGTH } from "~/features/accounts/auth.schema";
import { CATEGORY_IDS, DESCRIPTION_MAX } from "~/features/business/add-business.schema";
import { rejectReviewSchema } from "~/features/reviews/review.schema";
import { sanitisedNamedText } from "~/features/vendors/sanitise";
import { ID_PATTERN } from "~/lib/id-param";
import { namedText } from "~/lib/schema-fields";

/** Spec §2 "Admin panel": six tabs, in this order. The selected one lives in `?tab=`. */
export const ADMIN_TABS = [
  { id: "businesses", label: "Businesses" },
  { id: "add-business", label: "Add Business" },
  { id: "users", label: "Users" },
  { id: "pending", label: "Pending" },
  { id: "claims", label: "Claims" },
  { id: "analytics", label: "Analytics" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export function parseTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? "businesses";
}

/** The Businesses tab's Status choices, in the spec's order: all, approved, pending, rejected. */
const blankIsMissing = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const STATUS_FILTERS = [
  "all",
  "approved",
  "pending",
  "rejected",
] as const satisfies readonly ("all" | (typeof APPROVAL_STATUSES)[number])[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const MAIN_ADMIN_ONLY = "Only the main admin account can access full user list";
export const PASSWORD_MIN_MESSAGE = "Password must be at least 6 characters";

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).optional().default("");

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const optionalUrl = z
  .string()
  .trim()
  .max(500, "Invalid URL")
  .optional()
  .default("")
  .refine((value) => !value || URL_PATTERN.test(value), "Invalid URL");

/** Spec §5 "Admin forms": the business form, used to add and to edit. */
export const adminBusinessSchema = z.object({
  name: sanitisedNamedText("Name", 120),
  categoryId: z.enum(CATEGORY_IDS, { error: "Please select a category" }),
  location: sanitisedNamedText("Location", 100),
  email: z
    .string()
    .trim()
    .optional()
    .default("")
    .refine((value) => !value || z.email().safeParse(value).success, "Invalid email address"),
  website: optionalUrl,
  imageUrl: optionalUrl,
  shortDescription: optionalText(DESCRIPTION_MAX, "Description cannot exceed 500 characters"),
  address: optionalText(200, "Address must be 200 characters or fewer"),
  phone: optionalText(30, "Phone must be 30 characters or fewer"),
  // A cleared box is "not given" (the default), not 0: Number("") would be 0.
  rating: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: "Rating must be between 0 and 5" })
      .min(0, "Rating must be between 0 and 5")
      .max(5, "Rating must be between 0 and 5")
      .default(4),
  ),
  reviewCount: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: "Review count must be a whole number" })
      .int("Review count must be a whole number")
      .min(0, "Review count must be a whole number")
      .max(1_000_000, "Review count must be 1,000,000 or less")
      .default(0),
  ),
  // Only the edit form sends it; an admin-added business is always approved (spec §4).
  approvalStatus: z.enum(APPROVAL_STATUSES).optional(),
});
export type AdminBusinessInput = z.infer<typeof adminBusinessSchema>;

const createUserFields = z.object({
  name: namedText("Name", 100),
  email: z
    .string({ error: "Email and password are required" })
    .trim()
    .toLowerCase()
    .min(1, "Email and password are required")
    .pipe(z.email("Invalid email address")),
  role: z.enum(ROLES, { error: "Please choose a role" }),
  password: z
    .string({ error: "Email and password are required" })
    .min(1, "Email and password are required")
    .min(6, PASSWORD_MIN_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordMax),
  businessId: z
    .string()
    .trim()
    .optional()
    .default("")
    // Typed by a person, so "007" is 7 (an address's id may not have a leading zero).
    .refine(
      (value) => !value || ID_PATTERN.test(value.replace(/^0+/, "")),
      "Business ID must be a number",
    )
    .transform((value) => (value ? Number(value) : undefined)),
});

/** A business id only means something for a business account. */
export const businessIdForRole = <T extends { role: string; businessId?: number }>(input: T) => ({
  ...input,
  businessId: input.role === "business" ? input.businessId : undefined,
});

export const createUserSchema = createUserFields.transform(businessIdForRole);
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const resetPasswordSchema = z.object({
  userId: z.string({ error: "User ID is missing" }).trim().min(1, "User ID is missing"),
  newPassword: z
    .string({ error: PASSWORD_MIN_MESSAGE })
    .min(6, PASSWORD_MIN_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordMax),
});

export const userIdSchema = z.object({
  userId: z.string({ error: "User ID is missing" }).trim().min(1, "User ID is missing"),
});

/** A row's id as a form posts it (`ID_PATTERN`: "1e3", "0x10" or ten digits name no row). */
export const idSchema = z.object({
  id: z
    .string()
    .regex(ID_PATTERN, "Not found")
    .transform((value) => Number(value)),
});

/** One branch of the admin's union for each of `intents`: what `schema` takes, and the intent. */
const withIntents = <Shape extends z.core.$ZodShape, const Intents extends readonly string[]>(
  schema: z.ZodObject<Shape>,
  ...intents: Intents
) =>
  intents.map((intent) => schema.extend({ intent: z.literal(intent) })) as {
    [K in keyof Intents]: z.ZodObject<
      z.core.util.Extend<Shape, { intent: z.ZodLiteral<Extract<Intents[K], string>> }>
    >;
  };

/**
 * Every form of the admin panel posts one of these intents, grouped by what each carries. Parsed
 * once, with the branch's field errors; each intent has one small handler (admin-actions.server.ts).
 */
export const adminActionSchema = z.discriminatedUnion("intent", [
  ...withIntents(
    idSchema,
    "approve",
    "reject",
    "delete-business",
    "approve-claim",
    "reject-claim",
    "dismiss-report",
    "block-sender",
    "approve-review",
    "keep-review",
    "remove-owner",
  ),
  ...withIntents(rejectReviewSchema, "reject-review", "remove-review"),
  ...withIntents(
    adminBusinessSchema.extend({
      ...idSchema.shape,
      /** The status the edit form showed when it opened (a newer one is not undone by a save). */
      statusWas: z.enum(APPROVAL_STATUSES).optional(),
    }),
    "update-business",
  ),
  ...withIntents(adminBusinessSchema, "add-business"),
  ...withIntents(z.object({}), "upload-csv"),
  ...withIntents(createUserFields, "create-user"),
  ...withIntents(resetPasswordSchema, "reset-password"),
  ...withIntents(userIdSchema, "delete-user", "grant-admin", "revoke-admin"),
]);
export type AdminAction = z.infer<typeof adminActionSchema>;
export type AdminIntent = AdminAction["intent"];

export const CSV_COLUMNS = ["Category", "Name", "Website", "Phone", "Email", "Address"] as const;
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
