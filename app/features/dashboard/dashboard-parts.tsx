import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Link } from "react-router";
import { VendorCard } from "~/features/directory/vendor-card";
import { UnreadBadge } from "~/features/enquiries/inbox-view";
import { Heart, MessageCircle, Send } from "~/ui/icons";
import type { ShortlistGroup } from "./shortlist-groups.server";

/** The couple's open enquiries and unread replies, on the shortlist card. */
export function EnquiriesLink({ counts }: { counts: { open: number; unread: number } }) {
  return (
    <Link
      to="/dashboard/enquiries"
      className="mt-3 inline-flex items-center gap-2 self-start text-sm font-medium text-brand-700 underline"
    >
      <MessageCircle className="size-4" aria-hidden />
      {counts.open} open {counts.open === 1 ? "enquiry" : "enquiries"}
      <UnreadBadge count={counts.unread} />
    </Link>
  );
}

export function StatCard({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  const headingId = `card-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className="card flex flex-col p-5 sm:p-6" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
      </div>
      <div className="mt-3 flex flex-1 flex-col sm:mt-4">{children}</div>
    </section>
  );
}

export function EmptyShortlist() {
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Heart className="size-7" aria-hidden />
      </span>
      <p className="mt-4 text-xl font-semibold">No vendors shortlisted yet</p>
      <p className="mt-2 max-w-md text-stone-700">
        Browse categories and heart your favorite vendors to add them here
      </p>
      <Link to="/categories" className="btn-primary mt-6">
        Browse Categories
      </Link>
    </div>
  );
}

export function ShortlistTabs({
  groups,
  canEnquire = false,
  canChooseEvents = false,
}: {
  groups: ShortlistGroup[];
  /** A couple with events can say which events each vendor is for. */
  canChooseEvents?: boolean;
  /** Couples can write to several vendors of a category at once. */
  canEnquire?: boolean;
}) {
  const [selected, setSelected] = useState(groups[0]?.categoryId ?? "");
  // When the open tab's last vendor is removed, its tab goes: fall back to the first one.
  const value = groups.some((group) => group.categoryId === selected)
    ? selected
    : (groups[0]?.categoryId ?? "");
  return (
    <Tabs.Root value={value} onValueChange={setSelected}>
      <Tabs.List
        aria-label="Shortlisted vendors by category"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {groups.map((group) => (
          <Tabs.Trigger
            key={group.categoryId}
            value={group.categoryId}
            className="flex shrink-0 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 transition-colors hover:border-brand-600 hover:bg-brand-50 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {group.name}
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {group.vendors.length}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {groups.map((group) => (
        <Tabs.Content key={group.categoryId} value={group.categoryId} className="mt-6">
          {canEnquire && group.vendors.length > 1 ? (
            <Link
              to={`/dashboard/enquiries/new?category=${group.categoryId}`}
              className="btn-secondary mb-6"
            >
              <Send className="size-4" aria-hidden /> Contact several {group.name} vendors at once
            </Link>
          ) : null}
          <ul
            className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 ${
              group.venueStyle ? "" : "xl:grid-cols-4"
            }`}
          >
            {group.vendors.map((vendor) => (
              <li key={vendor.id} className="flex flex-col gap-2">
                <VendorCard vendor={vendor} venueStyle={group.venueStyle} />
                {canChooseEvents ? (
                  <Link
                    to={`/shortlist/events/${vendor.id}?redirectTo=%2Fdashboard`}
                    className="self-start text-sm font-medium text-brand-700 underline"
                    aria-label={`For which event? ${vendor.name}`}
                  >
                    For which event?
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
