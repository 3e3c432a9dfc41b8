import type { ReactNode } from "react";

/**
 * A section named by its own heading: an `h2` with `id`, which the section is labelled by (so
 * screen readers list it as a region). `className` places and dresses the section ("card p-5").
 */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
