import { Form, Link } from "react-router";
import { REJECT_REASONS } from "~/features/reviews/review.constants";
import type { AdminPanelData } from "./admin-panel-actions.server";
import { BackField, IntentButton, PendingSection } from "./admin-ui";

type Row = NonNullable<AdminPanelData["reviews"]>["pending"][number];

/** A reason from the short list and the button that takes the review down with it. */
function ReasonForm({ row, intent, label }: { row: Row; intent: string; label: string }) {
  const id = `${intent}-${row.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={row.id} />
      <BackField />
      <div>
        <label htmlFor={id} className="label">
          Reason
        </label>
        <select
          id={id}
          name="reason"
          required
          defaultValue=""
          className="input w-auto py-1.5 text-sm"
        >
          {/* A required select starts on an empty choice (HTML), so no reason is picked by chance. */}
          <option value="" disabled>
            Choose a reason…
          </option>
          {Object.entries(REJECT_REASONS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="btn-secondary px-3 py-1.5 text-sm"
        aria-label={`${label}: “${row.title}”`}
      >
        {label}
      </button>
    </Form>
  );
}

function ReviewCard({ row, children }: { row: Row; children: React.ReactNode }) {
  return (
    <li className="card p-4" data-testid="review-to-moderate">
      <p className="font-semibold [overflow-wrap:anywhere]">
        {row.rating} out of 5: {row.title}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {row.author} on{" "}
        <Link to={`/vendor/${row.vendorId}`} className="text-brand-700 underline">
          {row.vendorName}
        </Link>
        , {row.event}, written {row.createdAt}
        {row.edited ? " (edited)" : ""}
      </p>
      <p className="mt-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{row.body}</p>
      {row.reportReason ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">Reported by the owner:</span> {row.reportReason}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">{children}</div>
    </li>
  );
}

/** Reviews, each with the button that keeps it (`keep`) and the reason form that drops it. */
function ReviewList({
  rows,
  keep,
  drop,
}: {
  rows: Row[];
  keep: { intent: string; label: string; className?: string };
  drop: { intent: string; label: string };
}) {
  return (
    <ul className="mt-3 space-y-3">
      {rows.map((row) => (
        <ReviewCard key={row.id} row={row}>
          <IntentButton
            intent={keep.intent}
            fields={{ id: row.id }}
            className={keep.className}
            label={`${keep.label} the review “${row.title}”`}
          >
            {keep.label}
          </IntentButton>
          <ReasonForm row={row} intent={drop.intent} label={drop.label} />
        </ReviewCard>
      ))}
    </ul>
  );
}

/**
 * The Pending tab's reviews: new and edited ones wait for Approve or Reject (with a reason);
 * reported ones stay published until an admin keeps them or takes them down.
 */
export function ReviewModeration({ data }: { data: AdminPanelData }) {
  const pending = data.reviews?.pending ?? [];
  const reported = data.reviews?.reported ?? [];
  return (
    <>
      <PendingSection id="pending-reviews" title="Reviews awaiting a decision">
        <p className="mt-1 text-sm text-stone-600">
          Never reject a review for being negative.{" "}
          <Link to="/faq#how-reviews-work" className="text-brand-700 underline">
            How reviews work
          </Link>
        </p>
        {pending.length === 0 ? (
          <p className="mt-3 text-stone-700">No reviews are waiting.</p>
        ) : (
          <ReviewList
            rows={pending}
            keep={{ intent: "approve-review", label: "Approve", className: "btn-primary" }}
            drop={{ intent: "reject-review", label: "Reject" }}
          />
        )}
      </PendingSection>
      {reported.length ? (
        <PendingSection id="reported-reviews" title="Reviews reported by owners">
          <ReviewList
            rows={reported}
            keep={{ intent: "keep-review", label: "Keep" }}
            drop={{ intent: "remove-review", label: "Take down" }}
          />
        </PendingSection>
      ) : null}
    </>
  );
}
