import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { EnquirySide } from "~/db/schema";
import { WriteReview } from "~/features/reviews/review-list";
import type { ReviewPanel } from "~/features/reviews/review-read.server";
import { type FormResult, fieldProps } from "~/lib/form";
import { formatDateTime, formatLongDate } from "~/lib/format";
import { formatPounds } from "~/lib/money";
import { BackLink } from "~/ui/back-link";
import { FormError, Notice, SelectField, TextareaField, useFormValidation } from "~/ui/form";
import { Flag } from "~/ui/icons";
import { IntentButton } from "~/ui/intent-button";
import { REPLY_MAX, STATUS_LABELS, THREAD_INTENTS, VENDOR_STATUSES } from "./enquiry.constants";
import type { Thread } from "./inbox.server";
import { COUPLE_LEFT, StatusBadge } from "./inbox-view";

/** The thread's small forms, whose refusals (e.g. "briefly unavailable") show under the reply. */
const TOOL_INTENTS: string[] = [THREAD_INTENTS.close, THREAD_INTENTS.status, THREAD_INTENTS.report];

type ThreadResult = FormResult & { intent?: string };

/**
 * Who a message is from, for a reader who did not write it: the vendor; the couple; or the family
 * member who wrote for them ("Nani Patel for Asha Patel" to the vendor, "Nani Patel" to the family).
 */
export function writerName(
  message: Thread["messages"][number],
  side: EnquirySide,
  thread: Pick<Thread, "coupleName" | "vendorName">,
) {
  if (message.sender === "vendor") return thread.vendorName;
  const couple = thread.coupleName ?? COUPLE_LEFT;
  if (!message.authorName) return couple;
  return side === "couple" ? message.authorName : `${message.authorName} for ${couple}`;
}

/**
 * One conversation. Messages are plain text; web addresses become links only where they are
 * safe: from a vendor, or from a couple whose e-mail address is confirmed.
 */
export function ThreadView({
  side,
  thread,
  canWrite,
  viewOnly = false,
  replyKey,
  result,
  review,
  children,
}: {
  side: EnquirySide;
  thread: Thread;
  canWrite: boolean;
  /** A wedding's viewer: reads the thread, writes nothing in the couple's name. */
  viewOnly?: boolean;
  replyKey: string;
  result?: ThreadResult;
  review?: ReviewPanel | null;
  /** The thread's quote (the quotes area's panel, put here by the route). */
  children?: ReactNode;
}) {
  const inbox = side === "couple" ? "/dashboard/enquiries" : "/business/enquiries";
  const title = side === "couple" ? thread.vendorName : (thread.coupleName ?? COUPLE_LEFT);
  const closed = Boolean(thread.closedAt);
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to={inbox}>All enquiries</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{title}</h1>
        <StatusBadge status={thread.status} closed={closed} />
      </div>
      {side === "vendor" ? (
        <p className="mt-1 text-stone-700">Enquiry to {thread.vendorName}</p>
      ) : null}
      {side === "couple" && thread.unclaimedNotice ? (
        <div className="mt-4">
          <Notice>{thread.unclaimedNotice}</Notice>
        </div>
      ) : null}
      <EnquiryFacts side={side} thread={thread} />
      {review ? <WriteReview vendorId={thread.vendorId} panel={review} /> : null}
      {children}

      <h2 className="sr-only">Messages</h2>
      <ol className="mt-6 space-y-4">
        {thread.messages.map((message) => {
          const mine = message.sender === side;
          const from = message.byViewer ? "You" : writerName(message, side, thread);
          return (
            <li key={message.id} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
              <div
                className={`max-w-[85%] rounded-2xl px-4 py-3 ${mine ? "bg-brand-700 text-white" : "border border-stone-200 bg-white"}`}
              >
                <p className={`text-sm font-semibold ${mine ? "text-white" : "text-ink"}`}>
                  {from}
                </p>
                <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
                  <MessageText
                    text={message.body}
                    links={
                      message.sender === "vendor" ||
                      (message.writerVerified ?? thread.coupleVerified) === true
                    }
                  />
                </p>
                <p className={`mt-2 text-xs ${mine ? "text-white/85" : "text-stone-600"}`}>
                  {formatDateTime(message.createdAt)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>

      {closed ? (
        <div className="mt-6">
          <Notice>
            {side === "vendor"
              ? `This enquiry was closed on ${formatLongDate(thread.closedAt as string)} by the couple.`
              : `This enquiry was closed on ${formatLongDate(thread.closedAt as string)}. To ask again, use Contact Business on the vendor's page.`}
          </Notice>
        </div>
      ) : viewOnly ? (
        <p className="mt-6 text-stone-700">
          You can read this conversation. The couple or a planner can reply.
        </p>
      ) : canWrite ? (
        <ReplyForm
          key={replyKey}
          replyKey={replyKey}
          result={result?.intent === THREAD_INTENTS.reply ? result : undefined}
        />
      ) : null}
      {result?.formError && TOOL_INTENTS.includes(result.intent ?? "") ? (
        <div className="mt-6">
          <FormError>{result.formError}</FormError>
        </div>
      ) : null}
      {/* A closed thread is finished: nothing left to update or report (issue 31). */}
      {canWrite && side === "vendor" && !closed ? (
        <VendorTools thread={thread} result={result} />
      ) : null}
      {canWrite && side === "couple" && !closed ? (
        <Form method="post" className="mt-6">
          <IntentButton intent={THREAD_INTENTS.close} className="btn-secondary">
            Close enquiry
          </IntentButton>
        </Form>
      ) : null}
    </div>
  );
}

function EnquiryFacts({ side, thread }: { side: EnquirySide; thread: Thread }) {
  const budget =
    thread.budgetMin || thread.budgetMax
      ? [thread.budgetMin, thread.budgetMax]
          .map((amount) => (amount ? formatPounds(amount) : "…"))
          .join(" to ")
      : null;
  // Newer enquiries name each event with its own details; older ones have one date for all.
  const perEvent = thread.eventDetails.length > 0;
  const facts: [string, string | null][] = [
    ["Events", perEvent ? null : thread.events.join(", ") || null],
    ["Date", !perEvent && thread.eventDate ? formatLongDate(thread.eventDate) : null],
    ["Guests", !perEvent && thread.guestCount ? thread.guestCount.toLocaleString("en-GB") : null],
    ["Budget", budget],
    ["Area or venue postcode", thread.postcode],
    ...(side === "vendor"
      ? ([
          ["E-mail", thread.coupleEmail],
          ["Phone", thread.couplePhone],
        ] as [string, string | null][])
      : []),
    ["Sent", formatLongDate(thread.createdAt)],
  ];
  return (
    <div className="card mt-6 p-5 text-sm">
      {perEvent ? (
        <ul className="mb-4 grid gap-3 sm:grid-cols-2" aria-label="Events">
          {thread.eventDetails.map((event) => (
            <li key={event.id} className="rounded-xl bg-stone-50 p-3">
              <p className="font-semibold">{event.name}</p>
              <p>
                {formatLongDate(event.eventDate)}
                {event.startTime ? `, ${event.startTime}` : ""}
              </p>
              <p className="text-stone-700">
                {[
                  event.guestCount ? `${event.guestCount.toLocaleString("en-GB")} guests` : null,
                  event.postcode,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text; web addresses become links only when `links` says it is safe. */
function MessageText({ text, links }: { text: string; links: boolean }) {
  if (!links) return <>{text}</>;
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} rel="nofollow ugc noopener noreferrer" className="underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

function ReplyForm({ replyKey, result }: { replyKey: string; result?: ThreadResult }) {
  const { errors, checks } = useFormValidation(
    () => import("./enquiry.schema").then((m) => m.replySchema),
    result?.errors,
  );
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...checks} className="card mt-6 space-y-4 p-5">
      <input type="hidden" name="clientKey" value={replyKey} />
      <FormError>{result?.formError}</FormError>
      <TextareaField
        label="Your reply"
        rows={4}
        maxLength={REPLY_MAX}
        required
        {...fieldProps("body", { errors, values: result?.values })}
      />
      <IntentButton intent={THREAD_INTENTS.reply} disabled={busy}>
        {busy ? "Sending..." : "Send reply"}
      </IntentButton>
    </Form>
  );
}

function VendorTools({ thread, result }: { thread: Thread; result?: ThreadResult }) {
  const reportErrors = result?.intent === THREAD_INTENTS.report ? result.errors : undefined;
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2">
      <Form method="post" className="card space-y-3 p-5">
        <SelectField
          key={thread.status}
          label="Status"
          name="status"
          defaultValue={thread.status}
          options={VENDOR_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
        <IntentButton intent={THREAD_INTENTS.status} className="btn-secondary">
          Update status
        </IntentButton>
      </Form>
      <div className="card p-5">
        {thread.reportStatus ? (
          <p className="flex items-center gap-2 text-sm text-stone-700">
            <Flag className="size-4" aria-hidden /> Reported to Saath as spam.
          </p>
        ) : (
          <details open={Boolean(reportErrors)}>
            <summary className="cursor-pointer font-semibold text-stone-800">
              Report as spam
            </summary>
            <Form method="post" className="mt-3 space-y-3">
              <TextareaField
                label="Why is this spam?"
                rows={2}
                maxLength={500}
                {...fieldProps("reason", { errors: reportErrors, values: result?.values })}
              />
              <IntentButton intent={THREAD_INTENTS.report} className="btn-secondary">
                Report enquiry
              </IntentButton>
            </Form>
          </details>
        )}
      </div>
    </div>
  );
}
