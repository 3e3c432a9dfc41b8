import { useState } from "react";
import { Link } from "react-router";
import type { Picture } from "~/features/artwork/picture";
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
import { useHydrated } from "~/ui/use-hydrated";
import type { CardData as VendorCardData } from "./card-data.server";
import { isProvided, telHref, websiteHref, websiteLabel } from "./contact-links";

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

/** How a card's picture loads: the first row's at once (`eager`), the very first also first in line (`high`). */
export type PicturePriority = "high" | "eager" | undefined;

const TRIGGER =
  "group flex w-full cursor-pointer items-center gap-1.5 py-1 text-sm font-semibold text-brand-700 hover:underline sm:justify-between sm:rounded-xl sm:px-3 sm:py-2.5 sm:hover:bg-brand-50 sm:hover:no-underline";
const CHEVRON = "size-4 shrink-0 transition-transform group-aria-expanded:rotate-180";

function ContactLinks({ vendor, id }: { vendor: VendorCardData; id: string }) {
  return (
    <div
      id={id}
      className="space-y-2 pt-1 pb-1 text-sm sm:space-y-2.5 sm:border-t sm:border-stone-100 sm:px-3 sm:py-3"
    >
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
    </div>
  );
}

/**
 * "View Contact Details", one tap from the card: once the page has hydrated, a button with
 * `aria-expanded` that shows the links below it; before then (or without JavaScript), a link
 * to the vendor page's contact section, looking the same so the swap moves nothing. The hidden
 * links are never in the list's HTML (24 cards' worth of it).
 */
function ContactDetails({ vendor, className }: { vendor: VendorCardData; className: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const box = `sm:rounded-xl sm:border sm:border-stone-200 ${className}`;
  const label = (
    <>
      View Contact Details
      <ChevronDown className={CHEVRON} aria-hidden />
    </>
  );
  if (!hydrated) {
    return (
      <div className={box}>
        <Link to={`/vendor/${vendor.id}#contact-heading`} className={TRIGGER}>
          {label}
          <span className="sr-only">: {vendor.name}</span>
        </Link>
      </div>
    );
  }
  const panelId = `vendor-${vendor.id}-contact`;
  return (
    <div className={box}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={TRIGGER}
      >
        {label}
      </button>
      {open ? <ContactLinks vendor={vendor} id={panelId} /> : null}
    </div>
  );
}

/**
 * "View Gallery" / "Close Gallery": the in-card carousel once the page has hydrated; before
 * then, a link to the vendor page's own gallery. (Only this button re-renders on hydration.)
 */
function GalleryToggle({
  vendor,
  isOpen,
  onToggle,
}: {
  vendor: VendorCardData;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const hydrated = useHydrated();
  const className = "btn-secondary flex-1 px-3 whitespace-nowrap";
  if (!hydrated) {
    return (
      <Link to={`/vendor/${vendor.id}#gallery-heading`} className={className}>
        <Images className="size-4" aria-hidden /> View Gallery
        <span className="sr-only">: {vendor.name}</span>
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onToggle}>
      {isOpen ? (
        <>
          <X className="size-4" aria-hidden /> Close Gallery
        </>
      ) : (
        <>
          <Images className="size-4" aria-hidden /> View Gallery
        </>
      )}
    </button>
  );
}

/**
 * A vendor in a list (decision 027). On a phone it is a short row: a square picture (heart and
 * source badge on it) beside the name, area, rating and "View Contact Details", then the summary
 * and the actions; from `sm` up it is a tile, the picture on top. The grid areas that make both
 * are `.vendor-card` in app.css.
 */
export function VendorCard({
  vendor,
  venueStyle = false,
  priority,
}: {
  vendor: VendorCardData;
  venueStyle?: boolean;
  priority?: PicturePriority;
}) {
  const [galleryOpen, setGalleryOpen] = useState(false);
  const place = venueStyle && vendor.address ? vendor.address : vendor.location;
  const { picture, gallery } = vendor;
  const hasGallery = gallery.length > 0;
  const hasContact =
    isProvided(vendor.phone) || isProvided(vendor.email) || isProvided(vendor.website);
  const showGallery = hasGallery && galleryOpen;
  return (
    <article
      className="vendor-card card w-full gap-x-3 gap-y-2 overflow-hidden p-3 transition-shadow hover:shadow-md sm:gap-0 sm:p-0"
      data-gallery-open={showGallery ? "" : undefined}
      aria-labelledby={`vendor-${vendor.id}-name`}
    >
      <div className="relative self-start overflow-hidden rounded-xl [grid-area:media] sm:rounded-none">
        {showGallery ? (
          <Gallery images={gallery} name={vendor.name} />
        ) : (
          <>
            <LazyImage
              src={picture.src}
              srcSet={picture.srcSet}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 120px"
              alt={picture.alt}
              width={480}
              height={320}
              priority={priority}
              className="aspect-square w-full sm:aspect-[3/2]"
            />
            <div className="absolute bottom-2 left-2 sm:top-3 sm:bottom-auto sm:left-3">
              <SourceBadge source={vendor.source} />
            </div>
          </>
        )}
        <div className="absolute top-1.5 right-1.5 sm:top-3 sm:right-3">
          <ShortlistButton vendorId={vendor.id} vendorName={vendor.name} />
        </div>
      </div>
      <div className="min-w-0 [grid-area:head] sm:px-5 sm:pt-5">
        <h3
          id={`vendor-${vendor.id}-name`}
          className="text-lg leading-snug font-semibold sm:text-xl"
        >
          <Link to={`/vendor/${vendor.id}`} className="hover:text-brand-700">
            {vendor.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-stone-700 sm:mt-1.5">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          <span className="flex min-w-0 flex-wrap gap-x-3 overflow-hidden">
            <span>{place}</span>
            {vendor.distanceMiles !== null ? (
              <span className="after-dot font-semibold whitespace-nowrap text-brand-700">
                {distanceLabel(vendor.distanceMiles)}
              </span>
            ) : null}
          </span>
        </p>
        <div className="mt-1 sm:mt-1.5">
          <Rating
            rating={vendor.rating}
            reviewCount={vendor.reviewCount}
            saathReviews={vendor.saathReviewCount}
            source={vendor.source}
          />
        </div>
        {vendor.matches?.length ? (
          <p
            className="mt-1 text-sm font-medium text-emerald-800 sm:mt-2"
            data-testid="why-it-matches"
          >
            <span className="sr-only">Matches your filters: </span>
            {vendor.matches.join(" · ")}
          </p>
        ) : null}
      </div>
      <p className="line-clamp-2 self-start text-sm leading-relaxed text-stone-700 [grid-area:summary] sm:line-clamp-3 sm:px-5 sm:pt-3">
        {vendor.shortDescription}
      </p>
      {hasContact ? (
        <ContactDetails
          vendor={vendor}
          className="min-w-0 self-start [grid-area:contact] sm:mx-5 sm:mt-4"
        />
      ) : null}
      <div className="flex gap-2 [grid-area:actions] sm:px-5 sm:pt-3 sm:pb-5">
        <Link to={`/vendor/${vendor.id}`} className="btn-primary flex-1 px-3 whitespace-nowrap">
          View Profile
          <span className="sr-only">: {vendor.name}</span>
        </Link>
        {hasGallery ? (
          <GalleryToggle
            vendor={vendor}
            isOpen={galleryOpen}
            onToggle={() => setGalleryOpen((open) => !open)}
          />
        ) : null}
      </div>
    </article>
  );
}
