import { categoryName } from "~/features/directory/categories";
import { lookupPostcode } from "~/features/location/postcodes.server";
import { locationAreaOf } from "~/lib/location";
import { parsePostcode } from "~/lib/postcode";

/** The columns a vendor derives from what was typed: search text, filter area and coordinates. */
export function deriveVendorColumns(input: {
  name: string;
  categoryId: string;
  location: string;
  address?: string | null;
  postcode?: string | null;
  shortDescription?: string | null;
}) {
  // A postcode may be typed on its own or only at the end of the address.
  const postcodeText =
    input.postcode ??
    input.address?.match(/[A-Z]{1,2}[0-9][0-9A-Z]?\s*[0-9][A-Z]{2}$/i)?.[0] ??
    null;
  const point = postcodeText ? lookupPostcode(postcodeText) : null;
  return {
    postcode: postcodeText ? (parsePostcode(postcodeText)?.formatted ?? postcodeText) : null,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    locationArea: locationAreaOf(input.location),
    searchText: [
      input.name,
      categoryName(input.categoryId),
      input.categoryId.replaceAll("-", " "),
      input.location,
      input.address ?? "",
      input.shortDescription ?? "",
    ]
      .filter(Boolean)
      .join(" \u2022 "),
  };
}
