import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Globe, Images, Mail, MapPin, Phone, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ShortlistButton } from "~/features/shortlist/shortlist-button";
import { Rating } from "~/ui/rating";
import { isProvided, telHref, websiteHref, websiteLabel } from "./contact-links";
import type { VendorCard as VendorCardData } from "./vendors.server";

export function SourceBadge({ source }: { source: string }) {
  return (
    <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow">
      {source === "google" ? "Google" : "Directory"}
    </span>
  );
}

function Gallery({
  images,
  name,
  onClose,
}: {
  images: string[];
  name: string;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  return (
    <section aria-label={`${name} gallery`} className="border-t border-stone-100 p-4">
      <div className="relative overflow-hidden rounded-xl bg-stone-100">
        <img
          src={images[index]}
          alt={`${name}, gallery image ${index + 1} of ${images.length}`}
          className="aspect-[4/3] w-full object-cover"
          loading="lazy"
          width={400}
          height={300}
        />
      </div>
      <div className="mt-3 flex items-center justify-between gap-2">
        <button
          type="button"
          className="btn-ghost px-3 py-1"
          onClick={() => setIndex((index - 1 + images.length) % images.length)}
        >
          Previous
        </button>
        <span className="text-sm text-stone-600" aria-live="polite">
          {index + 1} / {images.length}
        </span>
        <button
          type="button"
          className="btn-ghost px-3 py-1"
          onClick={() => setIndex((index + 1) % images.length)}
        >
          Next
        </button>
      </div>
      <button type="button" onClick={onClose} className="btn-secondary mt-3 w-full">
        <X className="size-4" aria-hidden /> Close Gallery
      </button>
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
  const hasGallery = venueStyle && vendor.additionalImages.length > 0;
  return (
    <article
      className="card flex w-full flex-col overflow-hidden"
      aria-labelledby={`vendor-${vendor.id}-name`}
    >
      <div className="relative">
        <img
          src={vendor.image}
          alt=""
          className="aspect-[4/3] w-full bg-brand-50 object-cover"
          loading="lazy"
          width={400}
          height={300}
        />
        <div className="absolute top-3 left-3">
          <SourceBadge source={vendor.source} />
        </div>
        <div className="absolute top-3 right-3">
          <ShortlistButton vendorId={vendor.id} vendorName={vendor.name} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={`vendor-${vendor.id}-name`} className="text-xl font-semibold">
          <Link to={`/vendor/${vendor.id}`} className="hover:text-brand-700">
            {vendor.name}
          </Link>
        </h3>
        <p className="flex items-start gap-1.5 text-sm text-stone-700">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          <span>
            {place}
            {vendor.distanceMiles !== null ? (
              <span className="ml-1 font-medium text-brand-700">
                · {vendor.distanceMiles} miles away
              </span>
            ) : null}
          </span>
        </p>
        <Rating rating={vendor.rating} reviewCount={vendor.reviewCount} />
        <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">
          {vendor.shortDescription}
        </p>

        <Collapsible.Root className="mt-auto pt-2">
          <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-lg px-1 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
            View Contact Details
            <ChevronDown
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden
            />
          </Collapsible.Trigger>
          <Collapsible.Content className="space-y-2 px-1 pb-2 text-sm">
            {isProvided(vendor.phone) ? (
              <a href={telHref(vendor.phone)} className="flex items-center gap-2 hover:underline">
                <Phone className="size-4 text-brand-600" aria-hidden /> {vendor.phone}
              </a>
            ) : null}
            {isProvided(vendor.email) ? (
              <a
                href={`mailto:${vendor.email}`}
                className="flex items-center gap-2 break-all hover:underline"
              >
                <Mail className="size-4 text-brand-600" aria-hidden /> {vendor.email}
              </a>
            ) : null}
            {isProvided(vendor.website) ? (
              <a
                href={websiteHref(vendor.website)}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="flex items-center gap-2 break-all hover:underline"
              >
                <Globe className="size-4 text-brand-600" aria-hidden />{" "}
                {websiteLabel(vendor.website)}
              </a>
            ) : null}
          </Collapsible.Content>
        </Collapsible.Root>

        <div className="flex flex-wrap gap-2">
          <Link to={`/vendor/${vendor.id}`} className="btn-primary flex-1">
            View Profile
            <span className="sr-only">: {vendor.name}</span>
          </Link>
          {hasGallery && !galleryOpen ? (
            <button
              type="button"
              className="btn-secondary flex-1"
              onClick={() => setGalleryOpen(true)}
            >
              <Images className="size-4" aria-hidden /> View Gallery
            </button>
          ) : null}
        </div>
      </div>
      {hasGallery && galleryOpen ? (
        <Gallery
          images={vendor.additionalImages}
          name={vendor.name}
          onClose={() => setGalleryOpen(false)}
        />
      ) : null}
    </article>
  );
}
