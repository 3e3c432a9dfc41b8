import { Form, useNavigation } from "react-router";
import {
  CAPACITY_CATEGORIES,
  DIETARY,
  DIETARY_CATEGORIES,
  FAITHS,
  LANGUAGES,
} from "~/features/vendors/listing-options";
import { fieldProps } from "~/lib/form";
import { CheckboxGroup, Field, FormError, TextareaField, useFormValidation } from "~/ui/form";
import { DESCRIPTION_MAX } from "./add-business.constants";
import { BusinessNameField, CategoryField, CONTACT_FIELDS, LocationField } from "./business-fields";
import type { ListingForEdit, ListingResult } from "./listing-edit-actions.server";

interface DetailField {
  name: "priceFrom" | "travelMiles" | "capacityMin" | "capacityMax";
  label: string;
  maxLength: number;
  hint?: string;
  /** Only for venues and caterers. */
  capacity?: boolean;
}

const DETAIL_FIELDS: DetailField[] = [
  { name: "priceFrom", label: "Prices from (£)", maxLength: 9 },
  {
    name: "travelMiles",
    label: "Travels up to (miles)",
    maxLength: 4,
    hint: "How far from your postcode you will work.",
  },
  { name: "capacityMin", label: "Fewest guests", maxLength: 5, capacity: true },
  { name: "capacityMax", label: "Most guests", maxLength: 5, capacity: true },
];

interface ChoiceGroup {
  name: "languages" | "faiths" | "dietary";
  legend: string;
  options: readonly string[];
  /** Only for food and drink. */
  dietary?: boolean;
}

const CHOICE_GROUPS: ChoiceGroup[] = [
  { name: "languages", legend: "Languages spoken", options: LANGUAGES },
  { name: "faiths", legend: "Ceremonies and faiths you serve", options: FAITHS },
  { name: "dietary", legend: "Dietary options", options: DIETARY, dietary: true },
];

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/**
 * The owner's edit form: the add-business fields (same labels and rules), then the details
 * couples filter and ask by. A plain post that works without JavaScript.
 */
export function ListingForm({
  listing,
  result,
}: {
  listing: ListingForEdit;
  result?: ListingResult;
}) {
  const { errors, checks } = useFormValidation(
    () => import("./listing.schema").then((m) => m.listingSchema),
    result?.errors,
  );
  const saved: Record<string, string> = {
    name: listing.name,
    categoryId: listing.categoryId,
    location: listing.location,
    address: text(listing.address),
    postcode: text(listing.postcode),
    description: listing.description,
    phone: text(listing.phone),
    email: text(listing.email),
    website: text(listing.website),
    priceFrom: text(listing.priceFrom),
    capacityMin: text(listing.capacityMin),
    capacityMax: text(listing.capacityMax),
    travelMiles: text(listing.travelMiles),
  };
  const values = result?.values ?? saved;
  const lists = result?.lists ?? listing;
  const field = (name: string) => fieldProps(name, { errors, values });
  const busy = useNavigation().state === "submitting";
  const category = values.categoryId ?? listing.categoryId;

  return (
    <Form method="post" {...checks} className="space-y-8">
      <FormError>{result?.formError}</FormError>
      <section className="card space-y-5 p-5 sm:p-8" aria-labelledby="listing-basics">
        <h2 id="listing-basics" className="text-xl font-semibold">
          Your listing
        </h2>
        <BusinessNameField {...field("name")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <CategoryField {...field("categoryId")} />
          <LocationField example="Leicester" {...field("location")} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Address"
            optional
            autoComplete="address-line1"
            maxLength={200}
            {...field("address")}
          />
          <Field
            label="Postcode"
            aria-required
            autoComplete="postal-code"
            maxLength={10}
            hint="Couples search by distance from a postcode. It is shown on your page only if you include it in the address."
            {...field("postcode")}
          />
        </div>
        <TextareaField
          label="Description"
          aria-required
          rows={5}
          maxLength={DESCRIPTION_MAX}
          hint={`Up to ${DESCRIPTION_MAX} characters.`}
          {...field("description")}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          {(["email", "phone", "website"] as const).map((name) => (
            <Field key={name} {...CONTACT_FIELDS[name]} {...field(name)} />
          ))}
        </div>
      </section>

      <section className="card space-y-5 p-5 sm:p-8" aria-labelledby="listing-details">
        <h2 id="listing-details" className="text-xl font-semibold">
          Details couples ask about
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {DETAIL_FIELDS.filter(
            (detail) => !detail.capacity || CAPACITY_CATEGORIES.includes(category),
          ).map(({ name, label, maxLength, hint }) => (
            <Field
              key={name}
              label={label}
              optional
              inputMode="numeric"
              maxLength={maxLength}
              hint={hint}
              {...field(name)}
            />
          ))}
        </div>
        {CHOICE_GROUPS.filter(
          (group) => !group.dietary || DIETARY_CATEGORIES.includes(category),
        ).map(({ name, legend, options }) => (
          <CheckboxGroup
            key={name}
            legend={legend}
            name={name}
            options={options}
            checked={lists[name]}
            error={errors[name]}
          />
        ))}
      </section>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? "Saving..." : "Save listing"}
      </button>
    </Form>
  );
}
