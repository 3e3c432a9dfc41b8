import { data } from "react-router";
import { getEnv } from "~/config.server";
import type { PlanUser } from "~/features/accounts/guards.server";
import { getOptionalUser } from "~/features/accounts/session.server";
import { cardGallery, vendorPicture } from "~/features/artwork/scene.server";
import { vendorShareImage } from "~/features/artwork/share-image.server";
import { enquiryPanel } from "~/features/enquiries/enquiry-actions.server";
import { reviewsForVendorPage } from "~/features/reviews/review-read.server";
import { categoryName } from "~/features/vendors/categories";
import { getVendorPage } from "~/features/vendors/vendors.server";
import { formatMonthYear } from "~/lib/format";
import { parseId } from "~/lib/id-param";
import { logger } from "~/lib/logger.server";
import { photoUrl } from "~/lib/photos";
import { retryAfterHeaders } from "~/lib/unavailable.server";
import { availabilityOn, couplePlan, fullDaysOf, planEventDates } from "./event-dates.server";
import { readWithFallback, type WithFallback } from "./fallback.server";
import { aboutText } from "./vendor-about";
import { vendorStructuredData } from "./vendor-json-ld.server";

/**
 * /vendor/{id}'s loader: the listing in one read (its last good copy while the database is
 * away), then its reviews and the enquiry panel side by side, the picture, the share image and
 * the schema.org data. A 404 for an id that names no public listing, a 503 with nothing to show.
 */
export async function loadVendorPage(request: Request, vendorIdParam: string) {
  // Vendor ids are integers everywhere; anything else is simply not found.
  const id = parseId(vendorIdParam);
  let read: WithFallback<Awaited<ReturnType<typeof getVendorPage>> | null>;
  try {
    read = id
      ? await readWithFallback(`vendor:${id}`, () => getVendorPage(id))
      : { data: null, connectionIssue: false };
  } catch (error) {
    // No database and no last good copy: the spec's 'Failed to load vendor details'.
    logger.error({ err: error }, "Loading the page failed");
    return data(
      { vendor: null, connectionIssue: false, loadError: true },
      { status: 503, headers: retryAfterHeaders() },
    );
  }
  const { data: found, connectionIssue } = read;
  if (!found) return data({ vendor: null, connectionIssue, loadError: false }, { status: 404 });
  const { ownerId, photos, claimable, ...vendor } = found;
  const listing = { ...vendor, categoryName: categoryName(vendor.categoryId) };
  const reader = await getOptionalUser(request);
  // A couple's plan (a wedding member's is the wedding's), read once: the enquiry form starts
  // from its events, as /vendor/{id}/enquire does, and the page says if it is free on them.
  const plan = connectionIssue ? null : await couplePlan(reader);
  // The reviews and the enquiry panel ask the database independently: at the same time.
  const [reviews, enquiry, availability] = await Promise.all([
    reviewsForVendorPage(reader, found, new URL(request.url), connectionIssue),
    connectionIssue
      ? { reach: null, viewer: "visitor" as const, defaults: null, stats: null }
      : enquiryPanel(plan ?? reader, { ...vendor, ownerId }),
    plan ? availabilityFor(plan, vendor.id) : null,
  ]);
  const page = {
    ...listing,
    picture: vendorPicture(listing),
    shareImage: vendorShareImage(listing),
    listedSince: formatMonthYear(vendor.createdAt),
    // Written here, not in the page's script: the fallback sentence stays out of its first load.
    about: aboutText(listing),
  };
  // The postcode is private (decision 015): only the structured data may use it, when the
  // address names it; its point is only for `geo`. Neither goes to the browser with the page.
  const { postcode: _postcode, lat: _lat, lng: _lng, ...shown } = page;
  return {
    enquiry,
    availability,
    vendor: shown,
    structuredData: vendorStructuredData(page, {
      origin: getEnv().BASE_URL,
      reviews: reviews.reviews?.rows,
    }),
    connectionIssue,
    loadError: false,
    isClaimable: claimable && !connectionIssue,
    gallery: galleryOf({ ...vendor, photos }),
    ...reviews,
  };
}

/** Free or booked on the signed-in couple's event dates (issue 30); null for anyone else. */
async function availabilityFor(plan: PlanUser, vendorId: number) {
  const dates = await planEventDates(plan);
  if (!dates?.length) return null;
  const full = await fullDaysOf([vendorId], dates);
  return availabilityOn(full.get(vendorId), dates);
}

/**
 * The vendor page's gallery: the owner's photos in their order, else the listing's uploaded
 * pictures, else (venues) the venue's own illustrations.
 */
export function galleryOf(listing: {
  id: number;
  name: string;
  categoryId: string;
  additionalImages: string[];
  photos: { fileKey: string; alt: string }[];
}) {
  return listing.photos.length > 0
    ? listing.photos.map((photo) => ({ src: photoUrl(photo.fileKey, 800), alt: photo.alt }))
    : cardGallery(listing);
}
