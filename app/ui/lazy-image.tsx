/**
 * An image below the fold: loaded lazily, decoded off the main thread, its box reserved by
 * `width`/`height`, and a soft background while it arrives.
 */
export function LazyImage({
  src,
  alt = "",
  width,
  height,
  className,
}: {
  src: string;
  alt?: string;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`bg-brand-50 object-cover ${className}`}
    />
  );
}
