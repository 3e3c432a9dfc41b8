/**
 * The vendor page's schema.org `LocalBusiness` (issue 15): a pure function of the listing, so
 * the page and the tests build the same object. Made by the page's loader, so none of this is
 * part of the page's script (decision 030).
 */
import type { Picture } from "~/features/artwork/picture";
import type { ShareImage } from "~/features/artwork/share-image";
import { breadcrumbs } from "~/ui/json-ld";
import { isProvided, websiteHref } from "./contact-links";
import { aboutText } from "./vendor-about";

export interface JsonLdVendor {
  id: number;
  name: string;
  categoryId: string;
  categoryName: string;
  shortDescription: string;
  location: string;
  /** The cover (the uploaded photo, else the illustration) and the 1200×630 share picture. */
  picture: Picture;
  shareImage: ShareImage;
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  postcode: string | null;
  /** The centre of the postcode's sector (or the town's district): never a door. */
  lat: number | null;
  lng: number | null;
  priceFrom: number | null;
  /** The shown stars: while `saathReviewCount` > 0, the average of Saath's own reviews. */
  shownRating: number | null;
  /** Published Saath reviews: only they make `aggregateRating` (Google's rating is not ours). */
  saathReviewCount?: number;
}

export interface JsonLdReview {
  rating: number;
  title: string;
  body: string;
  author: string;
  publishedAt: string | null;
}

const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const COUNTRY =
  /^(uk|u\.k\.|united kingdom|great britain|england|scotland|wales|northern ireland)$/i;

/**
 * A clean `PostalAddress` from what the owner wrote: the street lines once, the town (the
 * location's last part) once, and the postcode once, and only if the owner wrote it in the
 * address (decision 015: otherwise it is only for distance search and stays private).
 */
export function postalAddress(vendor: {
  address: string | null;
  location: string;
  postcode: string | null;
}) {
  const town =
    vendor.location
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1) ?? "";
  let rest = vendor.address?.trim() ?? "";
  let postalCode: string | undefined;
  const code = vendor.postcode ? compact(vendor.postcode) : "";
  if (code.length >= 5 && rest) {
    // The postcode as written, whatever its spacing or case.
    const written = new RegExp(`\\b${code.split("").join("\\s*")}\\b`, "i");
    if (written.test(rest)) {
      postalCode = `${code.slice(0, -3)} ${code.slice(-3)}`;
      rest = rest.replace(written, " ");
    }
  }
  const townAtEnd = town ? new RegExp(`\\s+${escapeRegExp(town)}$`, "i") : null;
  const lines = rest
    .split(/[,\n]/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .map((line) => (townAtEnd ? line.replace(townAtEnd, "").trim() : line))
    .filter((line) => line && line.toLowerCase() !== town.toLowerCase() && !COUNTRY.test(line));
  return {
    "@type": "PostalAddress",
    streetAddress: lines.length ? lines.join(", ") : undefined,
    addressLocality: town || undefined,
    postalCode,
    addressCountry: "GB",
  };
}

/** "From £2,500": schema.org's `priceRange` from the listing's starting price. */
export const priceRange = (priceFrom: number | null) =>
  priceFrom && priceFrom > 0 ? `From £${priceFrom.toLocaleString("en-GB")}` : undefined;

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** schema.org LocalBusiness for the vendor page; `origin` makes every address absolute. */
export function vendorJsonLd(
  vendor: JsonLdVendor,
  { origin, reviews }: { origin: string; reviews?: JsonLdReview[] },
) {
  const page = `${origin}/vendor/${vendor.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${page}#business`,
    name: vendor.name,
    description: aboutText(vendor),
    // Rasters only: the 1200×630 share picture and the 800 px cover.
    image: [`${origin}${vendor.shareImage.src}`, `${origin}${vendor.picture.src}`],
    url: isProvided(vendor.website) ? websiteHref(vendor.website) : page,
    mainEntityOfPage: page,
    telephone: isProvided(vendor.phone) ? vendor.phone : undefined,
    email: isProvided(vendor.email) ? vendor.email : undefined,
    address: postalAddress(vendor),
    geo:
      vendor.lat != null && vendor.lng != null
        ? { "@type": "GeoCoordinates", latitude: round(vendor.lat), longitude: round(vendor.lng) }
        : undefined,
    priceRange: priceRange(vendor.priceFrom),
    aggregateRating:
      (vendor.saathReviewCount ?? 0) > 0 && vendor.shownRating !== null
        ? {
            "@type": "AggregateRating",
            ratingValue: Math.round(vendor.shownRating * 10) / 10,
            reviewCount: vendor.saathReviewCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    review: reviews?.length
      ? reviews.map((review) => ({
          "@type": "Review",
          name: review.title,
          reviewBody: review.body,
          author: { "@type": "Person", name: review.author },
          datePublished: review.publishedAt?.slice(0, 10),
          reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5 },
        }))
      : undefined,
  };
}

/** The vendor page's structured data: the business (absolute pictures, reviews) and its breadcrumbs. */
export function vendorStructuredData(
  vendor: JsonLdVendor,
  { origin, reviews }: { origin: string; reviews?: JsonLdReview[] },
) {
  return [
    vendorJsonLd(vendor, { origin, reviews }),
    breadcrumbs([
      ["Home", `${origin}/`],
      [vendor.categoryName, `${origin}/category/${vendor.categoryId}`],
      [vendor.name, `${origin}/vendor/${vendor.id}`],
    ]),
  ];
}
