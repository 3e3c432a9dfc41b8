import { z } from "zod";
import { DIETARY, FAITHS, LANGUAGES } from "~/features/vendors/listing-options";
import { formInput } from "~/lib/form";
import { parsePostcode } from "~/lib/postcode";
import { checkboxList, optionalWholeNumber } from "~/lib/schema-fields";
import { addBusinessSchema } from "./add-business.schema";

/**
 * An owner's edit of their listing (/business/listings/{id}): every field of the add-business
 * form (its schema, so the messages are the same), the postcode now required so that distance
 * search finds the listing, and the structured details couples ask about first.
 */

const LISTS = ["languages", "faiths", "dietary"] as const;

export const listingSchema = addBusinessSchema
  .omit({ rating: true })
  .extend({
    postcode: z
      .string({ error: "Please enter the postcode" })
      .trim()
      .min(1, "Please enter the postcode, so couples can find you by distance")
      .max(10, "Please enter a valid UK postcode")
      .refine((value) => parsePostcode(value)?.kind === "full", "Please enter a valid UK postcode"),
    priceFrom: optionalWholeNumber(1, 1_000_000, "Enter a price in pounds, e.g. 1500"),
    capacityMin: optionalWholeNumber(1, 10_000, "Enter a number of guests between 1 and 10,000"),
    capacityMax: optionalWholeNumber(1, 10_000, "Enter a number of guests between 1 and 10,000"),
    travelMiles: optionalWholeNumber(0, 1000, "Enter a distance between 0 and 1,000 miles"),
    languages: checkboxList(LANGUAGES, "Choose languages from the list"),
    faiths: checkboxList(FAITHS, "Choose ceremonies from the list"),
    dietary: checkboxList(DIETARY, "Choose dietary options from the list"),
  })
  .refine(
    (input) => !input.capacityMin || !input.capacityMax || input.capacityMax >= input.capacityMin,
    { path: ["capacityMax"], message: "The most guests must be at least the fewest" },
  );

export type ListingInput = z.infer<typeof listingSchema>;

/** The posted form with every ticked box of each group. */
export const listingInput = (form: FormData) => formInput(form, LISTS);
