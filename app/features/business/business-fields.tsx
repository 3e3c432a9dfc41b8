import type { ComponentProps } from "react";
import { CATEGORIES } from "~/features/vendors/categories";
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
 * the labels carry no marker, as before. Props given where a field is used come last and win.
 */
const PRESETS = {
  name: { label: "Business name", name: "name", autoComplete: "organization", maxLength: 120 },
  location: { label: "Location", name: "location", autoComplete: "address-level2", maxLength: 100 },
  category: { label: "Category", name: "categoryId", placeholder: "Select a category" },
} as const;

export function BusinessNameField(props: Props<typeof Field>) {
  return <Field {...PRESETS.name} aria-required {...props} />;
}

export function LocationField({ example, ...props }: Props<typeof Field> & { example: string }) {
  const hint = `Town or city, e.g. ${example}`;
  return <Field {...PRESETS.location} aria-required hint={hint} {...props} />;
}

export function CategoryField(props: Props<typeof SelectField>) {
  return <SelectField {...PRESETS.category} aria-required options={CATEGORY_OPTIONS} {...props} />;
}

/** The contact and address fields, labelled and limited the same in every business form. */
export const CONTACT_FIELDS = {
  email: { label: "Business email", type: "email", autoComplete: "email", "aria-required": true },
  phone: { label: "Phone", optional: true, type: "tel", autoComplete: "tel", maxLength: 30 },
  website: {
    label: "Website",
    optional: true,
    type: "url",
    autoComplete: "url",
    placeholder: "https://",
    maxLength: 300,
  },
  address: {
    label: "Address",
    optional: true,
    className: "sm:col-span-2",
    autoComplete: "address-line1",
    maxLength: 200,
  },
} as const;
