import { data, Link } from "react-router";
import { getEnv } from "~/config.server";
import { getOptionalUser } from "~/features/accounts/session.server";
import { vendorPicture } from "~/features/artwork/scene.server";
import { vendorShareImage } from "~/features/artwork/share-image.server";
import { galleryOf } from "~/features/directory/card-data.server";
import { readWithFallback, type WithFallback } from "~/features/directory/fallback.server";
import { SourceBadge } from "~/features/directory/source-badge";
import { aboutText, VendorFacts, VendorSidebar } from "~/features/directory/vendor-detail";
import { VendorGallery } from "~/features/directory/vendor-gallery";
import { vendorStructuredData } from "~/features/directory/vendor-json-ld.server";
import { enquiryPanel } from "~/features/enquiries/send.server";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { VendorReviewsSection } from "~/features/reviews/review-list";
import { reviewsForVendorPage } from "~/features/reviews/review-read.server";
import { ShortlistButton } from "~/features/shortlist/shortlist-button";
import { categoryName } from "~/features/vendors/categories";
import { getVendorPage } from "~/features/vendors/vendors.server";
import { formatMonthYear } from "~/lib/format";
import { parseId } from "~/lib/id-param";
import { logger } from "~/lib/logger.server";
import { metaDescription, originFrom, seo } from "~/lib/seo";
import { retryAfterHeaders } from "~/lib/unavailable.server";
import { ConnectionNotice } from "~/ui/connection-notice";
import { EmptyState } from "~/ui/empty-state";
import { AlertTriangle, ArrowLeft, MapPin, SearchX } from "~/ui/icons";
import { JsonLd } from "~/ui/json-ld";
import { Rating } from "~/ui/rating";
import type { Route } from "./+types/vendor";

export async function loader({ params, request }: Route.LoaderArgs) {
  // Vendor ids are integers everywhere; anything else is simply not found.
  const id = parseId(params.vendorId);
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
  // The reviews and the enquiry panel ask the database independently: at the same time.
  const [reviews, enquiry] = await Promise.all([
    reviewsForVendorPage(reader, found, new URL(request.url), connectionIssue),
    connectionIssue
      ? { reach: null, viewer: "visitor" as const, defaults: null, stats: null }
      : enquiryPanel(reader, { ...vendor, ownerId }),
  ]);
  const page = {
    ...listing,
    picture: vendorPicture(listing),
    shareImage: vendorShareImage(listing),
    listedSince: formatMonthYear(vendor.createdAt),
  };
  return {
    enquiry,
    vendor: page,
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

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export default function VendorPage({ loaderData }: Route.ComponentProps) {
  const { vendor, connectionIssue } = loaderData;
  if (!vendor && loaderData.loadError) {
    return (
      <div className="container-page max-w-2xl py-16 sm:py-24">
        <EmptyState
          role="alert"
          icon={AlertTriangle}
          titleAs="h1"
          title="Error"
          body="Failed to load vendor details. Please try again later."
          className="border-red-200 bg-red-50"
        />
      </div>
    );
  }
  if (!vendor) {
    return (
      <div className="container-page max-w-2xl py-16 sm:py-24">
        <EmptyState
          icon={SearchX}
          titleAs="h1"
          title="Vendor Not Found"
          body="We couldn't find the vendor you're looking for."
          action={
            <Link to="/categories" className="btn-primary">
              Browse Categories
            </Link>
          }
        />
      </div>
    );
  }
  const place = vendor.address || vendor.location;
  const { picture } = vendor;

  return (
    <article className="container-page py-6 sm:py-8">
      {loaderData.structuredData?.map((data) => (
        <JsonLd key={String(data["@type"])} data={data} />
      ))}
      {connectionIssue ? <ConnectionNotice /> : null}
      <Link
        to={`/category/${vendor.categoryId}`}
        className="mb-4 -ml-2 inline-flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeft className="size-4 shrink-0" aria-hidden /> Back to {vendor.categoryName}
      </Link>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <div className="relative overflow-hidden rounded-3xl">
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes="(min-width: 1024px) 66vw, 100vw"
              alt={picture.alt}
              className="aspect-[16/9] w-full bg-brand-50 object-cover"
              width={960}
              height={540}
              fetchPriority="high"
            />
            <div className="absolute top-4 left-4">
              <SourceBadge source={vendor.source} />
            </div>
          </div>
          <div className="mt-6 flex items-start justify-between gap-4">
            <div>
              <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
                {vendor.categoryName}
              </p>
              <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{vendor.name}</h1>
              <div className="mt-2">
                <Rating
                  rating={vendor.rating}
                  reviewCount={vendor.reviewCount}
                  saathReviews={vendor.saathReviewCount}
                  source={vendor.source}
                />
              </div>
              <p className="mt-2 flex items-start gap-1.5 text-stone-700">
                <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {place}
              </p>
            </div>
            <ShortlistButton
              vendorId={vendor.id}
              vendorName={vendor.name}
              className="shrink-0 border border-stone-200"
            />
          </div>
          <section className="mt-8" aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-semibold">
              About
            </h2>
            <p className="mt-3 max-w-prose text-lg leading-relaxed text-stone-800">
              {aboutText(vendor)}
            </p>
          </section>
          <VendorFacts vendor={vendor} />
          <VendorGallery images={loaderData.gallery} name={vendor.name} />
          {loaderData.reviews ? (
            <VendorReviewsSection
              vendor={vendor}
              reviews={loaderData.reviews}
              panel={loaderData.reviewPanel}
            />
          ) : null}
        </div>
        <VendorSidebar
          vendor={vendor}
          isClaimable={loaderData.isClaimable}
          enquiry={loaderData.enquiry}
        />
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const vendor = loaderData?.vendor;
  if (!vendor)
    return [
      { title: loaderData?.loadError ? "Error | Saath" : "Vendor Not Found | Saath" },
      { name: "robots", content: "noindex" },
    ];
  return seo({
    title: `${vendor.name}, ${vendor.categoryName} in ${vendor.location}`,
    description: metaDescription(aboutText(vendor)),
    path: `/vendor/${params.vendorId}`,
    origin: originFrom(matches),
    image: vendor.shareImage,
  });
};
