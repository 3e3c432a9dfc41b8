import { Link } from "react-router";
import type { EnquirySide, EnquiryStatus } from "~/db/schema";
import { formatDateTime } from "~/lib/format";
import { EmptyState } from "~/ui/empty-state";
import { Inbox } from "~/ui/icons";
import { Pagination } from "~/ui/pagination";
import { SelectFilter } from "~/ui/select-filter";
import { STATUS_LABELS } from "./enquiry.constants";
import type { ThreadSummary } from "./inbox.server";

export const COUPLE_LEFT = "Couple left Saath";

/** The inbox's first page, narrowed to a listing when it was. */
const listingHref = (base: string, vendorId: number | null) =>
  vendorId ? `${base}?listing=${vendorId}` : base;

const STATUS_TONE: Record<EnquiryStatus, string> = {
  new: "bg-saffron-100 text-ink",
  replied: "bg-sky-100 text-sky-950",
  quote_sent: "bg-violet-100 text-violet-950",
  booked: "bg-emerald-100 text-emerald-950",
  declined: "bg-stone-200 text-stone-800",
};

export function StatusBadge({ status, closed }: { status: EnquiryStatus; closed?: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${closed ? "bg-stone-200 text-stone-800" : STATUS_TONE[status]}`}
    >
      {closed ? "Closed" : STATUS_LABELS[status]}
    </span>
  );
}

/** "2 unread", or nothing. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
      {count} unread
    </span>
  );
}

/**
 * Every thread of one reader, newest activity first: the other side's name, the status, the
 * last message and how many messages are unread. The vendor's owner can narrow it to one
 * listing.
 */
export function InboxView({
  side,
  threads,
  listings,
  vendorId,
  page = 1,
  hasMore = false,
}: {
  side: EnquirySide;
  threads: ThreadSummary[];
  listings: { id: number; name: string }[];
  vendorId: number | null;
  /** The page of threads (50 each), and whether older ones follow. */
  page?: number;
  hasMore?: boolean;
}) {
  const base = side === "couple" ? "/dashboard/enquiries" : "/business/enquiries";
  return (
    <div className="container-page max-w-4xl py-8 sm:py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Enquiries</h1>
      <p className="mt-2 text-stone-700">
        {side === "couple"
          ? "Your conversations with vendors, newest first."
          : "Couples' enquiries to your listings, newest first."}
      </p>
      {listings.length > 1 ? (
        <SelectFilter
          id="listing"
          name="listing"
          label="Listing"
          allLabel="All listings"
          value={vendorId}
          options={listings.map((listing) => ({ value: listing.id, label: listing.name }))}
          spacing="mt-6 gap-3"
          width="min-w-56"
        />
      ) : null}
      {threads.length === 0 && page > 1 ? (
        // A page past the last (an old link, threads gone since): not "no enquiries".
        <EmptyState
          className="mt-8"
          icon={Inbox}
          title="Nothing on this page"
          body="There are no older conversations."
          action={
            <Link to={listingHref(base, vendorId)} className="btn-primary">
              Back to the first page
            </Link>
          }
        />
      ) : threads.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={Inbox}
          title="No enquiries yet"
          body={
            side === "couple"
              ? "Use Contact Business on a vendor's page to ask about dates and prices."
              : "When a couple contacts your business, their enquiry appears here."
          }
          action={
            side === "couple" ? (
              <Link to="/categories" className="btn-primary">
                Browse Categories
              </Link>
            ) : undefined
          }
        />
      ) : (
        <ul className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {threads.map((thread) => {
            const who = side === "couple" ? thread.vendorName : (thread.coupleName ?? COUPLE_LEFT);
            return (
              <li key={thread.id}>
                <Link
                  to={`${base}/${thread.id}`}
                  className="flex flex-col gap-1 p-4 hover:bg-brand-50/60 sm:p-5"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={`text-lg ${thread.unread ? "font-bold" : "font-semibold"}`}>
                      {who}
                    </span>
                    {side === "vendor" ? (
                      <span className="text-sm text-stone-600">to {thread.vendorName}</span>
                    ) : null}
                    <StatusBadge status={thread.status} closed={Boolean(thread.closedAt)} />
                    <UnreadBadge count={thread.unread} />
                  </span>
                  <span className="line-clamp-2 text-stone-700">{thread.lastMessage}</span>
                  <span className="text-sm text-stone-600">
                    {formatDateTime(thread.lastMessageAt)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {/* Older threads, 50 a page; not counted, so "Page 1 of 2+" and Next while more follow. */}
      {threads.length > 0 ? (
        <Pagination page={page} pageCount={hasMore ? page + 1 : page} more={hasMore} />
      ) : null}
    </div>
  );
}
