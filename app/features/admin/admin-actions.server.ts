import { data } from "react-router";
import { requireAdmin, requireMainAdmin } from "~/features/accounts/guards.server";
import { approveClaim, rejectClaim } from "~/features/claims/claims.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { logger } from "~/lib/logger.server";
import type { ToastMessage } from "~/ui/toast";
import {
  adminBusinessSchema,
  CSV_MAX_BYTES,
  createUserSchema,
  type FieldErrors,
  fieldErrorsOf,
  formValues,
  idSchema,
  parseTab,
  resetPasswordSchema,
  userIdSchema,
} from "./admin.schema";
import { addBusiness, decideBusiness, deleteBusiness, updateBusiness } from "./admin.server";
import { type CsvImportResult, importVendorsCsv, readCsvFile } from "./csv-import.server";
import {
  createUserAsAdmin,
  deleteUserAsAdmin,
  resetUserPassword,
  setAdminRole,
} from "./users.server";

/** What the admin action answers with when it does not redirect. */
export interface AdminActionResult {
  intent: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  toast?: ToastMessage;
  csv?: CsvImportResult;
  at: number;
}

const USER_INTENTS = new Set([
  "create-user",
  "delete-user",
  "reset-password",
  "grant-admin",
  "revoke-admin",
]);

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

const fail = (
  intent: string,
  toast: ToastMessage,
  extra: Partial<AdminActionResult> = {},
  status = 400,
) => data<AdminActionResult>({ intent, toast, at: Date.now(), ...extra }, { status });

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

export async function handleAdminAction(request: Request) {
  // Guards first: a refused write gets a 403 and changes nothing.
  const actor = await requireAdmin(request);
  // The only file upload is the CSV: refuse an oversized body before it is read into memory.
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > CSV_MAX_BYTES + 64 * 1024) {
    return fail(
      "upload-csv",
      destructive("Upload Failed", "The file is larger than 2 MB."),
      {},
      413,
    );
  }
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (USER_INTENTS.has(intent)) await requireMainAdmin(request);

  switch (intent) {
    case "approve":
    case "reject": {
      const parsed = idSchema.safeParse({ id: form.get("id") });
      const approve = intent === "approve";
      const failed = approve ? "Failed to approve business" : "Failed to reject business";
      if (!parsed.success) return fail(intent, destructive(failed));
      const changed = await decideBusiness(
        actor,
        parsed.data.id,
        approve ? "approved" : "rejected",
      );
      if (!changed) {
        return fail(
          intent,
          destructive(failed, "Only pending businesses can be approved or rejected."),
          {},
          409,
        );
      }
      return redirectWithToast(
        backUrl(form),
        success(
          approve ? "Business approved" : "Business rejected",
          approve
            ? "The listing is now live in the directory."
            : "The listing stays hidden from the directory.",
        ),
      );
    }

    case "update-business": {
      const id = idSchema.safeParse({ id: form.get("id") });
      const parsed = adminBusinessSchema.safeParse(Object.fromEntries(form));
      if (!id.success)
        return fail(intent, destructive("Update Failed", "Business not found."), {}, 404);
      if (!parsed.success) {
        return fail(
          intent,
          destructive("Update Failed", "Please correct the highlighted fields."),
          {
            errors: fieldErrorsOf(parsed.error),
            values: formValues(form),
          },
        );
      }
      const updated = await updateBusiness(actor, id.data.id, parsed.data);
      if (!updated)
        return fail(intent, destructive("Update Failed", "Business not found."), {}, 404);
      return redirectWithToast(
        backUrl(form, { edit: null }),
        success("Business updated", `${parsed.data.name} has been saved.`),
      );
    }

    case "delete-business": {
      const parsed = idSchema.safeParse({ id: form.get("id") });
      if (!parsed.success) return fail(intent, destructive("Failed to delete business"));
      const name = await deleteBusiness(actor, parsed.data.id);
      if (!name) {
        return fail(
          intent,
          destructive("Failed to delete business", "Business not found."),
          {},
          404,
        );
      }
      return redirectWithToast(
        backUrl(form, { confirm: null }),
        success("Business deleted", `${name} has been removed.`),
      );
    }

    case "add-business": {
      const parsed = adminBusinessSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) {
        return fail(
          intent,
          destructive("Failed to add business", "Please correct the highlighted fields."),
          {
            errors: fieldErrorsOf(parsed.error),
            values: formValues(form),
          },
        );
      }
      try {
        const row = await addBusiness(actor, { ...parsed.data, approvalStatus: "approved" });
        return redirectWithToast(
          `/admin?tab=businesses&q=${encodeURIComponent(String(row.id))}`,
          success("Business added successfully", "Your business has been added to the directory."),
        );
      } catch (error) {
        logger.error({ err: error }, "Admin add business failed");
        return fail(
          intent,
          destructive(
            "Failed to add business",
            "There was an error adding your business. Please try again.",
          ),
          { values: formValues(form) },
          500,
        );
      }
    }

    case "upload-csv": {
      const file = await readCsvFile(form.get("file"));
      if (!file.ok) return fail(intent, destructive(file.title, file.description));
      try {
        const csv = await importVendorsCsv(actor, file.text);
        if (csv.created + csv.updated === 0 && csv.errors.length) {
          return fail(intent, destructive("CSV Upload Failed", "No rows could be imported."), {
            csv,
          });
        }
        return data<AdminActionResult>({
          intent,
          csv,
          at: Date.now(),
          toast: success(
            "CSV Upload Complete",
            `${csv.created} added, ${csv.updated} updated, ${csv.errors.length} skipped.`,
          ),
        });
      } catch (error) {
        logger.error({ err: error }, "CSV upload failed");
        return fail(
          intent,
          destructive("Upload Failed", "The file could not be imported. Please try again."),
          {},
          500,
        );
      }
    }

    case "approve-claim":
    case "reject-claim": {
      const parsed = idSchema.safeParse({ id: form.get("id") });
      const approve = intent === "approve-claim";
      const failed = approve ? "Failed to approve claim" : "Failed to reject claim";
      if (!parsed.success) return fail(intent, destructive(failed));
      const result = approve
        ? await approveClaim(actor, parsed.data.id)
        : await rejectClaim(actor, parsed.data.id);
      if (!result.ok) {
        const why =
          result.reason === "already-owned"
            ? "The business already has an owner."
            : "Only pending claims can be decided.";
        return fail(intent, destructive(failed, why), {}, 409);
      }
      return redirectWithToast(
        backUrl(form),
        success(approve ? "Claim approved" : "Claim rejected", "The claimant has been e-mailed."),
      );
    }

    case "create-user": {
      const parsed = createUserSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) {
        return fail(
          intent,
          destructive("Failed to create user", "Please correct the highlighted fields."),
          {
            errors: fieldErrorsOf(parsed.error),
            values: formValues(form),
          },
        );
      }
      const result = await createUserAsAdmin(actor, request, parsed.data);
      if (!result.ok) {
        return fail(intent, destructive("Failed to create user", result.message), {
          errors: { [result.field]: result.message },
          values: formValues(form),
        });
      }
      return redirectWithToast(
        "/admin?tab=users",
        success("User created", `${parsed.data.email} can now log in.`),
      );
    }

    case "delete-user": {
      const parsed = userIdSchema.safeParse({ userId: form.get("userId") ?? undefined });
      if (!parsed.success)
        return fail(intent, destructive("Failed to delete user", "User ID is missing"));
      const outcome = await deleteUserAsAdmin(actor, request, parsed.data.userId);
      if (outcome !== "deleted") {
        const why =
          outcome === "self" ? "You cannot delete your own account here." : "User not found.";
        return fail(
          intent,
          destructive("Failed to delete user", why),
          {},
          outcome === "self" ? 400 : 404,
        );
      }
      return redirectWithToast("/admin?tab=users", success("User deleted"));
    }

    case "reset-password": {
      const parsed = resetPasswordSchema.safeParse({
        userId: form.get("userId") ?? undefined,
        newPassword: form.get("newPassword") ?? undefined,
      });
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        return fail(
          intent,
          destructive("Failed to reset password", errors.userId ?? errors.newPassword),
          {
            errors,
            values: formValues(form),
          },
        );
      }
      const done = await resetUserPassword(
        actor,
        request,
        parsed.data.userId,
        parsed.data.newPassword,
      );
      if (!done)
        return fail(intent, destructive("Failed to reset password", "User not found."), {}, 404);
      return redirectWithToast(
        "/admin?tab=users",
        success("Password reset", "The new password works straight away."),
      );
    }

    case "grant-admin":
    case "revoke-admin": {
      const parsed = userIdSchema.safeParse({ userId: form.get("userId") ?? undefined });
      const grant = intent === "grant-admin";
      const failed = grant ? "Failed to grant admin" : "Failed to revoke admin";
      if (!parsed.success) return fail(intent, destructive(failed, "User ID is missing"));
      const outcome = await setAdminRole(actor, request, parsed.data.userId, grant);
      if (outcome !== "changed") {
        const why = outcome === "self" ? "You cannot change your own role." : "User not found.";
        return fail(intent, destructive(failed, why), {}, outcome === "self" ? 400 : 404);
      }
      return redirectWithToast(
        "/admin?tab=users",
        success(grant ? "Admin granted" : "Admin revoked"),
      );
    }

    default:
      return fail(intent, destructive("Something went wrong", "Unknown action."));
  }
}
