import { type Dispatch, type SetStateAction, useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { X } from "~/ui/icons";
import { DetailFilterFields } from "./detail-filters";
import type { FilterPopoverProps } from "./filter-popover";
import { DEFAULT_RADIUS, RATING_OPTIONS } from "./filter-state";
import { FreeDatesField } from "./free-dates-field";

/**
 * The open filter popover's panel and form (filter-popover.tsx): a module of its own, so the
 * list pages load it when the panel first opens, not with the page (decision 026).
 */
export function FilterPanel({
  filters,
  postcodeError,
  areas,
  eventDates,
  resetTo,
  radius,
  setRadius,
  close,
}: FilterPopoverProps & {
  resetTo: string;
  radius: number;
  setRadius: Dispatch<SetStateAction<number>>;
  close: (refocus: boolean) => void;
}) {
  const location = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  // Focus the panel, not the postcode field: on a phone that would pop the keyboard up.
  useEffect(() => panelRef.current?.focus(), []);
  return (
    <div
      ref={panelRef}
      id="filter-panel"
      role="dialog"
      tabIndex={-1}
      aria-label="Filters"
      className="absolute top-full right-0 z-40 mt-2 max-h-[calc(100dvh-9rem)] w-[min(22rem,100%)] overflow-y-auto overscroll-contain rounded-2xl outline-none border border-stone-200 bg-white p-5 shadow-xl"
    >
      <div className="mb-3 flex items-center justify-between">
        <p className="font-display text-lg font-semibold">Filters</p>
        <button
          type="button"
          onClick={() => close(true)}
          className="-mr-2 grid size-9 place-items-center rounded-full text-stone-600 hover:bg-stone-100"
        >
          <X className="size-5" aria-hidden />
          <span className="sr-only">Close filters</span>
        </button>
      </div>
      <Form
        method="get"
        action={location.pathname}
        onSubmit={() => close(false)}
        className="space-y-4"
      >
        {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
        {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <FreeDatesField free={filters.free} eventDates={eventDates} />
        <div>
          <label htmlFor="filter-postcode" className="label">
            Postcode
          </label>
          <input
            id="filter-postcode"
            name="postcode"
            defaultValue={filters.postcode}
            placeholder="Enter your postcode"
            autoComplete="postal-code"
            className="input uppercase placeholder:normal-case"
            aria-invalid={postcodeError ? true : undefined}
            aria-describedby={postcodeError ? "filter-postcode-error" : undefined}
          />
          {postcodeError ? (
            <p id="filter-postcode-error" className="field-error">
              {postcodeError}
            </p>
          ) : null}
        </div>
        <div>
          <div className="mb-2 flex items-center justify-between">
            <label htmlFor="filter-radius" className="label mb-0">
              Search radius
            </label>
            <span className="text-sm font-semibold text-brand-700" aria-hidden>
              {radius} {radius === 1 ? "mile" : "miles"}
            </span>
          </div>
          {/* A native range input: keyboard, touch and screen readers for free, and no
                    slider library in the page's JavaScript. */}
          <input
            id="filter-radius"
            type="range"
            name="radius"
            min={1}
            max={50}
            step={1}
            value={radius}
            onChange={(event) => setRadius(Number(event.target.value))}
            aria-valuetext={`${radius} ${radius === 1 ? "mile" : "miles"}`}
            className="h-6 w-full cursor-pointer accent-brand-700"
          />
          <div className="mt-1 flex justify-between text-xs text-stone-600" aria-hidden>
            <span>1 mile</span>
            <span>50 miles</span>
          </div>
        </div>
        <fieldset>
          <legend className="label">Minimum rating</legend>
          <div className="grid grid-cols-5 gap-1.5">
            {RATING_OPTIONS.map((option) => (
              <label key={option} className="cursor-pointer">
                <input
                  type="radio"
                  name="rating"
                  value={option}
                  defaultChecked={filters.rating === option}
                  className="peer sr-only"
                />
                <span className="block rounded-full border border-stone-300 py-2 text-center text-sm peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-saffron-400">
                  {option === 0 ? "Any" : `${option}+`}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {areas ? (
          <div>
            <label htmlFor="filter-area" className="label">
              Location
            </label>
            <select id="filter-area" name="area" defaultValue={filters.area} className="input">
              <option value="">All locations</option>
              {areas.map((area) => (
                <option key={area} value={area}>
                  {area}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <DetailFilterFields filters={filters} />
        <div className="sticky bottom-0 -mx-5 -mb-5 flex gap-2 border-t border-stone-200 bg-white px-5 py-3">
          <Link
            to={resetTo}
            className="btn-secondary flex-1"
            onClick={() => {
              setRadius(DEFAULT_RADIUS);
              close(false);
            }}
          >
            Reset
          </Link>
          <button type="submit" className="btn-primary flex-1">
            Apply Filters
          </button>
        </div>
      </Form>
    </div>
  );
}
