import { Form, Link } from "react-router";
import { Field, SelectField, TextareaField } from "~/ui/form";
import { BackField } from "./admin-ui";

/** Spec §5 "Admin forms": the business form (add and edit). */
export function BusinessForm({
  intent,
  categories,
  values = {},
  errors = {},
  submitLabel,
  withStatus = false,
  cancelHref,
}: {
  intent: string;
  categories: Array<{ id: string; name: string }>;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  submitLabel: string;
  withStatus?: boolean;
  cancelHref?: string;
}) {
  return (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <BackField />
      <Field
        label="Business name"
        name="name"
        required
        defaultValue={values.name}
        error={errors.name}
      />
      <SelectField
        label="Category"
        name="categoryId"
        required
        placeholder="Select a category"
        defaultValue={values.categoryId}
        error={errors.categoryId}
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
      />
      <Field
        label="Location"
        name="location"
        required
        defaultValue={values.location}
        error={errors.location}
        hint="Town or city, e.g. Leicester"
      />
      <Field label="Address" name="address" defaultValue={values.address} error={errors.address} />
      <Field
        label="Phone"
        name="phone"
        type="tel"
        defaultValue={values.phone}
        error={errors.phone}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <Field
        label="Website"
        name="website"
        type="url"
        defaultValue={values.website}
        error={errors.website}
        hint="https://…"
      />
      <Field
        label="Image URL"
        name="imageUrl"
        type="url"
        defaultValue={values.imageUrl}
        error={errors.imageUrl}
        hint="Leave empty for the category's image"
      />
      <Field
        label="Rating"
        name="rating"
        type="number"
        inputMode="decimal"
        step="any"
        defaultValue={values.rating ?? "4"}
        error={errors.rating}
      />
      <Field
        label="Review count"
        name="reviewCount"
        type="number"
        inputMode="numeric"
        step="any"
        defaultValue={values.reviewCount ?? "0"}
        error={errors.reviewCount}
      />
      {withStatus ? (
        <SelectField
          label="Approval status"
          name="approvalStatus"
          defaultValue={values.approvalStatus}
          error={errors.approvalStatus}
          options={[
            { value: "pending", label: "Pending" },
            { value: "approved", label: "Approved" },
            { value: "rejected", label: "Rejected" },
          ]}
        />
      ) : null}
      <TextareaField
        id="admin-short-description"
        className="sm:col-span-2"
        label="Short description"
        name="shortDescription"
        maxLength={600}
        defaultValue={values.shortDescription}
        error={errors.shortDescription}
        hint="Up to 500 characters."
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
        {cancelHref ? (
          <Link to={cancelHref} className="btn-secondary">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
