import { claimAction } from "~/features/claims/claim-actions.server";
import { VendorFacts, VendorSidebar } from "~/features/directory/vendor-detail";
import { VendorGallery } from "~/features/directory/vendor-gallery";
import { VendorPageHeader, VendorPageMissing } from "~/features/directory/vendor-page";
import { loadVendorPage } from "~/features/directory/vendor-page-actions.server";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { VendorReviewsSection } from "~/features/reviews/review-list";
import { keepsTyped } from "~/lib/form.server";
import { metaDescription, originFrom, seo } from "~/lib/seo";
import { BackLink } from "~/ui/back-link";
import { ConnectionNotice } from "~/ui/connection-notice";
import { JsonLd } from "~/ui/json-ld";
import type { Route } from "./+types/vendor";

export function loader({ params, request }: Route.LoaderArgs) {
  return loadVendorPage(request, params.vendorId);
}

/** The in-page claim form's post (`?claim=1`, without JavaScript); the dialog posts to /claim. */
export const action = keepsTyped(({ request, params }: Route.ActionArgs) =>
  claimAction(request, { inPage: true, pageVendorId: params.vendorId }),
);

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export default function VendorPage({ loaderData }: Route.ComponentProps) {
  const { vendor, connectionIssue } = loaderData;
  if (!vendor) return <VendorPageMissing loadError={loaderData.loadError} />;

  return (
    <article className="container-page py-6 sm:py-8">
      {loaderData.structuredData?.map((data) => (
        <JsonLd key={String(data["@type"])} data={data} />
      ))}
      {connectionIssue ? <ConnectionNotice /> : null}
      <BackLink to={`/category/${vendor.categoryId}`}>Back to {vendor.categoryName}</BackLink>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <VendorPageHeader vendor={vendor} availability={loaderData.availability} />
          <section className="mt-8" aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-semibold">
              About
            </h2>
            <p className="mt-3 max-w-prose text-lg leading-relaxed text-stone-800">
              {vendor.about}
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
    description: metaDescription(vendor.about),
    path: `/vendor/${params.vendorId}`,
    origin: originFrom(matches),
    image: vendor.shareImage,
  });
};
