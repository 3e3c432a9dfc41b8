import { Form, Link, useNavigation } from "react-router";
import type { MemberRole } from "~/db/schema-weddings";
import { TermsCheckbox } from "~/features/accounts/account-ui";
import { ROLE_ABILITIES, withArticle } from "~/features/weddings/member-roles";
import { type FormResult, fieldProps } from "~/lib/form";
import { EmptyState } from "~/ui/empty-state";
import { Field, FormError, useFormValidation } from "~/ui/form";
import { Link2Off } from "~/ui/icons";
import { IntentButton } from "~/ui/intent-button";
import { JOIN_INTENTS } from "./family.constants";

/** The /join page's parts: the invitation, Accept, or an account made right there. */

export interface ShownInvite {
  wedding: string;
  role: MemberRole;
  email: string;
  expires: string;
}

const CLOSED = {
  invalid: {
    title: "This invitation link does not work",
    body: "It may have been cancelled, or replaced by a newer one. Ask the couple to send it again.",
  },
  used: {
    title: "This invitation has been used",
    body: "Each link works once. If you accepted it, log in to see the wedding's plan.",
  },
  expired: {
    title: "This invitation has expired",
    body: "Links work for 14 days. Ask the couple to send it again from their Family page.",
  },
} as const;

/** A link that names no open invitation: the page says why, with a way on. */
export function ClosedInvite({ state }: { state: keyof typeof CLOSED }) {
  return (
    <EmptyState
      icon={Link2Off}
      titleAs="h1"
      title={CLOSED[state].title}
      body={CLOSED[state].body}
      action={
        <Link to="/login" className="btn-primary">
          Log in
        </Link>
      }
    />
  );
}

export function InviteHeading({ invite }: { invite: ShownInvite }) {
  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">
        Join {invite.wedding} as {withArticle(invite.role)}
      </h1>
      <p className="mt-3 text-stone-700">{ROLE_ABILITIES[invite.role]}</p>
    </>
  );
}

/** Signed in: one button, or why this account cannot join. */
export function AcceptPanel({
  invite,
  you,
  refusal,
  result,
}: {
  invite: ShownInvite;
  you: { name: string; email: string };
  refusal: string | null;
  result?: FormResult;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        You are logged in as <strong className="break-all">{you.email}</strong>.
        {you.email.toLowerCase() !== invite.email
          ? ` The invitation was sent to ${invite.email}.`
          : null}
      </p>
      <FormError>{result?.formError ?? refusal}</FormError>
      {refusal ? (
        <Link to="/dashboard" className="btn-secondary">
          Go to my dashboard
        </Link>
      ) : (
        <Form method="post">
          <IntentButton intent={JOIN_INTENTS.accept} className="btn-primary" disabled={busy}>
            {busy ? "Joining..." : `Accept and join ${invite.wedding}`}
          </IntentButton>
        </Form>
      )}
    </div>
  );
}

/** Signed out: make an account with the invitation's address, or log in and come back. */
export function CreateAccountForm({
  invite,
  hasAccount,
  loginUrl,
  result,
}: {
  invite: ShownInvite;
  hasAccount: boolean;
  loginUrl: string;
  result?: FormResult;
}) {
  const navigation = useNavigation();
  const { errors, onSubmit, onFocus } = useFormValidation(
    () => import("./family.schema").then((m) => m.joinSchema),
    result?.errors,
  );
  const form = { errors, values: result?.values };
  const busy = navigation.state === "submitting";
  if (hasAccount) {
    return (
      <div className="space-y-4">
        <p className="text-stone-700">
          An account already uses <strong className="break-all">{invite.email}</strong>. Log in and
          you will come back here to accept.
        </p>
        <Link to={loginUrl} className="btn-primary">
          Log in to accept
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="space-y-4">
        <h2 className="text-xl font-semibold">Make your account</h2>
        <FormError>{result?.formError}</FormError>
        <dl>
          <dt className="label">Email</dt>
          <dd className="break-all text-stone-800">{invite.email}</dd>
          <dd className="mt-1 text-sm text-stone-600">
            The invitation's address: opening this link confirms it.
          </dd>
        </dl>
        <Field label="Your name" required autoComplete="name" {...fieldProps("name", form)} />
        <Field
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint="At least 8 characters, with upper and lower case letters, a number and a symbol"
          {...fieldProps("password", form)}
        />
        <TermsCheckbox
          checked={form.values?.termsAccepted === "on"}
          error={errors.termsAccepted}
          errorId="join-terms-error"
        />
        <IntentButton
          intent={JOIN_INTENTS.create}
          className="btn-primary w-full sm:w-auto"
          disabled={busy}
        >
          {busy ? "Joining..." : "Create account and join"}
        </IntentButton>
      </Form>
      <p className="border-t border-stone-200 pt-4 text-stone-700">
        Already have an account?{" "}
        <Link to={loginUrl} className="font-semibold text-brand-700 underline">
          Log in
        </Link>{" "}
        and you will come back here to accept.
      </p>
    </div>
  );
}
