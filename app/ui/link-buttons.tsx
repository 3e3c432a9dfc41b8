import { Link } from "react-router";

/** A row of call-to-action links: the primary one (the first, unless one says so) and the rest. */
export function LinkButtons({
  links,
  className = "flex flex-wrap gap-3",
}: {
  links: Array<{ to: string; label: string; primary?: boolean }>;
  className?: string;
}) {
  return (
    <div className={className}>
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={
            (link.primary ?? (index === 0 && !links.some((l) => l.primary)))
              ? "btn-primary"
              : "btn-secondary"
          }
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}
