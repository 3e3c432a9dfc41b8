import { type FormEvent, useEffect, useRef } from "react";
import { Form, Link, useActionData, useFetcher } from "react-router";
import { fieldProps } from "~/lib/form";
import { isOutage } from "~/lib/outage";
import { Field, FormError, TextareaField, useFormValidation } from "~/ui/form";
import { useToast } from "~/ui/toast";
import {
  CLAIM_LIMITS,
  CLAIM_TOASTS,
  type ClaimActionData,
  type ClaimPageAnswer,
  claimToast,
} from "./claim.constants";

const loadClaimSchema = () => import("./claim.schema").then((m) => m.claimSchema);

/**
 * The claim form (spec: Claim dialog), in the dialog or, without JavaScript, in the page
 * (`?claim=1`). Without JavaScript a plain post to the vendor page, which shows a refusal in
 * place with what was typed; with it a fetcher posts to /claim.
 */
export function ClaimForm({
  vendorId,
  byCode,
  onDone,
  onCancel,
}: {
  vendorId: number;
  /** The listing has a public e-mail: a code sent there claims it at once (decision 042). */
  byCode?: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const toast = useToast();
  const fetcher = useFetcher<ClaimActionData>({ key: `claim-${vendorId}` });
  // Without JavaScript the form posts to the vendor page itself, which answers a refusal there.
  const pageAnswer = useActionData<ClaimPageAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const {
    errors,
    onSubmit: validate,
    onFocus,
  } = useFormValidation(loadClaimSchema, answer && !answer.ok ? answer.errors : undefined, {
    onInvalid: () => toast(CLAIM_TOASTS.missing),
  });
  // Every field is required (spec: Claim dialog) and limited as the schema says.
  const field = (name: keyof typeof CLAIM_LIMITS) => ({
    ...fieldProps(name, { errors, values: pageAnswer?.values, idPrefix: "claim-" }),
    maxLength: CLAIM_LIMITS[name],
    "aria-required": true as const,
  });
  const busy = fetcher.state !== "idle";
  const seen = useRef(answer);

  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    // The database could not take it: the "briefly unavailable" words, the form kept.
    toast(
      isOutage(answer)
        ? { ...CLAIM_TOASTS.failed, description: answer.formError }
        : claimToast(answer),
    );
    if (answer.ok) onDone();
  }, [answer, toast, onDone]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    validate(event);
    if (event.defaultPrevented) return;
    // Checked: send it through the fetcher, which asks for JSON (`js=1`), not a redirect.
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set("js", "1");
    fetcher.submit(form, { method: "post", action: "/claim" });
  }

  return (
    <Form
      method="post"
      action={`/vendor/${vendorId}?claim=1`}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="space-y-4"
    >
      {pageAnswer && !fetcher.data ? (
        <FormError>
          {isOutage(pageAnswer) ? pageAnswer.formError : toastLine(claimToast(pageAnswer))}
        </FormError>
      ) : null}
      <input type="hidden" name="vendorId" value={vendorId} />
      {byCode ? (
        <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
          Can you read the e-mail address on this listing?{" "}
          <Link
            to={`/vendor/${vendorId}/claim-code`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Claim at once with a code sent to the listing's e-mail
          </Link>
          . Otherwise, tell us below and our team will check.
        </p>
      ) : null}
      <Field
        label="Your relationship to the business"
        placeholder="e.g. Owner, director or manager"
        {...field("relationship")}
      />
      <TextareaField
        label="Evidence of ownership"
        hint="For example your business e-mail address, Companies House number or a link we can check."
        {...field("evidence")}
      />
      <Field label="Contact number" type="tel" autoComplete="tel" {...field("contactNumber")} />
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

const toastLine = ({ title, description }: { title: string; description?: string }) =>
  `${title}: ${description ?? ""}`;
