import { Link } from "react-router";
import { ArrowRight } from "./icons";

/** A section's heading with an "All …" link beside it (home page sections). */
export function SectionHeading({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <Link
        to={link.to}
        className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        {link.label} <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
