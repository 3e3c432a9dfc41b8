import { Form, useNavigation } from "react-router";
import type { Role } from "~/db/schema";
import {
  adminProfileSchema,
  businessProfileSchema,
  coupleProfileSchema,
  EVENT_FIELDS,
  type FieldErrors,
} from "./auth.schema";
import { BusinessTypeField, FormError, TextField, useFormValidation } from "./form-ui";

export function profileSchemaFor(role: Role) {
  if (role === "business") return businessProfileSchema;
  if (role === "admin") return adminProfileSchema;
  return coupleProfileSchema;
}

const EVENT_PLACEHOLDERS = ["Mehndi", "Sangeet", "Haldi", "Wedding ceremony", "Other event"];

/** The profile fields for the account's role: couples plan events, businesses describe themselves. */
export function ProfileForm({
  accountRole: role,
  values,
  serverErrors,
  formError,
  today,
}: {
  accountRole: Role;
  values: Record<string, string>;
  serverErrors?: FieldErrors;
  formError?: string;
  today: string;
}) {
  const navigation = useNavigation();
  const { errors, onSubmit } = useFormValidation(profileSchemaFor(role), serverErrors);
  const saving = navigation.state === "submitting";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormError>{formError}</FormError>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={role === "business" ? "Contact person" : role === "admin" ? "Name" : "Partner 1"}
          name="name"
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
          required
        />
        {role === "user" ? (
          <TextField
            label="Partner 2 (optional)"
            name="name2"
            placeholder="Partner 2 Full Name (Optional)"
            defaultValue={values.name2}
            error={errors.name2}
          />
        ) : null}
      </div>

      {role === "user" ? (
        <>
          <TextField
            label="Wedding date"
            name="weddingDate"
            type="date"
            min={today}
            defaultValue={values.weddingDate}
            error={errors.weddingDate}
            required
          />
          <fieldset>
            <legend className="label">Your events</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {EVENT_FIELDS.map((field, index) => (
                <TextField
                  key={field}
                  label={`Event ${index + 1}`}
                  name={field}
                  placeholder={EVENT_PLACEHOLDERS[index]}
                  defaultValue={values[field]}
                  error={errors[field]}
                />
              ))}
            </div>
          </fieldset>
          <TextField
            label="Reception"
            name="reception"
            placeholder="Where and when is your reception?"
            defaultValue={values.reception}
            error={errors.reception}
          />
        </>
      ) : null}

      {role === "business" ? (
        <>
          <TextField
            label="Business name"
            name="businessName"
            defaultValue={values.businessName}
            error={errors.businessName}
            required
          />
          <BusinessTypeField defaultValue={values.businessType} error={errors.businessType} />
          <div>
            <label htmlFor="profile-businessDescription" className="label">
              Description
            </label>
            <textarea
              id="profile-businessDescription"
              name="businessDescription"
              rows={4}
              maxLength={500}
              defaultValue={values.businessDescription}
              className="input"
            />
            {errors.businessDescription ? (
              <p className="field-error" role="alert">
                {errors.businessDescription}
              </p>
            ) : null}
          </div>
        </>
      ) : null}

      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? "Saving..." : "Save Changes"}
      </button>
    </Form>
  );
}
