import { Form, Link, useLocation } from "react-router";
import { Field, SelectField } from "~/ui/form";
import { Pencil, Search, Trash2 } from "~/ui/icons";
import { TitledSection } from "~/ui/titled-section";
import { STATUS_FILTERS } from "./admin.schema";
import type { AdminActionResult } from "./admin-actions.server";
import type { AdminPanelData } from "./admin-panel-actions.server";
import {
  BackField,
  Banner,
  ConfirmDelete,
  DecisionButtons,
  EmptyState,
  IntentButton,
  Pager,
  StatusPill,
  VendorHeading,
  withParams,
} from "./admin-ui";
import { BusinessForm } from "./business-form";
import { CsvImportSection } from "./csv-import-form";

type Business = NonNullable<AdminPanelData["businesses"]>["rows"][number];
type Editing = NonNullable<AdminPanelData["editing"]>;

/** Businesses and Pending tabs: the same list, Pending without filters. */
export function BusinessesTab({
  data,
  pendingOnly,
  result,
}: {
  data: AdminPanelData;
  pendingOnly: boolean;
  result: AdminActionResult | undefined;
}) {
  const location = useLocation();
  const list = data.businesses;
  return (
    <div className="space-y-5">
      {pendingOnly ? null : (
        <Form method="get" className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
          <input type="hidden" name="tab" value="businesses" />
          <div className="sm:w-48">
            <SelectField
              label="Status"
              name="status"
              defaultValue={data.filters.status}
              options={STATUS_FILTERS.map((status) => ({
                value: status,
                label: status === "all" ? "All" : status[0].toUpperCase() + status.slice(1),
              }))}
            />
          </div>
          <div className="flex-1">
            <Field
              label="Search"
              name="q"
              type="search"
              defaultValue={data.filters.q}
              hint="Name, location, category, e-mail or ID"
            />
          </div>
          <button type="submit" className="btn-primary gap-2 sm:mb-6">
            <Search className="size-4" aria-hidden /> Filter
          </button>
        </Form>
      )}

      {data.confirmDelete ? <ConfirmDeleteBusiness target={data.confirmDelete} /> : null}
      {data.editing ? <EditBusiness business={data.editing} data={data} result={result} /> : null}
      {data.loadError ? <Banner title={data.loadError} /> : null}

      {list && list.rows.length === 0 && list.total > 0 ? (
        // Past the last page (its last row was just decided): not "none", there are some.
        <EmptyState>
          Nothing left on this page.{" "}
          <Link to={withParams(location.search, { page: null })} className="underline">
            Back to the first page
          </Link>
        </EmptyState>
      ) : list && list.rows.length === 0 ? (
        <EmptyState>
          {pendingOnly ? "No pending approvals" : "No businesses found matching your criteria"}
        </EmptyState>
      ) : null}
      {list && list.rows.length > 0 ? (
        <>
          <p className="text-sm text-stone-600">
            {list.total.toLocaleString("en-GB")} {list.total === 1 ? "business" : "businesses"}
          </p>
          <ul className="space-y-3">
            {list.rows.map((row) => (
              <BusinessRow key={row.id} row={row} search={location.search} />
            ))}
          </ul>
          <Pager
            label="Business pages"
            page={list.page}
            hasMore={list.page < list.pageCount}
            hrefFor={(page) =>
              withParams(location.search, { page: String(page), edit: null, confirm: null })
            }
          />
        </>
      ) : null}
    </div>
  );
}

function BusinessRow({ row, search }: { row: Business; search: string }) {
  return (
    <li
      className="card flex flex-col gap-3 p-4 md:flex-row md:items-center"
      data-testid="admin-business"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <VendorHeading id={row.id} name={row.name} />
          <StatusPill status={row.approvalStatus} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          #{row.id} · {row.categoryName} · {row.location} · added {row.createdAt}
        </p>
        {row.email || row.phone ? (
          <p className="mt-0.5 break-words text-sm text-stone-600">
            {[row.email, row.phone].filter(Boolean).join(" · ")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {row.approvalStatus === "pending" ? (
          <DecisionButtons approve="approve" reject="reject" id={row.id} subject={row.name} />
        ) : null}
        <Link
          to={withParams(search, { tab: "businesses", edit: String(row.id), confirm: null })}
          className="btn-ghost gap-1 px-3 py-1.5 text-sm"
          aria-label={`Edit ${row.name}`}
        >
          <Pencil className="size-4" aria-hidden /> Edit
        </Link>
        <Link
          to={withParams(search, { confirm: String(row.id), edit: null })}
          className="btn-ghost gap-1 px-3 py-1.5 text-sm text-red-800"
          aria-label={`Delete ${row.name}`}
        >
          <Trash2 className="size-4" aria-hidden /> Delete
        </Link>
      </div>
    </li>
  );
}

/** The confirmation step for deleting a listing. */
function ConfirmDeleteBusiness({
  target,
}: {
  target: { id: number; name: string; threads: number; bookings: number; reviews: number };
}) {
  const location = useLocation();
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const couples = [
    target.threads ? count(target.threads, "conversation", "conversations") : "",
    target.bookings ? count(target.bookings, "booking", "bookings") : "",
    target.reviews ? count(target.reviews, "review", "reviews") : "",
  ].filter(Boolean);
  const listed =
    couples.length > 1 ? `${couples.slice(0, -1).join(", ")} and ${couples.at(-1)}` : couples[0];
  // Couples' records go with the listing: say which, and how to keep them.
  const consequence = listed
    ? `The listing, its shortlist entries and claims are removed for good, and so are ${listed} from couples, with their messages and quotes. To keep them, reject the listing instead.`
    : "The listing, its shortlist entries and claims are removed for good.";
  return (
    <ConfirmDelete
      headingId="confirm-delete-heading"
      title={`Delete ${target.name}?`}
      consequence={consequence}
      intent="delete-business"
      fields={{ id: target.id }}
      submitLabel="Delete business"
      cancelHref={withParams(location.search, { confirm: null })}
      wrap
    >
      <BackField />
    </ConfirmDelete>
  );
}

function EditBusiness({
  business,
  data,
  result,
}: {
  business: Editing;
  data: AdminPanelData;
  result: AdminActionResult | undefined;
}) {
  const location = useLocation();
  const mine = result?.intent === "update-business" ? result : undefined;
  return (
    <section aria-labelledby="edit-heading" className="card p-5">
      <h3 id="edit-heading" className="text-lg font-semibold">
        Edit {business.name}
      </h3>
      {/* Keyed by listing: switching Edit to another row must not keep this one's selects. */}
      <BusinessForm
        key={business.id}
        intent="update-business"
        categories={data.categories}
        values={
          mine?.values ?? {
            id: String(business.id),
            name: business.name,
            categoryId: business.categoryId,
            location: business.location,
            address: business.address ?? "",
            phone: business.phone ?? "",
            email: business.email ?? "",
            website: business.website ?? "",
            imageUrl: business.image.startsWith("http") ? business.image : "",
            shortDescription: business.shortDescription,
            rating: String(business.rating),
            reviewCount: String(business.reviewCount),
            approvalStatus: business.approvalStatus,
            statusWas: business.approvalStatus,
          }
        }
        errors={mine?.errors}
        submitLabel="Save changes"
        withStatus
        cancelHref={withParams(location.search, { edit: null })}
      />
      {business.ownerId ? (
        // A listing claimed by the wrong person (the code went to a shared mailbox) is freed
        // here; it can be claimed again.
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4 text-sm">
          <p>
            Owner: <span className="font-medium">{business.ownerName ?? "A deleted account"}</span>
            {business.ownerEmail ? ` (${business.ownerEmail})` : ""}
          </p>
          <IntentButton intent="remove-owner" fields={{ id: business.id }}>
            Remove owner
          </IntentButton>
        </div>
      ) : null}
      <ListingHistory history={data.history} />
    </section>
  );
}

/** Who changed the listing, and what, newest first (from the audit log). */
function ListingHistory({ history }: { history: AdminPanelData["history"] }) {
  if (history.length === 0) return null;
  return (
    <section className="mt-6 border-t border-stone-200 pt-4" aria-labelledby="history-heading">
      <h4 id="history-heading" className="font-semibold">
        History
      </h4>
      <ol className="mt-2 space-y-1.5 text-sm">
        {history.map((entry) => (
          <li key={entry.id}>
            <span className="font-medium">{entry.when}</span>, {entry.who}: {entry.what}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function AddBusinessTab({
  data,
  result,
}: {
  data: AdminPanelData;
  result: AdminActionResult | undefined;
}) {
  const mine = result?.intent === "add-business" ? result : undefined;
  const csv = result?.intent === "upload-csv" ? result.csv : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <TitledSection id="add-heading" title="Add a business" className="card p-5">
        <p className="mt-1 text-sm text-stone-600">
          Businesses added here are approved straight away.
        </p>
        <BusinessForm
          intent="add-business"
          categories={data.categories}
          values={mine?.values}
          errors={mine?.errors}
          submitLabel="Add business"
        />
      </TitledSection>
      <CsvImportSection
        result={csv}
        title={result?.intent === "upload-csv" ? result.toast?.title : undefined}
      />
    </div>
  );
}
