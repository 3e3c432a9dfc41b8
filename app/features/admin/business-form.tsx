import type { ComponentProps } from "react";
import { Form } from "react-router";
import { Field, SelectField, TextareaField } from "~/ui/form";
import { BackField, SubmitOrCancel } from "./admin-ui";

type DetailField = Omit<ComponentProps<typeof Field>, "defaultValue" | "error"> & {
  /** What the field holds when the form is blank. */
  fallback?: string;
};

/** The plain inputs after the category, in the order the form shows them. */
const DETAIL_FIELDS: DetailField[] = [
  { label: "Location", name: "location", required: true, hint: "Town or city, e.g. Leicester" },
  { label: "Address", name: "address" },
  { label: "Phone", name: "phone", type: "tel" },
  { label: "Email", name: "email", type: "email" },
  { label: "Website", name: "website", type: "url", hint: "https://…" },
  {
    label: "Image URL",
    name: "imageUrl",
    type: "url",
    hint: "Leave empty for the category's image",
  },
  {
    label: "Rating",
    name: "rating",
    type: "number",
    inputMode: "decimal",
    step: "any",
    fallback: "4",
  },
  {
    label: "Review count",
    name: "reviewCount",
    type: "number",
    inputMode: "numeric",
    step: "any",
    fallback: "0",
  },
];

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
      {/* The status shown when the form opened: saving applies a status only if it was changed. */}
      {values.statusWas ? <input type="hidden" name="statusWas" value={values.statusWas} /> : null}
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
      {DETAIL_FIELDS.map(({ fallback, ...field }) => (
        <Field
          key={field.name}
          {...field}
          defaultValue={values[field.name] ?? fallback}
          error={errors[field.name]}
        />
      ))}
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
      <SubmitOrCancel
        label={submitLabel}
        cancelHref={cancelHref}
        className="flex flex-wrap gap-3 sm:col-span-2"
      />
    </Form>
  );
}
