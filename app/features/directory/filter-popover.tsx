import * as Popover from "@radix-ui/react-popover";
import * as Slider from "@radix-ui/react-slider";
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { DEFAULT_RADIUS, type DirectoryFilters, isFilterActive, RATING_OPTIONS } from "./filters";

interface FilterPopoverProps {
  filters: DirectoryFilters;
  postcodeError?: string | null;
  areas?: string[];
}

/** The spec's filter popover: postcode, radius 1–50 (default 5), minimum rating; all in the URL. */
export function FilterPopover({ filters, postcodeError, areas }: FilterPopoverProps) {
  const location = useLocation();
  const [open, setOpen] = useState(Boolean(postcodeError));
  const [radius, setRadius] = useState(filters.radius);
  const active = isFilterActive(filters);
  const resetTo = filters.q
    ? `${location.pathname}?q=${encodeURIComponent(filters.q)}`
    : location.pathname;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="btn-secondary relative">
          <SlidersHorizontal className="size-4" aria-hidden /> Filter
          {active ? (
            <span
              className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-saffron-400 ring-2 ring-white"
              aria-hidden
            />
          ) : null}
          {active ? <span className="sr-only">(filters active)</span> : null}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={8}
            className="z-[60] w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-5 shadow-xl"
          >
            <Form
              method="get"
              action={location.pathname}
              onSubmit={() => setOpen(false)}
              className="space-y-5"
            >
              {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
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
                  className="input uppercase"
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
                  <span id="filter-radius-label" className="label mb-0">
                    Search radius
                  </span>
                  <span className="text-sm font-semibold text-brand-700">{radius} miles</span>
                </div>
                <Slider.Root
                  name="radius"
                  min={1}
                  max={50}
                  step={1}
                  value={[radius]}
                  onValueChange={([value]) => setRadius(value)}
                  className="relative flex h-6 w-full touch-none items-center select-none"
                >
                  <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200">
                    <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
                  </Slider.Track>
                  <Slider.Thumb
                    aria-labelledby="filter-radius-label"
                    className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-3 focus-visible:outline-saffron-400"
                  />
                </Slider.Root>
              </div>
              <fieldset>
                <legend className="label">Minimum rating</legend>
                <div className="flex flex-wrap gap-2">
                  {RATING_OPTIONS.map((option) => (
                    <label key={option} className="cursor-pointer">
                      <input
                        type="radio"
                        name="rating"
                        value={option}
                        defaultChecked={filters.rating === option}
                        className="peer sr-only"
                      />
                      <span className="inline-block rounded-full border border-stone-300 px-3 py-1.5 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-saffron-400">
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
                  <select
                    id="filter-area"
                    name="area"
                    defaultValue={filters.area}
                    className="input"
                  >
                    <option value="">All locations</option>
                    {areas.map((area) => (
                      <option key={area} value={area}>
                        {area}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <div className="flex gap-2">
                <Link
                  to={resetTo}
                  className="btn-secondary flex-1"
                  onClick={() => {
                    setRadius(DEFAULT_RADIUS);
                    setOpen(false);
                  }}
                >
                  Reset
                </Link>
                <button type="submit" className="btn-primary flex-1">
                  Apply Filters
                </button>
              </div>
            </Form>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {active ? (
        <Link to={resetTo} className="btn-ghost">
          Clear Filters
        </Link>
      ) : null}
    </div>
  );
}
