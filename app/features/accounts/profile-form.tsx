import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import type { FormResult } from "~/lib/form";
import { CheckedForm, Field, useFormValidation } from "~/ui/form";
import { BusinessDetailsFields, Partner2Field, WeddingDetailsFields } from "./account-ui";
import type { ProfileForm as FormKind } from "./auth.schema";

const NAME_LABEL: Record<FormKind, string> = {
  user: "Partner 1",
  business: "Contact person",
  admin: "Name",
  member: "Your name",
};

/** The profile fields of each kind of account (`profileSchemaFor`). */
function ProfileForm({
  role,
  values,
  saved,
  result,
  today,
}: {
  role: FormKind;
  values: Record<string, string>;
  /** The profile as stored: a wedding date already past may stay as it is. */
  saved: Record<string, string>;
  result?: FormResult;
  today: string;
}) {
  const savedDate = saved.weddingDate ?? "";
  const navigation = useNavigation();
  const { errors, checks } = useFormValidation(
    () => import("./auth.schema").then((m) => m.profileSchemaFor(role)),
    result?.errors,
  );
  const saving = navigation.state === "submitting";
  return (
    <CheckedForm checks={checks} error={result?.formError} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={NAME_LABEL[role]}
          name="name"
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
          required
        />
        {role === "user" ? (
          <Partner2Field defaultValue={values.name2} error={errors.name2} />
        ) : null}
      </div>
      {role === "user" ? (
        <>
          <input type="hidden" name="savedWeddingDate" value={savedDate} />
          <WeddingDetailsFields
            values={values}
            errors={errors}
            today={savedDate && savedDate < today ? savedDate : today}
            withEvents={false}
          />
        </>
      ) : null}
      {role === "business" ? (
        <BusinessDetailsFields
          values={values}
          errors={errors}
          descriptionLabel="Description"
          descriptionId="profile-businessDescription"
        />
      ) : null}
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? "Saving..." : "Save Changes"}
      </button>
    </CheckedForm>
  );
}

/** /profile and /admin/profile: a heading of their own, then the form and the settings link. */
export function ProfilePage({
  heading,
  accountRole,
  values,
  result,
  today,
  note,
  children,
}: {
  heading: ReactNode;
  accountRole: FormKind;
  values: Record<string, string>;
  result?: FormResult;
  today: string;
  note: ReactNode;
  /** More sections under the form (a couple's events). */
  children?: ReactNode;
}) {
  return (
    <section className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        {heading}
        <div className="card mt-6 p-6 sm:p-8">
          <ProfileForm
            role={accountRole}
            values={result?.values ?? values}
            saved={values}
            result={result}
            today={today}
          />
        </div>
        {children}
        <p className="mt-6 text-sm text-stone-700">
          {note}Change your email or password in{" "}
          <Link to="/account" className="font-semibold text-brand-700 hover:underline">
            Account Settings
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
