import type { ReactNode } from "react";
import { LazyImage } from "./lazy-image";

/**
 * A card's picture and the text that goes with it (400×300 unless said). `image` is the
 * picture's address (a decorative picture) or anything with an `image` and its `imageAlt`.
 * `compact` cards are a short row on phones (a small square beside the text, so a long list
 * stays short) and a tile from `sm` up; the tile's aspect ratio comes in `imageClassName`.
 */
export function CardMedia({
  compact = false,
  imageClassName,
  className = "",
  children,
  image,
  width = 400,
  height = 300,
  sizes = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px",
}: {
  image: string | { image: string; imageAlt: string; imageSrcSet?: string };
  /** The `sizes` for an image with a `srcset` (the card's rendered width). */
  sizes?: string;
  width?: number;
  height?: number;
  compact?: boolean;
  imageClassName: string;
  className?: string;
  children: ReactNode;
}) {
  const imageBox = compact
    ? `aspect-square w-28 shrink-0 sm:w-full ${imageClassName}`
    : imageClassName;
  const body = compact ? `flex min-w-0 flex-1 flex-col p-4 sm:p-5 ${className}`.trim() : className;
  return (
    <>
      <LazyImage
        {...(typeof image === "string"
          ? { src: image }
          : { src: image.image, alt: image.imageAlt, srcSet: image.imageSrcSet, sizes })}
        width={width}
        height={height}
        className={imageBox}
      />
      <div className={body}>{children}</div>
    </>
  );
}

/** The small capitals line above a card's title (its category). */
export function Eyebrow({ children, className }: { children: ReactNode; className: string }) {
  return <p className={`text-xs font-semibold tracking-wide uppercase ${className}`}>{children}</p>;
}
