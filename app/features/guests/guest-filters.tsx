import { Form, Link } from "react-router";
import { capitalise, GROUPS, type PartnerNames, SIDES, sideLabel } from "./guest.constants";

/** The guest list's filters (the list and an event's guest page): a search, side, group and tag. */

/** Search and filters as a plain GET form (the page's address holds them). */
export function GuestFilters({
  filters,
  names,
  groups,
  tags,
  action,
}: {
  filters: { q: string; side: string; group: string; tag: string };
  names: PartnerNames;
  groups: string[];
  tags: string[];
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
      <Select id="guest-side" name="side" label="Side" value={filters.side}>
        <option value="">All sides</option>
        {SIDES.map((side) => (
          <option key={side} value={side}>
            {sideLabel(side, names)}
          </option>
        ))}
      </Select>
      <Select id="guest-group" name="group" label="Group" value={filters.group}>
        <option value="">All groups</option>
        {groupOptions.map((group) => (
          <option key={group} value={group}>
            {capitalise(group)}
          </option>
        ))}
      </Select>
      <Select id="guest-tag" name="tag" label="Tag" value={filters.tag}>
        <option value="">All tags</option>
        {tags.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </Select>
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

function Select({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} key={value} defaultValue={value} className="input">
        {children}
      </select>
    </div>
  );
}
