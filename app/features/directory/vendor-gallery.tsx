import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import { fullPhotoUrl, photoSrcSet } from "~/lib/photos";
import { LazyImage } from "~/ui/lazy-image";

export interface GalleryImage {
  src: string;
  /** Illustrations bring their own; uploaded photos get theirs from the URL. */
  srcSet?: string;
  alt: string;
}

// The viewer's code is fetched on the first open only: the page's first load stays as it was.
const GalleryViewer = lazy(() => import("./gallery-viewer"));

/**
 * The vendor page's gallery: the owner's photos (any category), else a venue's pictures. Each
 * thumbnail is a link to the full image, so it works without JavaScript; with it, a link opens
 * the viewer at that photo and focus comes back to the link when the viewer closes.
 */
export function VendorGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  if (images.length === 0) return null;

  const show = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A new tab or window (Ctrl, Cmd, Shift, middle click) still gets the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(index);
  };
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <section className="mt-8" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className="text-2xl font-semibold">
        Gallery
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {images.map((image, index) => (
          <li key={image.src} className={images.length === 1 ? "col-span-2 sm:col-span-1" : ""}>
            <a
              href={fullPhotoUrl(image.src)}
              onClick={(event) => show(event, index)}
              className="group block overflow-hidden rounded-xl"
            >
              <LazyImage
                src={image.src}
                srcSet={image.srcSet ?? photoSrcSet(image.src)}
                sizes="(min-width: 640px) 33vw, 50vw"
                alt={image.alt}
                width={320}
                height={240}
                className="aspect-[4/3] w-full transition-transform duration-300 group-hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            index={open}
            label={`Photos of ${name}`}
            onIndex={setOpen}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
