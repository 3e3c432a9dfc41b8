import { Link } from "react-router";
import type { Picture } from "~/features/artwork/picture";
import { ShortlistButton } from "~/features/shortlist/shortlist-button";
import { EmptyState } from "~/ui/empty-state";
import { AlertTriangle, MapPin, SearchX } from "~/ui/icons";
import { ListingRating } from "~/ui/rating";
import { type Availability, AvailabilityNote } from "./availability";
import { SourceBadge } from "./source-badge";

/** What the header shows of a listing (the vendor page's loader sends more). */
export interface VendorPageListing {
  id: number;
  name: string;
  categoryName: string;
  address: string | null;
  location: string;
  picture: Picture;
  source: string;
  shownRating: number | null;
  shownReviewCount: number;
  saathReviewCount: number;
}

/** The vendor page when there is no listing to show: the spec's error, or not found. */
export function VendorPageMissing({ loadError }: { loadError: boolean }) {
  if (loadError) {
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

/** The top of the vendor page: its picture, category, name, rating, place and the heart. */
export function VendorPageHeader({
  vendor,
  availability,
}: {
  vendor: VendorPageListing;
  availability?: Availability | null;
}) {
  const place = vendor.address || vendor.location;
  const { picture } = vendor;
  return (
    <>
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
            <ListingRating listing={vendor} />
          </div>
          <p className="mt-2 flex items-start gap-1.5 text-stone-700">
            <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {place}
          </p>
          <AvailabilityNote availability={availability} className="mt-2 text-base" />
        </div>
        {/* On a phone the heart sits in a bar at the bottom of the screen (app.css, issue 31). */}
        <ShortlistButton
          vendorId={vendor.id}
          vendorName={vendor.name}
          className="shrink-0 border border-stone-200"
        />
      </div>
    </>
  );
}
