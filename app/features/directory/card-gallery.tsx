import { useState } from "react";
import type { Picture } from "~/features/artwork/picture";
import { ChevronLeft, ChevronRight } from "~/ui/icons";

/**
 * The venue gallery takes the place of the card's picture, so opening it never changes the
 * card's height (a taller card would stretch its whole row of the grid).
 */
export function CardGallery({ images, name }: { images: Picture[]; name: string }) {
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
