import type { ComponentProps } from "react";
import { CATEGORIES } from "~/features/directory/categories";
import { Field, SelectField } from "~/ui/form";

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({
  value: category.id,
  label: category.name,
}));

type Props<T extends typeof Field | typeof SelectField> = Omit<
  ComponentProps<T>,
  "label" | "name" | "options"
>;

/**
 * The fields both ways to add a business ask for (by hand, or from Google), with the same
 * labels and the schema's limits.
 */
export function BusinessNameField(props: Props<typeof Field>) {
  return (
    <Field
      label="Business name"
      name="name"
      autoComplete="organization"
      maxLength={120}
      {...props}
    />
  );
}

export function LocationField({ example, ...props }: Props<typeof Field> & { example: string }) {
  return (
    <Field
      label="Location"
      name="location"
      hint={`Town or city, e.g. ${example}`}
      autoComplete="address-level2"
      maxLength={100}
      {...props}
    />
  );
}

export function CategoryField(props: Props<typeof SelectField>) {
  return (
    <SelectField
      label="Category"
      name="categoryId"
      options={CATEGORY_OPTIONS}
      placeholder="Select a category"
      {...props}
    />
  );
}
