import { cardGallery, type Picture, vendorPicture } from "~/features/artwork/scene.server";
import { categoryName } from "~/features/vendors/categories";
import type { VendorCard } from "~/features/vendors/vendor-list.server";
import type { Availability } from "./availability";

/** A vendor list's row as the page sends it to the browser (decisions 026 and 030). */
export type CardData = Omit<VendorCard, "image" | "additionalImages"> & {
  /** The card's picture: the uploaded cover, else the category's illustration. */
  picture: Picture;
  /** The in-card gallery (venue-style pages only; empty when there is nothing to show). */
  gallery: Picture[];
  /** Free or booked on the signed-in couple's event dates (issue 30); null for anyone else. */
  availability?: Availability | null;
};

/**
 * What a vendor's card shows, no more: its picture and gallery made here rather than in the
 * browser, and the address and the gallery only on venue-style pages (venues, menswear).
 */
export function cardData<T extends VendorCard>(
  listing: T,
  venueStyle: boolean,
): Omit<T, "image" | "additionalImages"> & CardData {
  const { image: _image, additionalImages: _additionalImages, ...vendor } = listing;
  return {
    ...vendor,
    address: venueStyle ? vendor.address : null,
    picture: vendorPicture({ ...listing, categoryName: categoryName(listing.categoryId) }),
    gallery: venueStyle ? cardGallery(listing) : [],
  };
}
