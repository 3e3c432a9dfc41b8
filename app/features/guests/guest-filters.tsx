import { Form, Link } from "react-router";
import { capitalise, GROUPS, type PartnerNames, SIDES, sideLabel } from "./guest.constants";

/** The guest list's filters (the list and an event's guest page): a search, side, group and tag. */

/** Search and filters as a plain GET form (the page's address holds them). */
export function GuestFilters({
  list: { filters, groups, tags },
  names,
  action,
}: {
  /** The page's filters, and the groups and tags the list uses. */
  list: {
    filters: { q: string; side: string; group: string; tag: string };
    groups: string[];
    tags: string[];
  };
  names: PartnerNames;
  action: string;
}) {
  const groupOptions = [...new Set([...GROUPS, ...groups])];
  const isFiltered = Boolean(filters.q || filters.side || filters.group || filters.tag);
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label="Guests"
      className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="guest-q" className="label">
          Search by name or e-mail
        </label>
        <input
          id="guest-q"
          key={filters.q}
          name="q"
          type="search"
          defaultValue={filters.q}
          className="input"
        />
      </div>
      <Select
        name="side"
        label="Side"
        all="All sides"
        value={filters.side}
        options={SIDES.map((side) => [side, sideLabel(side, names)])}
      />
      <Select
        name="group"
        label="Group"
        all="All groups"
        value={filters.group}
        options={groupOptions.map((group) => [group, capitalise(group)])}
      />
      <Select
        name="tag"
        label="Tag"
        all="All tags"
        value={filters.tag}
        options={tags.map((tag) => [tag, tag])}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className="btn-primary">
          Show
        </button>
        {isFiltered ? (
          <Link to={action} className="btn-ghost">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** One filter: "All …" first, then each choice as [value, label]. */
function Select({
  name,
  label,
  all,
  value,
  options,
}: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: [value: string, label: string][];
}) {
  const id = `guest-${name}`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} key={value} defaultValue={value} className="input">
        <option value="">{all}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
