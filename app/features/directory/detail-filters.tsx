import { DIETARY, FAITHS, LANGUAGES } from "~/features/vendors/listing-options";
import { CheckOptions } from "~/ui/check-option";
import { type DetailFilters, MAX_BUDGET_FILTER, MAX_GUESTS_FILTER } from "./filter-state";

/** One collapsible group of ticks; open when something in it is ticked. */
function TickGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  checked: readonly string[];
}) {
  return (
    <details open={checked.length > 0} className="group rounded-xl border border-stone-200">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between px-3 py-2 text-sm font-semibold">
        {legend}
        {checked.length > 0 ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">
            {checked.length}
          </span>
        ) : null}
      </summary>
      <fieldset className="flex flex-wrap gap-1.5 px-3 pb-3">
        <legend className="sr-only">{legend}</legend>
        <CheckOptions name={name} options={options} checked={checked} look="filter" />
      </fieldset>
    </details>
  );
}

/**
 * A number the list is filtered by: empty (and "Any") when it is not. Any whole number up to
 * `max` (a step of 50 made the browser refuse "125 guests"); a larger one is the largest.
 */
function NumberFilter({
  name,
  label,
  max,
  value,
}: {
  name: string;
  label: string;
  max: number;
  value: number;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="label">
        {label}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type="number"
        min={0}
        max={max}
        inputMode="numeric"
        defaultValue={value || ""}
        placeholder="Any"
        className="input"
      />
    </div>
  );
}

/**
 * The filter panel's traditions and budget part (issue 14): languages spoken (any of them),
 * ceremonies and faiths served and dietary options (all of them), "Prices from" up to a
 * budget and guest capacity. Plain GET fields, so they land in the URL.
 */
export function DetailFilterFields({ filters }: { filters: DetailFilters }) {
  return (
    <div className="space-y-2">
      <TickGroup
        legend="Languages spoken"
        name="lang"
        options={LANGUAGES.filter((language) => language !== "Other")}
        checked={filters.languages}
      />
      <TickGroup
        legend="Ceremonies and faiths"
        name="faith"
        options={FAITHS}
        checked={filters.faiths}
      />
      <TickGroup legend="Dietary options" name="diet" options={DIETARY} checked={filters.dietary} />
      <div className="grid grid-cols-2 gap-2 pt-1">
        <NumberFilter
          name="budget"
          label="Prices from up to (£)"
          max={MAX_BUDGET_FILTER}
          value={filters.budget}
        />
        <NumberFilter name="guests" label="Guests" max={MAX_GUESTS_FILTER} value={filters.guests} />
      </div>
    </div>
  );
}
