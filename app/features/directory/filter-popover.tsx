import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { SlidersHorizontal } from "~/ui/icons";
import { useDismiss } from "~/ui/use-dismiss";
import { isFilterActive } from "./filter-state";
import type { DirectoryFilters } from "./filters";

export interface FilterPopoverProps {
  filters: DirectoryFilters;
  postcodeError?: string | null;
  areas?: string[];
  /** The signed-in couple's event dates ("free on my event dates"); null for anyone else. */
  eventDates?: string[] | null;
}

const loadPanel = () => import("./filter-panel");
/** The panel's form loads when it first opens (fetched early on pointer-over or focus). */
const FilterPanel = lazy(() => loadPanel().then((module) => ({ default: module.FilterPanel })));

/**
 * The spec's filter popover: postcode, radius 1–50 (default 5), minimum rating; all in the URL.
 * A small non-modal panel written by hand (Escape, a click outside or Tab leaving it closes it)
 * rather than a positioning library: it hangs below the nearest positioned ancestor, which the
 * list pages make their toolbar, so it is never squeezed or cut off on a phone.
 */
export function FilterPopover({ filters, postcodeError, areas, eventDates }: FilterPopoverProps) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [radius, setRadius] = useState(filters.radius);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const active = isFilterActive(filters);
  const resetTo = filters.q
    ? `${location.pathname}?q=${encodeURIComponent(filters.q)}`
    : location.pathname;

  // A new URL (Apply, Reset, back, forward) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => setOpen(false), [location.key]);
  useDismiss(open, () => setOpen(false), { root: rootRef, trigger: triggerRef });

  const toggle = () => {
    if (open) return setOpen(false);
    // The URL may have changed since the last opening (back button, Clear Filters).
    setRadius(filters.radius);
    // Bring the Filter button up under the header when the form would not fit below it.
    const rect = triggerRef.current?.getBoundingClientRect();
    if (rect && window.innerHeight - rect.bottom < 440) {
      window.scrollBy({ top: rect.top - 88, behavior: "instant" });
    }
    setOpen(true);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens for focus leaving the panel
    <div
      ref={rootRef}
      className="flex flex-wrap items-center gap-2"
      onBlur={(event) => {
        if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls="filter-panel"
        aria-haspopup="dialog"
        onClick={toggle}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className={`btn-secondary relative ${open ? "bg-brand-50" : ""}`}
      >
        <SlidersHorizontal className="size-4" aria-hidden /> Filter
        {active ? (
          <span
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-saffron-400 ring-2 ring-white"
            aria-hidden
          />
        ) : null}
        {active ? <span className="sr-only">(filters active)</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FilterPanel
            filters={filters}
            postcodeError={postcodeError}
            areas={areas}
            eventDates={eventDates}
            resetTo={resetTo}
            radius={radius}
            setRadius={setRadius}
            close={(refocus) => {
              setOpen(false);
              if (refocus) triggerRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
      {active ? (
        <Link to={resetTo} className="btn-ghost px-3">
          Clear Filters
        </Link>
      ) : null}
    </div>
  );
}
