import { Form, useNavigation } from "react-router";
import { fieldProps } from "~/lib/form";
import { CheckboxGroup, Field, TextareaField, useFormValidation } from "~/ui/form";
import { DESCRIPTION_MAX } from "./add-business.schema";
import { BusinessNameField, CategoryField, LocationField } from "./business-fields";
import {
  CAPACITY_CATEGORIES,
  DIETARY,
  DIETARY_CATEGORIES,
  FAITHS,
  LANGUAGES,
  listingSchema,
} from "./listing.schema";
import type { ListingForEdit, ListingResult } from "./listing-edit.server";

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
  const { errors, onSubmit } = useFormValidation(listingSchema, result?.errors);
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
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-8">
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
            autoComplete="street-address"
            maxLength={200}
            {...field("address")}
          />
          <Field
            label="Postcode"
            aria-required
            autoComplete="postal-code"
            maxLength={10}
            hint="Couples search by distance from a postcode. It is not shown on your page."
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
          <Field
            label="Business email"
            type="email"
            autoComplete="email"
            aria-required
            {...field("email")}
          />
          <Field
            label="Phone"
            optional
            type="tel"
            autoComplete="tel"
            maxLength={30}
            {...field("phone")}
          />
          <Field label="Website" optional type="url" maxLength={300} {...field("website")} />
        </div>
      </section>

      <section className="card space-y-5 p-5 sm:p-8" aria-labelledby="listing-details">
        <h2 id="listing-details" className="text-xl font-semibold">
          Details couples ask about
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Prices from (£)"
            optional
            inputMode="numeric"
            maxLength={9}
            {...field("priceFrom")}
          />
          <Field
            label="Travels up to (miles)"
            optional
            inputMode="numeric"
            maxLength={4}
            hint="How far from your postcode you will work."
            {...field("travelMiles")}
          />
        </div>
        {CAPACITY_CATEGORIES.includes(category) ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Fewest guests"
              optional
              inputMode="numeric"
              maxLength={5}
              {...field("capacityMin")}
            />
            <Field
              label="Most guests"
              optional
              inputMode="numeric"
              maxLength={5}
              {...field("capacityMax")}
            />
          </div>
        ) : null}
        <CheckboxGroup
          legend="Languages spoken"
          name="languages"
          options={LANGUAGES}
          checked={lists.languages}
          error={errors.languages}
        />
        <CheckboxGroup
          legend="Ceremonies and faiths you serve"
          name="faiths"
          options={FAITHS}
          checked={lists.faiths}
          error={errors.faiths}
        />
        {DIETARY_CATEGORIES.includes(category) ? (
          <CheckboxGroup
            legend="Dietary options"
            name="dietary"
            options={DIETARY}
            checked={lists.dietary}
            error={errors.dietary}
          />
        ) : null}
      </section>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? "Saving..." : "Save listing"}
      </button>
    </Form>
  );
}
