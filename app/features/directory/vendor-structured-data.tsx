import { vendorPicture } from "~/features/artwork/scene";
import { breadcrumbs, JsonLd } from "~/ui/json-ld";
import { useRootData } from "~/ui/root-data";
import { vendorJsonLd } from "./vendor-detail";

type JsonLdVendor = Parameters<typeof vendorJsonLd>[0] & Parameters<typeof vendorPicture>[0];

/** The vendor page's structured data: the business (absolute picture, reviews) and its breadcrumbs. */
export function VendorStructuredData({
  vendor,
  reviews,
}: {
  vendor: JsonLdVendor & { id: number; categoryId: string };
  reviews?: JsonLdVendor["reviews"];
}) {
  const origin = useRootData()?.origin ?? "";
  return (
    <>
      <JsonLd
        data={vendorJsonLd({ ...vendor, image: `${origin}${vendorPicture(vendor).src}`, reviews })}
      />
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
