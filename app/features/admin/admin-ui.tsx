import { Fragment, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";

/** The panel's address with some query values changed (`null` removes one). */
export function withParams(search: string, changes: Record<string, string | null>) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return `?${params}`;
}

/** The current list view (tab, status, search, page), sent back so a redirect returns to it. */
export function BackField() {
  const location = useLocation();
  return <input type="hidden" name="back" value={location.search} />;
}

/** A one-button form posting an intent to the admin action. */
export function IntentButton({
  intent,
  fields,
  children,
  className = "btn-secondary",
  label,
}: {
  intent: string;
  fields: Record<string, string | number>;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([key, value]) => navigation.formData?.get(key) === String(value));
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <BackField />
      <button
        type="submit"
        className={`${className} px-3 py-1.5 text-sm`}
        aria-label={label}
        disabled={busy}
      >
        {children}
      </button>
    </Form>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="card p-8 text-center text-stone-700" role="status">
      {children}
    </p>
  );
}

export function Banner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      {children ? <p className="mt-1 text-sm">{children}</p> : null}
    </div>
  );
}

export function Pager({
  page,
  hasMore,
  hrefFor,
  label,
}: {
  page: number;
  hasMore: boolean;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="btn-secondary px-3 py-1.5" preventScrollReset>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-stone-600">Page {page}</span>
      {hasMore ? (
        <Link to={hrefFor(page + 1)} className="btn-secondary px-3 py-1.5" preventScrollReset>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export const STATUS_LABEL: Record<string, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

export function StatusPill({ status }: { status: string }) {
  const tone =
    status === "approved"
      ? "bg-emerald-100 text-emerald-900"
      : status === "rejected"
        ? "bg-red-100 text-red-900"
        : "bg-amber-100 text-amber-900";
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {STATUS_LABEL[status] ?? status}
    </span>
  );
}

/** A listing's name as a heading that links to its public page. */
export function VendorHeading({ id, name }: { id: number; name: string }) {
  return (
    <h3 className="font-semibold">
      <Link to={`/vendor/${id}`} className="hover:underline">
        {name}
      </Link>
    </h3>
  );
}

/** The Approve and Reject buttons of a pending item; `subject` finishes their accessible names. */
export function DecisionButtons({
  approve,
  reject,
  id,
  subject,
}: {
  approve: string;
  reject: string;
  id: number;
  subject: string;
}) {
  return (
    <>
      <IntentButton
        intent={approve}
        fields={{ id }}
        className="btn-primary"
        label={`Approve ${subject}`}
      >
        Approve
      </IntentButton>
      <IntentButton intent={reject} fields={{ id }} label={`Reject ${subject}`}>
        Reject
      </IntentButton>
    </>
  );
}

/**
 * The confirmation step for a delete: a page state, so it works without JavaScript. `fields`
 * are the hidden inputs the delete intent needs.
 */
export function ConfirmDelete({
  headingId,
  title,
  consequence,
  intent,
  fields,
  submitLabel,
  cancelHref,
  wrap = false,
  children,
}: {
  headingId: string;
  title: string;
  consequence: string;
  intent: string;
  fields: Record<string, string | number>;
  submitLabel: string;
  cancelHref: string;
  /** Lets the buttons wrap on a narrow screen. */
  wrap?: boolean;
  /** Extra hidden inputs, after `fields`. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-red-300 bg-red-50 p-4">
      <h3 id={headingId} className="font-semibold text-red-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-red-900">{consequence}</p>
      <div className={wrap ? "mt-3 flex flex-wrap gap-2" : "mt-3 flex gap-2"}>
        <Form method="post">
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(fields).map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          {children}
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800">
            {submitLabel}
          </button>
        </Form>
        <Link to={cancelHref} className="btn-secondary">
          Cancel
        </Link>
      </div>
    </section>
  );
}

/** A form's submit button, and Cancel (a link back) when the form is shown in the page. */
export function SubmitOrCancel({
  label,
  cancelHref,
  className,
}: {
  label: string;
  cancelHref?: string;
  className: string;
}) {
  return (
    <div className={className}>
      <button type="submit" className="btn-primary">
        {label}
      </button>
      {cancelHref ? (
        <Link to={cancelHref} className="btn-secondary">
          Cancel
        </Link>
      ) : null}
    </div>
  );
}

/** A part of the Pending tab under its own heading. */
export function PendingSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Labels and their values, side by side from `sm` up (a claim's, a reported enquiry's). */
export function Facts({ facts }: { facts: [label: string, value: ReactNode, look?: string][] }) {
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value, look]) => (
        <Fragment key={label}>
          <dt className="font-semibold">{label}</dt>
          <dd className={look}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A table's heading row: each column's name in `cell`'s look, those in `right` aligned right. */
export function HeadingRow({
  columns,
  cell,
  right = [],
}: {
  columns: string[];
  cell: string;
  right?: string[];
}) {
  return (
    <tr>
      {columns.map((column) => (
        <th
          key={column}
          scope="col"
          className={`${cell} ${right.includes(column) ? "text-right " : ""}font-semibold`}
        >
          {column}
        </th>
      ))}
    </tr>
  );
}

/** The claims or users list's Previous and Next: a hundred rows a page (`?tab=…&page=…`). */
export function TabPager({
  tab,
  label,
  data,
}: {
  tab: "claims" | "users";
  label: string;
  data: { filters: { page: number }; hasMore: boolean };
}) {
  return (
    <Pager
      label={label}
      page={data.filters.page}
      hasMore={data.hasMore}
      hrefFor={(page) => `?tab=${tab}&page=${page}`}
    />
  );
}
