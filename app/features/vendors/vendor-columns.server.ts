import { locationAreaOf } from "~/lib/location";
import { parsePostcode } from "~/lib/postcode";
import { lookupLocation, lookupPostcode } from "~/lib/postcodes.server";
import { categoryName } from "./categories";
import { sanitiseEmail, sanitisePhone, sanitiseText, sanitiseWebsite } from "./sanitise";

/**
 * What the vendor writer stores besides what was typed: sanitised text, the search text, the
 * filter area and the coordinates (from the postcode, else from the town). Pure functions; the
 * writer (`vendor-write.server.ts`) and the seed/bench generators use them.
 */

/** What a person types about a listing; sanitised and derived from here. */
export interface VendorFields {
  name: string;
  categoryId: string;
  location: string;
  address?: string | null;
  postcode?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  shortDescription?: string | null;
  /** The structured details search also reads ("halal caterer", "sikh priest", "gujarati dj"). */
  languages?: string[] | null;
  faiths?: string[] | null;
  dietary?: string[] | null;
}

/** Words couples search for that a category's name does not hold. */
const CATEGORY_WORDS: Record<string, string> = {
  entertainment: "DJ dhol band MC",
  priests: "priest pandit granthi imam officiant",
  catering: "caterer food",
  "mehndi-artists": "henna mehndi",
  "photography-videography": "photographer videographer",
  makeup: "makeup hair MUA",
};

/** Search text: name, category (and its other words), place, description and details. */
export function searchTextOf(input: Omit<VendorFields, "phone" | "email" | "website">) {
  return [
    input.name,
    categoryName(input.categoryId),
    input.categoryId.replaceAll("-", " "),
    CATEGORY_WORDS[input.categoryId] ?? "",
    input.location,
    input.address ?? "",
    input.shortDescription ?? "",
    [...(input.languages ?? []), ...(input.faiths ?? []), ...(input.dietary ?? [])].join(" "),
  ]
    .filter(Boolean)
    .join(" \u2022 ");
}

/** A postcode written at the end of an address ("1 The Broadway, Southall UB1 1AA"). */
export function postcodeInAddress(address: string | null | undefined) {
  return address?.match(/[A-Z]{1,2}[0-9][0-9A-Z]?\s*[0-9][A-Z]{2}$/i)?.[0];
}

/** The columns a vendor derives from what was typed: search text, filter area and coordinates. */
export function deriveVendorColumns(input: Omit<VendorFields, "phone" | "email" | "website">) {
  // A postcode may be typed on its own or only at the end of the address.
  const postcodeText = input.postcode ?? postcodeInAddress(input.address) ?? null;
  // Without a postcode we know, the listing is placed at its town so radius search finds it.
  const point =
    (postcodeText ? lookupPostcode(postcodeText) : null) ?? lookupLocation(input.location);
  return {
    postcode: postcodeText ? (parsePostcode(postcodeText)?.formatted ?? postcodeText) : null,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    locationArea: locationAreaOf(input.location),
    searchText: searchTextOf(input),
  };
}

/** Sanitised fields plus everything derived from them, ready to write. */
export function vendorColumns(fields: VendorFields) {
  const clean = {
    name: sanitiseText(fields.name),
    categoryId: fields.categoryId,
    location: sanitiseText(fields.location),
    address: sanitiseText(fields.address) || null,
    phone: sanitisePhone(fields.phone) || null,
    email: sanitiseEmail(fields.email) || null,
    website: sanitiseWebsite(fields.website) || null,
    shortDescription: sanitiseText(fields.shortDescription),
  };
  return {
    ...clean,
    ...deriveVendorColumns({
      ...clean,
      postcode: fields.postcode?.trim() || null,
      languages: fields.languages,
      faiths: fields.faiths,
      dietary: fields.dietary,
    }),
  };
}
