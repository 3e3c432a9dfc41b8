import type { ReactNode } from "react";

/**
 * An image below the fold: loaded lazily, decoded off the main thread, its box reserved by
 * `width`/`height`, and a soft background while it arrives. A list's first pictures are in the
 * first screenful: `priority` "eager" loads one at once, "high" also ahead of other pictures
 * (the page's likely largest paint).
 */
export function LazyImage({
  src,
  alt = "",
  width,
  height,
  className,
  srcSet,
  sizes,
  priority,
}: {
  src: string;
  alt?: string;
  width: number;
  height: number;
  className: string;
  srcSet?: string;
  sizes?: string;
  priority?: "high" | "eager";
}) {
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority === "high" ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={`bg-brand-50 object-cover ${className}`}
    />
  );
}

/**
 * The picture at the top of a page or feature panel: loaded at once and first. `of` is anything
 * with an `image` and its `imageAlt` (a blog post, the featured couple).
 */
export function LeadImage({
  of,
  width,
  height,
  className,
}: {
  of: { image: string; imageAlt: string; imageSrcSet?: string };
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img
      src={of.image}
      srcSet={of.imageSrcSet}
      sizes={of.imageSrcSet ? "(min-width: 768px) 50vw, 100vw" : undefined}
      alt={of.imageAlt}
      width={width}
      height={height}
      fetchPriority="high"
      className={`object-cover ${className}`}
    />
  );
}

const PANEL_TONES = {
  card: { panel: "card", body: "gap-3 sm:p-8" },
  dark: { panel: "rounded-3xl bg-brand-900 text-white", body: "gap-4 sm:p-10" },
} as const;

/**
 * A panel with its lead picture beside the text from `md` up (the featured blog post, the
 * featured couple). The image fills its half; `imageClassName` gives its aspect ratio.
 */
export function FeaturePanel({
  as: Tag = "section",
  of,
  width = 800,
  height,
  imageClassName,
  tone,
  children,
  ...attributes
}: {
  as?: "article" | "section";
  of: { image: string; imageAlt: string; imageSrcSet?: string };
  width?: number;
  height: number;
  imageClassName: string;
  tone: keyof typeof PANEL_TONES;
  children: ReactNode;
  "aria-labelledby"?: string;
  "data-testid"?: string;
}) {
  const classes = PANEL_TONES[tone];
  return (
    <Tag className={`mt-8 grid overflow-hidden md:grid-cols-2 ${classes.panel}`} {...attributes}>
      <LeadImage
        of={of}
        width={width}
        height={height}
        className={`h-full w-full ${imageClassName}`}
      />
      <div className={`flex flex-col justify-center p-6 ${classes.body}`}>{children}</div>
    </Tag>
  );
}
