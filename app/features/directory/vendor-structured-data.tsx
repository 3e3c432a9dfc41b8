import { breadcrumbs, JsonLd } from "~/ui/json-ld";
import { useRootData } from "~/ui/root-data";
import { type JsonLdReview, type JsonLdVendor, vendorJsonLd } from "./vendor-json-ld";

/** The vendor page's structured data: the business (absolute pictures, reviews) and its breadcrumbs. */
export function VendorStructuredData({
  vendor,
  reviews,
}: {
  vendor: JsonLdVendor;
  reviews?: JsonLdReview[];
}) {
  const origin = useRootData()?.origin ?? "";
  return (
    <>
      <JsonLd data={vendorJsonLd(vendor, { origin, reviews })} />
      <JsonLd
        data={breadcrumbs([
          ["Home", `${origin}/`],
          [vendor.categoryName, `${origin}/category/${vendor.categoryId}`],
          [vendor.name, `${origin}/vendor/${vendor.id}`],
        ])}
      />
    </>
  );
}
