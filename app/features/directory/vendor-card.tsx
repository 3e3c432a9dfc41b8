import * as Collapsible from "@radix-ui/react-collapsible";
import { useState } from "react";
import { Link } from "react-router";
import { cardGallery, type Picture, vendorPicture } from "~/features/artwork/scene";
import { ShortlistButton } from "~/features/shortlist/shortlist-button";
import { distanceLabel } from "~/lib/format";
import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Globe,
  Images,
  Mail,
  MapPin,
  Phone,
  X,
} from "~/ui/icons";
import { LazyImage } from "~/ui/lazy-image";
import { Rating } from "~/ui/rating";
import { categoryName } from "./categories";
import { isProvided, telHref, websiteHref, websiteLabel } from "./contact-links";
import type { VendorCard as VendorCardData } from "./vendors.server";

export function SourceBadge({ source }: { source: string }) {
  return (
    <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow-sm">
      {source === "google" ? "Google" : "Directory"}
    </span>
  );
}

/**
 * The venue gallery takes the place of the card's picture, so opening it never changes the
 * card's height (a taller card would stretch its whole row of the grid).
 */
function Gallery({ images, name }: { images: Picture[]; name: string }) {
  const [index, setIndex] = useState(0);
  const step = (delta: number) => setIndex((index + delta + images.length) % images.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${name} gallery`}
      className="relative aspect-[3/2] w-full bg-stone-900"
    >
      <img
        src={images[index].src}
        srcSet={images[index].srcSet}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        alt={`${images[index].alt} (gallery image ${index + 1} of ${images.length})`}
        className="size-full object-cover"
        width={480}
        height={320}
      />
      <button
        type="button"
        onClick={() => step(-1)}
        className="absolute top-1/2 left-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-brand-800 shadow hover:bg-white"
      >
        <ChevronLeft className="size-5" aria-hidden />
        <span className="sr-only">Previous image</span>
      </button>
      <button
        type="button"
        onClick={() => step(1)}
        className="absolute top-1/2 right-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-brand-800 shadow hover:bg-white"
      >
        <ChevronRight className="size-5" aria-hidden />
        <span className="sr-only">Next image</span>
      </button>
      <p
        className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-stone-900/80 px-3 py-1 text-xs font-semibold text-white"
        aria-live="polite"
      >
        {index + 1} / {images.length}
      </p>
    </section>
  );
}

export function VendorCard({
  vendor,
  venueStyle = false,
}: {
  vendor: VendorCardData;
  venueStyle?: boolean;
}) {
  const [galleryOpen, setGalleryOpen] = useState(false);
  const place = venueStyle && vendor.address ? vendor.address : vendor.location;
  const gallery = venueStyle ? cardGallery(vendor) : [];
  const hasGallery = gallery.length > 0;
  const picture = vendorPicture({ ...vendor, categoryName: categoryName(vendor.categoryId) });
  const hasContact =
    isProvided(vendor.phone) || isProvided(vendor.email) || isProvided(vendor.website);
  return (
    <article
      className="card flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md"
      aria-labelledby={`vendor-${vendor.id}-name`}
    >
      <div className="relative">
        {hasGallery && galleryOpen ? (
          <Gallery images={gallery} name={vendor.name} />
        ) : (
          <>
            <LazyImage
              src={picture.src}
              srcSet={picture.srcSet}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              alt={picture.alt}
              width={480}
              height={320}
              className="aspect-[3/2] w-full"
            />
            <div className="absolute top-3 left-3">
              <SourceBadge source={vendor.source} />
            </div>
          </>
        )}
        <div className="absolute top-3 right-3">
          <ShortlistButton vendorId={vendor.id} vendorName={vendor.name} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={`vendor-${vendor.id}-name`} className="text-xl leading-snug font-semibold">
          <Link to={`/vendor/${vendor.id}`} className="hover:text-brand-700">
            {vendor.name}
          </Link>
        </h3>
        <p className="mt-1.5 flex items-start gap-1.5 text-sm text-stone-700">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          <span>
            {place}
            {vendor.distanceMiles !== null ? (
              <span className="font-semibold whitespace-nowrap text-brand-700">
                {" "}
                · {distanceLabel(vendor.distanceMiles)}
              </span>
            ) : null}
          </span>
        </p>
        <div className="mt-1.5">
          <Rating
            rating={vendor.rating}
            reviewCount={vendor.reviewCount}
            saathReviews={vendor.saathReviewCount}
            source={vendor.source}
          />
        </div>
        {vendor.matches?.length ? (
          <p className="mt-2 text-sm font-medium text-emerald-800" data-testid="why-it-matches">
            <span className="sr-only">Matches your filters: </span>
            {vendor.matches.join(" · ")}
          </p>
        ) : null}
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-stone-700">
          {vendor.shortDescription}
        </p>

        <div className="mt-auto pt-4">
          {hasContact ? (
            <Collapsible.Root className="mb-3 rounded-xl border border-stone-200">
              <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-xl px-3 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                View Contact Details
                <ChevronDown
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Collapsible.Trigger>
              <Collapsible.Content className="space-y-2.5 border-t border-stone-100 px-3 py-3 text-sm">
                {isProvided(vendor.phone) ? (
                  <a
                    href={telHref(vendor.phone)}
                    className="flex items-center gap-2 text-stone-800 hover:text-brand-700 hover:underline"
                  >
                    <Phone className="size-4 shrink-0 text-brand-600" aria-hidden /> {vendor.phone}
                  </a>
                ) : null}
                {isProvided(vendor.email) ? (
                  <a
                    href={`mailto:${vendor.email}`}
                    className="flex items-center gap-2 text-stone-800 [overflow-wrap:anywhere] hover:text-brand-700 hover:underline"
                  >
                    <Mail className="size-4 shrink-0 text-brand-600" aria-hidden /> {vendor.email}
                  </a>
                ) : null}
                {isProvided(vendor.website) ? (
                  <a
                    href={websiteHref(vendor.website)}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="flex items-center gap-2 text-stone-800 [overflow-wrap:anywhere] hover:text-brand-700 hover:underline"
                  >
                    <Globe className="size-4 shrink-0 text-brand-600" aria-hidden />{" "}
                    {websiteLabel(vendor.website)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </Collapsible.Content>
            </Collapsible.Root>
          ) : null}

          <div className="flex gap-2">
            <Link to={`/vendor/${vendor.id}`} className="btn-primary flex-1 px-3 whitespace-nowrap">
              View Profile
              <span className="sr-only">: {vendor.name}</span>
            </Link>
            {hasGallery ? (
              <button
                type="button"
                className="btn-secondary flex-1 px-3 whitespace-nowrap"
                onClick={() => setGalleryOpen((open) => !open)}
              >
                {galleryOpen ? (
                  <>
                    <X className="size-4" aria-hidden /> Close Gallery
                  </>
                ) : (
                  <>
                    <Images className="size-4" aria-hidden /> View Gallery
                  </>
                )}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
