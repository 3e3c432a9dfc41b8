import { useState } from "react";
import { Link } from "react-router";
import { ShortlistButton } from "~/features/shortlist/shortlist-button";
import { distanceLabel } from "~/lib/format";
import { shownOnDemand } from "~/ui/client-lazy";
import { ChevronDown, Images, MapPin, X } from "~/ui/icons";
import { LazyImage } from "~/ui/lazy-image";
import { ListingRating } from "~/ui/rating";
import { useHydrated } from "~/ui/use-hydrated";
import { AvailabilityNote } from "./availability";
import type { CardData as VendorCardData } from "./card-data.server";
import { contactLinks, isProvided } from "./contact-links";
import { SourceBadge } from "./source-badge";

/** The in-card gallery's script, fetched when a toggle is pointed at or focused, or on first use. */
const loadGallery = () => import("./card-gallery");
const Gallery = shownOnDemand(() => loadGallery().then((module) => module.CardGallery));
const warmGallery = () => void loadGallery();

/** How a card's picture loads: the first row's at once (`eager`), the very first also first in line (`high`). */
export type PicturePriority = "high" | "eager" | undefined;

function ContactLinks({ vendor, id }: { vendor: VendorCardData; id: string }) {
  return (
    <div
      id={id}
      className="space-y-2 pt-1 pb-1 text-sm sm:space-y-2.5 sm:border-t sm:border-stone-100 sm:px-3 sm:py-3"
    >
      {contactLinks(vendor, "text-stone-800")}
    </div>
  );
}

/**
 * "View Contact Details", one tap from the card: once the page has hydrated, a button with
 * `aria-expanded` that shows the links below it; before then (or without JavaScript), a link
 * to the vendor page's contact section, looking the same so the swap moves nothing. The hidden
 * links are never in the list's HTML (24 cards' worth of it). The link is a plain `<a>`: it is
 * only ever followed before React runs, so a router `<Link>` would add nothing but its cost.
 */
function ContactDetails({ vendor }: { vendor: VendorCardData }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const label = (
    <>
      View Contact Details
      <ChevronDown />
    </>
  );
  if (!hydrated) {
    return (
      <div className="vendor-card-contact">
        <a href={`/vendor/${vendor.id}#contact-heading`} className="vendor-card-toggle">
          {label}
          <span className="sr-only">{`: ${vendor.name}`}</span>
        </a>
      </div>
    );
  }
  const panelId = `vendor-${vendor.id}-contact`;
  return (
    <div className="vendor-card-contact">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="vendor-card-toggle"
      >
        {label}
      </button>
      {open ? <ContactLinks vendor={vendor} id={panelId} /> : null}
    </div>
  );
}

/**
 * "View Gallery" / "Close Gallery": the in-card carousel once the page has hydrated; before
 * then, a plain link to the vendor page's own gallery. (Only this button re-renders on hydration.)
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
      <a href={`/vendor/${vendor.id}#gallery-heading`} className={className}>
        <Images className="size-4" aria-hidden /> View Gallery
        <span className="sr-only">{`: ${vendor.name}`}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      onPointerEnter={warmGallery}
      onFocus={warmGallery}
    >
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
      className="vendor-card"
      data-gallery-open={showGallery ? "" : undefined}
      aria-labelledby={`vendor-${vendor.id}-name`}
    >
      <div className="vendor-card-media">
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
              className="vendor-card-picture"
            />
            <SourceBadge source={vendor.source} className="vendor-card-badge" />
          </>
        )}
        <div className="vendor-card-heart">
          <ShortlistButton vendorId={vendor.id} vendorName={vendor.name} />
        </div>
      </div>
      <div className="vendor-card-head">
        <h3 id={`vendor-${vendor.id}-name`} className="vendor-card-name">
          <Link to={`/vendor/${vendor.id}`} className="hover:text-brand-700">
            {vendor.name}
          </Link>
        </h3>
        <p className="vendor-card-place">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          <span className="vendor-card-facts">
            <span>{place}</span>
            {vendor.distanceMiles !== null ? (
              <span className="after-dot font-semibold whitespace-nowrap text-brand-700">
                {distanceLabel(vendor.distanceMiles)}
              </span>
            ) : null}
          </span>
        </p>
        <div className="mt-1 sm:mt-1.5">
          <ListingRating listing={vendor} />
        </div>
        <AvailabilityNote availability={vendor.availability} className="mt-1 sm:mt-2" />
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
      <p className="vendor-card-summary">{vendor.shortDescription}</p>
      {hasContact ? <ContactDetails vendor={vendor} /> : null}
      <div className="vendor-card-actions">
        <Link to={`/vendor/${vendor.id}`} className="btn-primary flex-1 px-3 whitespace-nowrap">
          View Profile
          <span className="sr-only">{`: ${vendor.name}`}</span>
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
