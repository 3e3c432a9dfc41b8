import { ShieldAlert } from "~/ui/icons";

/**
 * The log-in page's offer to a visitor typing an admin's address: a reset link e-mailed to it
 * (a submit button of the log-in form, after Log in, so Enter in the password field logs in).
 */
export function AdminResetHint({ sending, busy }: { sending: boolean; busy: boolean }) {
  return (
    <div
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm"
      data-testid="admin-hint"
    >
      <p className="flex items-center gap-2 font-semibold text-brand-800">
        <ShieldAlert className="size-4" aria-hidden /> Admin account
      </p>
      <p className="mt-1 text-stone-700">
        Forgotten the admin password? We will email a reset link to the address above.
      </p>
      <button
        type="submit"
        name="intent"
        value="admin-reset"
        formNoValidate
        className="btn-secondary mt-3"
        disabled={busy}
      >
        {sending ? "Sending..." : "Reset Admin Password"}
      </button>
    </div>
  );
}
