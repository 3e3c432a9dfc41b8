import { Form, useNavigation } from "react-router";
import { CODE_INTENTS } from "~/features/claims/claim.constants";
import {
  type ClaimCodeResult,
  claimCodeAction,
  loadClaimCode,
} from "~/features/claims/claim-code-actions.server";
import { keepsTyped } from "~/lib/form.server";
import { originFrom, seo } from "~/lib/seo";
import { BackLink } from "~/ui/back-link";
import { Field, FormError, Notice, useActionToast } from "~/ui/form";
import { MailCheck } from "~/ui/icons";
import type { Route } from "./+types/claim-code";

/** Claim a listing with a code e-mailed to its own address (issue 31, decision 042). */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadClaimCode(request, params.vendorId);

export const action = keepsTyped(({ request, params }: Route.ActionArgs) =>
  claimCodeAction(request, params.vendorId),
);

export default function ClaimCodePage({ loaderData, actionData }: Route.ComponentProps) {
  const { vendor, sentTo, businessOnly } = loaderData;
  const result = actionData as ClaimCodeResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const codeSent = loaderData.codeSent || Boolean(result?.sent);
  useActionToast(result);

  return (
    <div className="container-page max-w-2xl py-8 sm:py-10">
      <BackLink to={`/vendor/${vendor.id}`}>Back to {vendor.name}</BackLink>
      <h1 className="text-3xl font-bold">Claim {vendor.name} with a code</h1>
      <div className="card mt-6 space-y-5 p-5 sm:p-8">
        <p className="flex items-start gap-3 text-stone-700">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <span>
            We'll e-mail a 6-digit code to <strong className="text-ink">{sentTo}</strong>, the
            address on this listing. Enter it here and the listing is yours at once: no waiting for
            our team.
          </span>
        </p>
        <FormError>{result?.formError}</FormError>
        {businessOnly ? (
          <Notice>
            Claiming with a code needs a business account. Log in with one, or use Claim this
            Business on the listing.
          </Notice>
        ) : (
          <>
            {codeSent ? (
              <Form method="post" className="space-y-4" noValidate>
                <Field
                  label="Code from the e-mail"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  className="max-w-48"
                  defaultValue={result?.values?.code}
                  error={result?.errors?.code}
                  required
                />
                <button
                  type="submit"
                  name="intent"
                  value={CODE_INTENTS.verify}
                  className="btn-primary w-full sm:w-auto"
                  disabled={Boolean(busy)}
                >
                  {busy === CODE_INTENTS.verify ? "Checking..." : "Claim with this code"}
                </button>
              </Form>
            ) : null}
            <Form method="post" className={codeSent ? "border-t border-stone-200 pt-4" : ""}>
              <button
                type="submit"
                name="intent"
                value={CODE_INTENTS.send}
                className={codeSent ? "btn-secondary" : "btn-primary w-full sm:w-auto"}
                disabled={Boolean(busy)}
              >
                {busy === CODE_INTENTS.send
                  ? "Sending..."
                  : codeSent
                    ? "Send a new code"
                    : "Email me a code"}
              </button>
            </Form>
          </>
        )}
        <p className="text-sm text-stone-600">
          No access to that inbox? Use Claim this Business on the listing: our team checks it within
          1-2 business days.
        </p>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  seo({
    title: loaderData ? `Claim ${loaderData.vendor.name}` : "Claim a listing",
    path: `/vendor/${params.vendorId}/claim-code`,
    origin: originFrom(matches),
    noIndex: true,
  });
