import { Link } from "react-router";

/**
 * Filter chips kept in the URL (?category=…), so a filtered list can be linked,
 * bookmarked and used without JavaScript. The first chip ("All") clears the filter.
 */
export function ChipNav<T extends string>({
  chips,
  active,
  basePath,
  label,
}: {
  chips: readonly T[];
  active: T;
  basePath: string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip, index) => {
          const isActive = chip === active;
          const to = index === 0 ? basePath : `${basePath}?category=${encodeURIComponent(chip)}`;
          return (
            <li key={chip}>
              <Link
                to={to}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                  isActive
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {chip}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The chip `?category=` names; an unknown one falls back to All rather than an empty page. */
export function chipFromUrl<Chip extends string>(
  request: Request,
  isChip: (value: string | null) => value is Chip,
): Chip | "All" {
  const requested = new URL(request.url).searchParams.get("category");
  return isChip(requested) ? requested : "All";
}
