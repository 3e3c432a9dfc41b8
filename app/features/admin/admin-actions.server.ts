import { requireAdmin, requireMainAdmin } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { approveClaim, rejectClaim } from "~/features/claims/claims.server";
import { decideReport } from "~/features/enquiries/enquiries.server";
import type { RejectReason } from "~/features/reviews/review.schema";
import { moderateReview } from "~/features/reviews/reviews.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { type FieldErrors, type FormResult, formValues, parseForm } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { logger } from "~/lib/logger.server";
import type { ToastMessage } from "~/lib/toast-message";
import {
  type AdminAction,
  type AdminIntent,
  adminActionSchema,
  businessIdForRole,
  parseTab,
} from "./admin.schema";
import {
  addBusiness,
  decideBusiness,
  deleteBusiness,
  removeOwner,
  updateBusiness,
} from "./admin.server";
import { STATUS_LABEL } from "./admin-ui";
import {
  type CsvImportResult,
  csvImportToast,
  importVendorsCsv,
  readCsvFile,
} from "./csv-import.server";
import {
  createUserAsAdmin,
  deleteUserAsAdmin,
  resetUserPassword,
  setAdminRole,
} from "./users.server";

/** What the admin action answers with when it does not redirect. */
export interface AdminActionResult extends FormResult {
  intent: string;
  csv?: CsvImportResult;
}

const destructive = (title: string, description?: string): ToastMessage => ({
  title,
  description,
  variant: "destructive",
});
const success = (title: string, description?: string): ToastMessage => ({
  title,
  description,
  variant: "success",
});
const CORRECT_FIELDS = "Please correct the highlighted fields.";

/** A redirect, or the panel again with a toast (and the form's errors). */
type Answer = Response | ReturnType<typeof reply>;

interface Context {
  actor: SessionUser;
  request: Request;
  form: FormData;
  /** Back to the tab (and list filters) the form was posted from. */
  back: (overrides?: Record<string, string | null>) => string;
  fail: (toast: ToastMessage, status?: number, extra?: Partial<AdminActionResult>) => Answer;
}

type Handler<I extends AdminIntent> = (
  input: Extract<AdminAction, { intent: I }>,
  context: Context,
) => Promise<Answer>;

interface IntentSpec<I extends AdminIntent> {
  /** User management is the main admin's alone (spec §6). */
  mainAdminOnly?: boolean;
  /** The answer to a form that failed its schema. */
  invalid: (errors: FieldErrors, context: Context) => Answer;
  handle: Handler<I>;
}

/** Approve or reject a pending listing, or a pending claim. */
function decision<I extends "approve" | "reject" | "approve-claim" | "reject-claim">(
  approve: boolean,
  what: "business" | "claim",
): IntentSpec<I> {
  const failed = `Failed to ${approve ? "approve" : "reject"} ${what}`;
  return {
    invalid: (_errors, { fail }) => fail(destructive(failed)),
    handle: async (input, { actor, back, fail }) => {
      const { id } = input as { id: number };
      if (what === "business") {
        const changed = await decideBusiness(actor, id, approve ? "approved" : "rejected");
        if (!changed) {
          const why = "Only pending businesses can be approved or rejected.";
          return fail(destructive(failed, why), 409);
        }
        return redirectWithToast(
          back(),
          approve
            ? success("Business approved", "The listing is now live in the directory.")
            : success("Business rejected", "The listing stays hidden from the directory."),
        );
      }
      const result = approve ? await approveClaim(actor, id) : await rejectClaim(actor, id);
      if (!result.ok) {
        const why =
          result.reason === "already-owned"
            ? "The business already has an owner."
            : "Only pending claims can be decided.";
        return fail(destructive(failed, why), 409);
      }
      const title = approve ? "Claim approved" : "Claim rejected";
      return redirectWithToast(back(), success(title, "The claimant has been e-mailed."));
    },
  };
}

/** A vendor's spam report on an enquiry: dismiss it, or block the couple from enquiring. */
function reportDecision<I extends "dismiss-report" | "block-sender">(
  choice: "dismiss" | "block",
): IntentSpec<I> {
  const failed = "Failed to update the report";
  return {
    invalid: (_errors, { fail }) => fail(destructive(failed)),
    handle: async (input, { actor, back, fail }) => {
      const { id } = input as { id: number };
      if (!(await decideReport(actor, id, choice))) {
        return fail(destructive(failed, "That report was already dealt with."), 409);
      }
      const title = choice === "block" ? "Sender blocked" : "Report dismissed";
      return redirectWithToast(back(), success(title));
    },
  };
}

const REVIEW_VERDICTS = {
  "approve-review": "approve",
  "reject-review": "reject",
  "keep-review": "keep",
  "remove-review": "remove",
} as const;

/**
 * A review's moderation: approve or reject (with a reason) a pending one; keep or take down
 * (with a reason) a reported one. Audit-logged, the vendor's rating recomputed, the author
 * e-mailed.
 */
function reviewDecision<
  I extends "approve-review" | "reject-review" | "keep-review" | "remove-review",
>(intent: I): IntentSpec<I> {
  const failed = "Failed to update the review";
  return {
    invalid: (errors, { fail }) => fail(destructive(failed, errors.reason ?? "Review not found.")),
    handle: async (input, { actor, back, fail }) => {
      const { id, reason } = input as { id: number; reason: RejectReason };
      const verdict = REVIEW_VERDICTS[intent];
      const done = await moderateReview(
        actor,
        id,
        verdict === "reject" || verdict === "remove" ? { verdict, reason } : { verdict },
      );
      if (!done) return fail(destructive(failed, "That review was already dealt with."), 409);
      const title = {
        "approve-review": "Review published",
        "reject-review": "Review rejected",
        "keep-review": "Review kept",
        "remove-review": "Review taken down",
      }[intent];
      return redirectWithToast(back(), success(title));
    },
  };
}

/** Grant or revoke the admin role (main admin only; never one's own). */
function adminRole<I extends "grant-admin" | "revoke-admin">(grant: boolean): IntentSpec<I> {
  const failed = grant ? "Failed to grant admin" : "Failed to revoke admin";
  return {
    mainAdminOnly: true,
    invalid: (_errors, { fail }) => fail(destructive(failed, "User ID is missing")),
    handle: async (input, { actor, request, fail }) => {
      const { userId } = input as { userId: string };
      const outcome = await setAdminRole(actor, request, userId, grant);
      if (outcome !== "changed") {
        const why = outcome === "self" ? "You cannot change your own role." : "User not found.";
        return fail(destructive(failed, why), outcome === "self" ? 400 : 404);
      }
      return redirectWithToast(
        "/admin?tab=users",
        success(grant ? "Admin granted" : "Admin revoked"),
      );
    },
  };
}

const withFields =
  (title: string) =>
  (errors: FieldErrors, { fail, form }: Context) =>
    fail(destructive(title, CORRECT_FIELDS), 400, { errors, values: keptValues(form) });

const keptValues = (form: FormData) => parseForm(adminActionSchema, formValues(form)).values;

const INTENTS: { [I in AdminIntent]: IntentSpec<I> } = {
  approve: decision(true, "business"),
  reject: decision(false, "business"),
  "approve-claim": decision(true, "claim"),
  "reject-claim": decision(false, "claim"),
  "dismiss-report": reportDecision("dismiss"),
  "block-sender": reportDecision("block"),
  "approve-review": reviewDecision("approve-review"),
  "reject-review": reviewDecision("reject-review"),
  "keep-review": reviewDecision("keep-review"),
  "remove-review": reviewDecision("remove-review"),

  "update-business": {
    invalid: (errors, context) =>
      errors.id
        ? context.fail(destructive("Update Failed", "Business not found."), 404)
        : withFields("Update Failed")(errors, context),
    handle: async ({ intent: _, id, ...input }, { actor, back, fail }) => {
      const updated = await updateBusiness(actor, id, input);
      if (updated === "status-changed") {
        return fail(
          destructive(
            "Update Failed",
            "This listing's status changed since you opened it. Open it again to see it.",
          ),
          409,
        );
      }
      if (!updated) return fail(destructive("Update Failed", "Business not found."), 404);
      const kept =
        typeof updated === "object"
          ? ` Its status changed to ${STATUS_LABEL[updated.keptStatus]} since you opened it and was left as it is.`
          : "";
      return redirectWithToast(
        back({ edit: null }),
        success("Business updated", `${input.name} has been saved.${kept}`),
      );
    },
  },

  "remove-owner": {
    invalid: (_errors, { fail }) => fail(destructive("Update Failed", "Business not found.")),
    handle: async ({ id }, { actor, back, fail }) => {
      if (!(await removeOwner(actor, id))) {
        return fail(destructive("Update Failed", "This listing has no owner."), 404);
      }
      return redirectWithToast(
        back({}),
        success("Owner removed", "The listing has no owner now and can be claimed again."),
      );
    },
  },

  "delete-business": {
    invalid: (_errors, { fail }) => fail(destructive("Failed to delete business")),
    handle: async ({ id }, { actor, back, fail }) => {
      const name = await deleteBusiness(actor, id);
      if (!name) return fail(destructive("Failed to delete business", "Business not found."), 404);
      return redirectWithToast(
        back({ confirm: null }),
        success("Business deleted", `${name} has been removed.`),
      );
    },
  },

  "add-business": {
    invalid: withFields("Failed to add business"),
    handle: async ({ intent: _, ...input }, { actor, form, fail }) => {
      try {
        const row = await addBusiness(actor, { ...input, approvalStatus: "approved" });
        return redirectWithToast(
          `/admin?tab=businesses&q=${encodeURIComponent(String(row.id))}`,
          success("Business added successfully", "Your business has been added to the directory."),
        );
      } catch (error) {
        logger.error({ err: error }, "Admin add business failed");
        const why = "There was an error adding your business. Please try again.";
        return fail(destructive("Failed to add business", why), 500, {
          values: keptValues(form),
        });
      }
    },
  },

  "upload-csv": {
    invalid: (_errors, { fail }) => fail(destructive("Upload Failed")),
    // Without JavaScript: the import runs in this request and the panel shows its report. With
    // it, the form posts to /admin/import instead, which streams progress (csv-import-stream).
    handle: async (_input, { actor, request, form, fail }) => {
      const file = await readCsvFile(form.get("file"));
      if (!file.ok) return fail(destructive(file.title, file.description));
      const answer = await importVendorsCsv(actor, file.text);
      const { toast, status } = csvImportToast(answer);
      const csv = answer.ok ? answer.result : undefined;
      return reply<AdminActionResult>(request, { intent: "upload-csv", csv, toast }, status);
    },
  },

  "create-user": {
    mainAdminOnly: true,
    invalid: withFields("Failed to create user"),
    handle: async ({ intent: _, ...input }, { actor, request, form, fail }) => {
      const result = await createUserAsAdmin(actor, request, businessIdForRole(input));
      if (!result.ok) {
        return fail(destructive("Failed to create user", result.message), 400, {
          errors: { [result.field]: result.message },
          values: keptValues(form),
        });
      }
      return redirectWithToast(
        "/admin?tab=users",
        success("User created", `${input.email} can now log in.`),
      );
    },
  },

  "delete-user": {
    mainAdminOnly: true,
    invalid: (_errors, { fail }) =>
      fail(destructive("Failed to delete user", "User ID is missing")),
    handle: async ({ userId }, { actor, request, fail }) => {
      const outcome = await deleteUserAsAdmin(actor, request, userId);
      if (outcome !== "deleted") {
        const self = outcome === "self";
        const why = self ? "You cannot delete your own account here." : "User not found.";
        return fail(destructive("Failed to delete user", why), self ? 400 : 404);
      }
      return redirectWithToast("/admin?tab=users", success("User deleted"));
    },
  },

  "reset-password": {
    mainAdminOnly: true,
    invalid: (errors, { fail, form }) =>
      fail(destructive("Failed to reset password", errors.userId ?? errors.newPassword), 400, {
        errors,
        values: keptValues(form),
      }),
    handle: async ({ userId, newPassword }, { actor, request, fail }) => {
      const done = await resetUserPassword(actor, request, userId, newPassword);
      if (!done) return fail(destructive("Failed to reset password", "User not found."), 404);
      return redirectWithToast(
        "/admin?tab=users",
        success("Password reset", "The new password works straight away."),
      );
    },
  },

  "grant-admin": adminRole(true),
  "revoke-admin": adminRole(false),
};

function isIntent(value: string): value is AdminIntent {
  return Object.hasOwn(INTENTS, value);
}

/** Back to the tab (and list filters) the form was on; only our own keys survive. */
function backUrl(form: FormData, overrides: Record<string, string | null> = {}) {
  const from = new URLSearchParams(String(form.get("back") ?? ""));
  const params = new URLSearchParams();
  params.set("tab", parseTab(from.get("tab") ?? String(form.get("tab") ?? "")));
  for (const key of ["status", "q", "page"]) {
    const value = from.get(key);
    if (value) params.set(key, value.slice(0, 100));
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return `/admin?${params}`;
}

export async function handleAdminAction(request: Request) {
  // Guards first: a refused write gets a 403 and changes nothing.
  const actor = await requireAdmin(request);
  const failWith =
    (intent: string) =>
    (toast: ToastMessage, status = 400, extra: Partial<AdminActionResult> = {}) =>
      reply<AdminActionResult>(request, { intent, toast, ...extra }, status);
  // The body's size is limited while it streams, before this runs (server/body-limit.ts).
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const context: Context = {
    actor,
    request,
    form,
    back: (overrides) => backUrl(form, overrides),
    fail: failWith(intent),
  };
  if (!isIntent(intent))
    return context.fail(destructive("Something went wrong", "Unknown action."));
  const spec = INTENTS[intent] as IntentSpec<AdminIntent>;
  if (spec.mainAdminOnly) await requireMainAdmin(request);
  const parsed = parseForm(adminActionSchema, formValues(form));
  if (!parsed.ok) return spec.invalid(parsed.errors, context);
  return spec.handle(parsed.data, context);
}
