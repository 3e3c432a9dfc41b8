/**
 * A small server-rendered bar chart (no JavaScript): one bar per value, oldest first, the last
 * one highlighted. `summary` is its text alternative, read instead of the picture.
 */
export function BarChart({
  values,
  summary,
  caption,
  className = "h-20 w-full",
}: {
  values: number[];
  summary: string;
  caption: string;
  className?: string;
}) {
  const max = Math.max(1, ...values);
  const step = 14;
  const height = 64;
  return (
    <figure className="m-0">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${values.length * step} ${height + 2}`}
        preserveAspectRatio="none"
        className={className}
      >
        {values.map((count, index) => {
          const barHeight = Math.max(2, Math.round((count / max) * height));
          return (
            <rect
              key={index}
              x={index * step + 2}
              y={height - barHeight + 1}
              width={step - 4}
              height={barHeight}
              rx={2}
              className={index === values.length - 1 ? "fill-brand-700" : "fill-brand-300"}
            />
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-stone-600">{caption}</figcaption>
    </figure>
  );
}
