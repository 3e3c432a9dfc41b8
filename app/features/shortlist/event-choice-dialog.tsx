import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ToastMessage } from "~/lib/toast-message";
import { useToast } from "~/ui/toast";

/**
 * The heart's "For which event?" after adding, for a couple with more than one event: a modal
 * dialog with a tick per event. Closing it keeps the vendor under All vendors.
 */
export function EventChoiceDialog({
  vendorId,
  vendorName,
  events,
  onClose,
}: {
  vendorId: number;
  vendorName: string;
  events: { id: number; label: string }[];
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const toast = useToast();
  const fetcher = useFetcher<{ ok?: boolean; toast?: ToastMessage; formError?: string }>();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      if (fetcher.data.toast) toast(fetcher.data.toast);
      ref.current?.close();
    }
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={`event-choice-${vendorId}`}
      className="m-auto w-[min(24rem,calc(100%-2rem))] rounded-2xl border border-stone-200 bg-white p-6 text-ink shadow-xl backdrop:bg-black/40"
    >
      <h2 id={`event-choice-${vendorId}`} className="font-display text-xl font-semibold">
        For which event?
      </h2>
      <p className="mt-1 text-sm text-stone-700">{vendorName}</p>
      <fetcher.Form
        method="post"
        action={`/shortlist/events/${vendorId}`}
        className="mt-4 space-y-3"
      >
        {/* Written out, not ui/form's FormError, for the same reason as the boxes below. */}
        {fetcher.state === "idle" && fetcher.data?.formError ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {fetcher.data.formError}
          </p>
        ) : null}
        <input type="hidden" name="vendorId" value={vendorId} />
        <input type="hidden" name="js" value="1" />
        <fieldset className="grid gap-2">
          <legend className="sr-only">Events</legend>
          {/* Written out, not ui/check-option: the heart is on every vendor page, whose first
              load must not fetch a chunk that only forms share (page-weight.spec.ts). */}
          {events.map((event) => (
            <label
              key={event.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name="eventIds"
                value={event.id}
                className="size-4 accent-brand-700"
              />
              {event.label}
            </label>
          ))}
        </fieldset>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary flex-1" disabled={fetcher.state !== "idle"}>
            Save
          </button>
          <button
            type="button"
            className="btn-secondary flex-1"
            onClick={() => ref.current?.close()}
          >
            Not now
          </button>
        </div>
      </fetcher.Form>
    </dialog>
  );
}
