import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { NewPasswordFields, PasswordHint } from "~/features/accounts/account-ui";
import type { FieldErrors } from "~/lib/form";
import { CardSection } from "~/ui/card";
import { Field, FormError, Notice, type SchemaLoader, useFormValidation } from "~/ui/form";
import { Download, type IconComponent, KeyRound, Mail, Trash2 } from "~/ui/icons";
import { ACCOUNT_INTENTS } from "./account-settings.constants";
import type { AccountResult } from "./account-settings-actions.server";

const schemas = () => import("~/features/accounts/auth.schema");

/** Each settings form: the intent it posts, the schema it checks first and its card's icon. */
const SETTINGS_FORMS = {
  email: {
    intent: ACCOUNT_INTENTS.email,
    schema: () => schemas().then((m) => m.changeEmailSchema),
    Icon: Mail,
  },
  password: {
    intent: ACCOUNT_INTENTS.password,
    schema: () => schemas().then((m) => m.changePasswordSchema),
    Icon: KeyRound,
  },
  delete: {
    intent: ACCOUNT_INTENTS.delete,
    schema: () => schemas().then((m) => m.deleteAccountSchema),
    Icon: Trash2,
  },
} satisfies Record<string, { intent: string; schema: SchemaLoader; Icon: IconComponent }>;

/** One settings form in its card: its own intent, errors, notice and busy button. */
function SettingsCard({
  form,
  result,
  title,
  intro,
  notice,
  button,
  busyLabel = "Updating...",
  danger = false,
  children,
}: {
  form: keyof typeof SETTINGS_FORMS;
  result?: AccountResult;
  title: string;
  intro?: ReactNode;
  notice?: (mine: AccountResult) => ReactNode;
  button: string;
  busyLabel?: string;
  danger?: boolean;
  children: (errors: FieldErrors, mine?: AccountResult) => ReactNode;
}) {
  const { intent, schema, Icon } = SETTINGS_FORMS[form];
  const navigation = useNavigation();
  // An answer names its form; the "briefly unavailable" one, the intent it was sent with.
  const mine = result?.form === form || result?.intent === intent ? result : undefined;
  const { errors, checks } = useFormValidation(schema, mine?.errors);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <CardSection id={`${form}-heading`} Icon={Icon} title={title}>
      {intro ? <p className="mt-1 text-sm text-stone-600">{intro}</p> : null}
      <Form
        method="post"
        {...checks}
        className="mt-4 space-y-4"
        // A success empties the form.
        key={mine?.ok ? `${form}-${mine.at}` : form}
      >
        <input type="hidden" name="intent" value={intent} />
        {mine?.ok && notice ? notice(mine) : null}
        <FormError>{mine?.formError}</FormError>
        {children(errors, mine)}
        <button
          type="submit"
          className={danger ? "btn-primary bg-red-700 hover:bg-red-800" : "btn-primary"}
          disabled={busy}
        >
          {busy ? busyLabel : button}
        </button>
      </Form>
    </CardSection>
  );
}

const currentPassword = (errors: FieldErrors) => (
  <Field
    label="Current password"
    name="currentPassword"
    type="password"
    autoComplete="current-password"
    error={errors.currentPassword}
    required
  />
);

export function EmailCard({ result, email }: { result?: AccountResult; email: string }) {
  return (
    <SettingsCard
      form="email"
      result={result}
      title="Change email"
      intro={
        <>
          Your current email is <strong>{email}</strong>. We'll send a confirmation link to the new
          address.
        </>
      }
      notice={(mine) =>
        mine.pendingEmail ? (
          <Notice tone="success">
            Confirmation email sent to <strong>{mine.pendingEmail}</strong>. Your email will change
            once you click the link.
          </Notice>
        ) : null
      }
      button="Update Email"
    >
      {(errors, mine) => (
        <>
          <Field
            label="New email"
            name="newEmail"
            type="email"
            autoComplete="email"
            defaultValue={mine?.ok ? "" : mine?.values?.newEmail}
            error={errors.newEmail}
            required
          />
          {currentPassword(errors)}
        </>
      )}
    </SettingsCard>
  );
}

export function PasswordCard({ result }: { result?: AccountResult }) {
  return (
    <SettingsCard
      form="password"
      result={result}
      title="Change password"
      notice={() => <Notice tone="success">Your password has been changed.</Notice>}
      button="Update Password"
    >
      {(errors) => (
        <>
          {currentPassword(errors)}
          <NewPasswordFields name="newPassword" hint={<PasswordHint />} errors={errors} />
        </>
      )}
    </SettingsCard>
  );
}

/** UK GDPR: a copy of everything we hold (JSON), and erasure after the password is typed again. */
export function YourDataCards({
  result,
  canDelete,
}: {
  result?: AccountResult;
  canDelete: boolean;
}) {
  return (
    <>
      <CardSection id="data-heading" Icon={Download} title="Your data">
        <p className="mt-1 text-sm text-stone-600">
          Download a copy of everything Saath holds about you: your profile, shortlist, claims,
          listings, enquiries and messages, as a JSON file.
        </p>
        <a href="/account/data" download className="btn-secondary mt-4 inline-flex">
          Download my data
        </a>
      </CardSection>
      {canDelete ? (
        <SettingsCard
          form="delete"
          result={result}
          title="Delete account"
          intro={
            <>
              This cannot be undone. You will be logged out and your personal data erased. Listings
              you own stay in the directory without an owner, and can be claimed again; vendors keep
              your messages without your name or phone number.
            </>
          }
          button="Delete my account"
          busyLabel="Deleting..."
          danger
        >
          {(errors) => currentPassword(errors)}
        </SettingsCard>
      ) : null}
    </>
  );
}
