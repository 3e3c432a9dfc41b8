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
 * labels and the schema's limits. Required fields say so to screen readers (`aria-required`);
 * the labels carry no marker, as before.
 */
export function BusinessNameField(props: Props<typeof Field>) {
  return (
    <Field
      label="Business name"
      name="name"
      aria-required
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
      aria-required
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
      aria-required
      options={CATEGORY_OPTIONS}
      placeholder="Select a category"
      {...props}
    />
  );
}
