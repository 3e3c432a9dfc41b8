import type { ReactNode } from "react";
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

/**
 * A page of the wedding's plan: its heading (and a line under it), the plan's tabs, then the
 * page. `beforeNav` is for a link that must come before the tabs on a phone.
 */
export function PlanPage({
  title,
  intro,
  beforeNav,
  className = "",
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  beforeNav?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`container-page py-8 ${className}`}>
      <h1 className="break-words text-3xl font-bold sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-2 break-words text-stone-700">{intro}</p> : null}
      {beforeNav}
      <PlanNav />
      {children}
    </div>
  );
}

/** A card of a plan page with its own heading (`id` names the heading for the section). */
export function PlanPanel({
  id,
  title,
  children,
  gap = "mt-4",
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** The space between the heading and what follows. */
  gap?: "mt-3" | "mt-4";
}) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className={gap}>{children}</div>
    </section>
  );
}
