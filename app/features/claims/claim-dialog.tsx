import * as Dialog from "@radix-ui/react-dialog";
import { BadgeCheck, Building2, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, useFetcher, useSearchParams } from "react-router";
import { Field, TextareaField } from "~/ui/form";
import { useRootData } from "~/ui/root-data";
import { useToast } from "~/ui/toast";
import {
  CLAIM_LIMITS,
  CLAIM_TOASTS,
  type ClaimActionData,
  type ClaimErrors,
  parseClaim,
} from "./claim.schema";

const loginHref = (vendorId: number) =>
  `/login?returnUrl=${encodeURIComponent(`/vendor/${vendorId}`)}`;

/**
 * "Claim this Business" on the vendor page (spec: Claim dialog), shown when the vendor is
 * claimable. With JavaScript: a dialog that posts to /claim through a fetcher. Without it the
 * button is a link to `?claim=1`, which shows the same form in the page as a plain form post.
 */
export function ClaimBusiness({
  vendorId,
  vendorName,
  isClaimable,
}: {
  vendorId: number;
  vendorName: string;
  isClaimable: boolean;
}) {
  const isLoggedIn = Boolean(useRootData()?.user);
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const hydrated = useHydrated();
  const inline = searchParams.get("claim") === "1";

  if (!isClaimable && !submitted) return null;

  if (submitted) {
    return (
      <section className="card p-6" aria-labelledby="claim-heading">
        <h2 id="claim-heading" className="flex items-center gap-2 text-xl font-semibold">
          <BadgeCheck className="size-5 text-emerald-700" aria-hidden /> Claim submitted
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          Thank you. We review claims within 1-2 business days and will e-mail you our decision.
        </p>
      </section>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <section className="card p-6" aria-labelledby="claim-heading">
        <h2 id="claim-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Building2 className="size-5 text-brand-600" aria-hidden /> Is this your business?
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          Claim {vendorName} to keep its details up to date and hear from couples directly.
        </p>
        {inline ? (
          <div id="claim-form" className="mt-5 border-t border-stone-200 pt-5">
            {isLoggedIn ? (
              <ClaimForm vendorId={vendorId} onDone={() => setSubmitted(true)} />
            ) : (
              <LoginNotice vendorId={vendorId} />
            )}
          </div>
        ) : (
          <ClaimTrigger
            hydrated={hydrated}
            onOpen={() => {
              if (!isLoggedIn) toast(CLAIM_TOASTS.loginRequired);
            }}
          />
        )}
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[90] bg-ink/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-[95] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8">
            <Dialog.Title className="pr-8 font-display text-2xl font-semibold">
              Claim this Business
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-stone-700">
              Tell us how you are connected to {vendorName}. Our team checks every claim before
              linking the listing to your account.
            </Dialog.Description>
            <div className="mt-6">
              {isLoggedIn ? (
                <ClaimForm
                  vendorId={vendorId}
                  onDone={() => {
                    setOpen(false);
                    setSubmitted(true);
                  }}
                  onCancel={() => setOpen(false)}
                />
              ) : (
                <LoginNotice vendorId={vendorId} />
              )}
            </div>
            <Dialog.Close
              className="absolute top-4 right-4 rounded-full p-2 text-stone-600 hover:bg-stone-100"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </section>
    </Dialog.Root>
  );
}

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Before JavaScript runs, the trigger is a link to the in-page form (`?claim=1`); once it
 * runs, a button that opens the dialog.
 */
function ClaimTrigger({ hydrated, onOpen }: { hydrated: boolean; onOpen: () => void }) {
  const className = "btn-secondary mt-4 w-full";
  if (!hydrated) {
    return (
      <a href="?claim=1#claim-form" className={className}>
        Claim this Business
      </a>
    );
  }
  return (
    <Dialog.Trigger asChild>
      <button type="button" className={className} onClick={onOpen}>
        Claim this Business
      </button>
    </Dialog.Trigger>
  );
}

function LoginNotice({ vendorId }: { vendorId: number }) {
  return (
    <div role="status" className="rounded-xl border border-saffron-300 bg-saffron-100 p-4">
      <p className="font-semibold">Authentication required</p>
      <p className="mt-1 text-sm">You must be logged in to claim a business</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to={loginHref(vendorId)} className="btn-primary">
          Log in to claim
        </Link>
        <Link to="/signup" className="btn-secondary">
          Create an account
        </Link>
      </div>
    </div>
  );
}

function ClaimForm({
  vendorId,
  onDone,
  onCancel,
}: {
  vendorId: number;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const toast = useToast();
  const fetcher = useFetcher<ClaimActionData>({ key: `claim-${vendorId}` });
  const [errors, setErrors] = useState<ClaimErrors>({});
  const busy = fetcher.state !== "idle";
  const seen = useRef(fetcher.data);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (answer.ok) {
      toast(CLAIM_TOASTS.submitted);
      onDone();
    } else if (answer.error === "login-required") {
      toast(CLAIM_TOASTS.loginRequired);
    } else if (answer.error === "invalid") {
      setErrors(answer.errors ?? {});
      toast(CLAIM_TOASTS.missing);
    } else {
      toast(CLAIM_TOASTS.failed);
    }
  }, [fetcher.data, toast, onDone]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = parseClaim(Object.fromEntries(form));
    if (!result.ok) {
      setErrors(result.errors);
      toast(CLAIM_TOASTS.missing);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`claim-${first}`)?.focus();
      return;
    }
    setErrors({});
    form.set("js", "1");
    fetcher.submit(form, { method: "post", action: "/claim" });
  }

  return (
    <Form method="post" action="/claim" noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="vendorId" value={vendorId} />
      <Field
        id="claim-relationship"
        name="relationship"
        label="Your relationship to the business"
        placeholder="e.g. Owner, director or manager"
        maxLength={CLAIM_LIMITS.relationship}
        aria-required
        error={errors.relationship}
      />
      <TextareaField
        id="claim-evidence"
        name="evidence"
        label="Evidence of ownership"
        maxLength={CLAIM_LIMITS.evidence}
        aria-required
        error={errors.evidence}
        hint="For example your business e-mail address, Companies House number or a link we can check."
      />
      <Field
        id="claim-contactNumber"
        name="contactNumber"
        label="Contact number"
        type="tel"
        autoComplete="tel"
        maxLength={CLAIM_LIMITS.contactNumber}
        aria-required
        error={errors.contactNumber}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Submitting..." : "Submit Claim"}
        </button>
      </div>
    </Form>
  );
}
