import type { VendorCard } from "./vendors.server";

const UPLOADED = /^\/uploads\//;

/**
 * A vendor list's row as the page sends it to the browser: what its card shows, no more
 * (decision 026). The address and the gallery only show on venue-style pages (venues,
 * menswear); a picture path only matters when it is an upload (else the card draws the
 * category's illustration from the id), and only uploaded gallery pictures are shown.
 */
export function cardData<T extends VendorCard>(vendor: T, venueStyle: boolean): T {
  return {
    ...vendor,
    image: UPLOADED.test(vendor.image) ? vendor.image : "",
    address: venueStyle ? vendor.address : null,
    additionalImages: venueStyle ? vendor.additionalImages.filter((src) => UPLOADED.test(src)) : [],
  };
}
