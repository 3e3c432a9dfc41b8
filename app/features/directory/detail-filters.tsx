import { DIETARY, FAITHS, LANGUAGES } from "~/features/vendors/listing-options";
import type { DetailFilters } from "./filter-state";

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
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={checked.includes(option)}
              className="size-4 accent-brand-700"
            />
            {option}
          </label>
        ))}
      </fieldset>
    </details>
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
        <div>
          <label htmlFor="filter-budget" className="label">
            Prices from up to (£)
          </label>
          <input
            id="filter-budget"
            name="budget"
            type="number"
            min={0}
            step={50}
            inputMode="numeric"
            defaultValue={filters.budget || ""}
            placeholder="Any"
            className="input"
          />
        </div>
        <div>
          <label htmlFor="filter-guests" className="label">
            Guests
          </label>
          <input
            id="filter-guests"
            name="guests"
            type="number"
            min={0}
            step={10}
            inputMode="numeric"
            defaultValue={filters.guests || ""}
            placeholder="Any"
            className="input"
          />
        </div>
      </div>
    </div>
  );
}
