import type { ReactNode } from "react";
import type { IconComponent } from "./icons";

/**
 * A card under its own heading (an `h2` that names the section): the icon in `tone`, then the
 * title. `className` adds to the card's own look.
 */
export function CardSection({
  id,
  Icon,
  tone = "text-brand-700",
  title,
  className,
  children,
}: {
  id: string;
  Icon: IconComponent;
  tone?: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `card p-6 ${className}` : "card p-6"} aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        <Icon className={`size-5 ${tone}`} aria-hidden /> {title}
      </h2>
      {children}
    </section>
  );
}

/** One label and its value in a `dl`: the label muted, the value in `look`. */
export function Detail({
  label,
  look = "font-medium",
  className,
  children,
}: {
  label: string;
  look?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-stone-600">{label}</dt>
      <dd className={look}>{children}</dd>
    </div>
  );
}
