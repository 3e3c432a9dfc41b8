import { NavLink } from "react-router";

const SECTIONS = [
  { to: "/dashboard", label: "Overview", end: true },
  { to: "/dashboard/guests", label: "Guests", end: false },
  { to: "/dashboard/checklist", label: "Checklist", end: false },
  { to: "/dashboard/quotes", label: "Quotes", end: false },
  { to: "/dashboard/bookings", label: "Bookings", end: false },
  { to: "/dashboard/budget", label: "Budget", end: false },
  { to: "/dashboard/family", label: "Family", end: false },
] as const;

/** The wedding's own pages, under the dashboard's heading: one row of tabs that scrolls on a phone. */
export function PlanNav() {
  return (
    <nav aria-label="Wedding plan" className="-mx-4 mt-6 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-2 border-b border-stone-200">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-stone-700 hover:text-stone-900"
                }`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
