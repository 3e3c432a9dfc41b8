import { type FormEvent, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { fieldProps } from "~/lib/form";
import { FieldShell } from "~/ui/form";
import { Clock, Globe, type IconComponent, Info, KeyRound, MapPin, Phone, Star } from "~/ui/icons";
import { useToast } from "~/ui/toast";
import { ADD_BUSINESS_INTENTS, ADD_BUSINESS_TOASTS } from "./add-business.constants";
import type { ImportValues } from "./add-business.server";
import { BusinessNameField, CategoryField, LocationField } from "./business-fields";
import type { PlaceDraft } from "./google-places.server";

export type ImportState =
  | { status: "idle" }
  | { status: "needs-key"; values: ImportValues }
  | { status: "found"; draft: PlaceDraft; token: string; values: ImportValues };

/**
 * The Google Business tab: look a business up on Google, confirm what was found, submit.
 * With no key (none on the server, none typed) the user chooses between entering a key and
 * continuing with a basic listing (spec: Add business).
 */
export function GoogleImportForm({
  action,
  initialCategory,
  isLoggedIn,
  hasServerKey,
  state,
  values,
}: {
  action: string;
  initialCategory: string;
  isLoggedIn: boolean;
  hasServerKey: boolean;
  state: ImportState;
  values?: ImportValues;
}) {
  const toast = useToast();
  const [clientNeedsKey, setClientNeedsKey] = useState(false);
  const [dismissed, setDismissed] = useState<ImportState | null>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shown: ImportState = dismissed === state ? { status: "idle" } : state;
  const needsKey = clientNeedsKey || shown.status === "needs-key";
  const current = shown.status === "idle" ? values : shown.values;
  const field = (name: string) => fieldProps(name, { values: current, idPrefix: "import-" });

  // A new answer from the server replaces whatever the client decided before.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setClientNeedsKey(false);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    const location = String(form.get("location") ?? "").trim();
    if (!isLoggedIn) return; // the server sends a visitor to log in
    if (!name || !location) {
      event.preventDefault();
      toast(ADD_BUSINESS_TOASTS.importMissing);
      return;
    }
    // Checked before the no-key choice, so "Continue with basic listing" cannot fail on it.
    if (!String(form.get("categoryId") ?? "")) {
      event.preventDefault();
      toast({ ...ADD_BUSINESS_TOASTS.failed, description: "Please select a category" });
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (
      submitter?.value === ADD_BUSINESS_INTENTS.importSearch &&
      !hasServerKey &&
      !String(form.get("apiKey") ?? "").trim()
    ) {
      event.preventDefault();
      setClientNeedsKey(true);
    }
  }

  if (shown.status === "found") {
    const { draft } = shown;
    return (
      <div className="space-y-5">
        <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          <p className="font-semibold">We found your business on Google</p>
          <p className="mt-1 text-sm">Check the details below, then submit them for review.</p>
        </div>
        <section aria-labelledby="found-heading" className="rounded-xl border border-stone-200 p-5">
          <h3 id="found-heading" className="text-xl font-semibold">
            {draft.name}
          </h3>
          {draft.typeLabel ? <p className="text-sm text-stone-600">{draft.typeLabel}</p> : null}
          <dl className="mt-4 space-y-2 text-sm">
            <Detail label="Address" icon={MapPin} value={draft.address} />
            <Detail label="Phone" icon={Phone} value={draft.phone} />
            <Detail label="Website" icon={Globe} value={draft.website} wrap />
            <Detail
              label="Rating"
              icon={Star}
              iconClassName="fill-gold-500 text-gold-500"
              value={`${draft.rating.toFixed(1)} (${draft.reviewCount} Google reviews)`}
            />
          </dl>
        </section>
        <Form
          method="post"
          action={action}
          className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
        >
          <input type="hidden" name="name" value={current?.name ?? ""} />
          <input type="hidden" name="location" value={current?.location ?? ""} />
          <input type="hidden" name="categoryId" value={current?.categoryId ?? ""} />
          <input type="hidden" name="draft" value={shown.token} />
          <button type="button" className="btn-secondary" onClick={() => setDismissed(state)}>
            Search again
          </button>
          <IntentButton intent={ADD_BUSINESS_INTENTS.importConfirm} busyLabel="Submitting...">
            Submit Business
          </IntentButton>
        </Form>
      </div>
    );
  }

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSearch}
      className="space-y-5"
      aria-label="Import your business from Google"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <BusinessNameField {...field("name")} />
        <LocationField example="Birmingham" {...field("location")} />
      </div>
      <CategoryField
        {...field("categoryId")}
        id="import-category"
        defaultValue={current?.categoryId ?? initialCategory}
      />
      <FieldShell
        id="import-key"
        label="Google Places API key"
        optional={hasServerKey}
        hint={
          hasServerKey
            ? "Leave empty to use Saath's own key. A key you type is used for this search only and is never stored."
            : "Used for this search only and never stored."
        }
      >
        {(control) => (
          // Not `Field`: a key is a secret to paste, not to read back, so no show button.
          <input
            {...control}
            ref={keyInput}
            name="apiKey"
            className="input font-mono"
            type="password"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
          />
        )}
      </FieldShell>

      <div className="flex justify-end border-t border-stone-200 pt-5">
        <IntentButton intent={ADD_BUSINESS_INTENTS.importSearch} busyLabel="Searching Google...">
          Import Business
        </IntentButton>
      </div>
      {needsKey ? (
        <div
          role="status"
          className="rounded-xl border border-saffron-300 bg-saffron-100 p-4 text-ink"
        >
          <p className="flex items-center gap-2 font-semibold">
            <KeyRound className="size-4" aria-hidden /> No API key provided
          </p>
          <p className="mt-1 text-sm">
            Enter a Google Places API key to import your details from Google, or continue with a
            basic listing from your business name and location. You can add more details once it is
            approved.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setClientNeedsKey(false);
                setDismissed(state);
                keyInput.current?.focus();
              }}
            >
              Enter API key
            </button>
            <IntentButton intent={ADD_BUSINESS_INTENTS.importBasic} busyLabel="Submitting...">
              Continue with basic listing
            </IntentButton>
          </div>
        </div>
      ) : null}
    </Form>
  );
}

/** A submit button for one step (`intent`), which says what it is doing while that step runs. */
function IntentButton({
  intent,
  busyLabel,
  children,
}: {
  intent: string;
  busyLabel: string;
  children: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className="btn-primary" disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** One line of what Google found; nothing when Google had no value. */
function Detail({
  label,
  icon: Icon,
  iconClassName = "text-brand-600",
  value,
  wrap,
}: {
  label: string;
  icon: IconComponent;
  iconClassName?: string;
  value: string | null | undefined;
  wrap?: boolean;
}) {
  if (!value) return null;
  return (
    <div className="flex gap-2">
      <dt className="sr-only">{label}</dt>
      <Icon className={`mt-0.5 size-4 shrink-0 ${iconClassName}`} aria-hidden />
      <dd className={wrap ? "break-all" : undefined}>{value}</dd>
    </div>
  );
}

/** The tab's explanation and the pending-approval notice. */
export function ImportHelp() {
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="import-how-heading"
        className="rounded-xl border border-brand-100 bg-brand-50 p-5"
      >
        <h2
          id="import-how-heading"
          className="flex items-center gap-2 font-sans text-base font-semibold text-brand-800"
        >
          <Info className="size-4" aria-hidden /> How Business Import Works
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-stone-800">
          <li>Enter your business name and location as they appear on Google.</li>
          <li>We look up your Google Business Profile with the Google Places API.</li>
          <li>Check the address, phone, website and rating we found.</li>
          <li>Submit, and your listing joins the directory once approved.</li>
        </ol>
      </section>
      <p className="flex items-start gap-2 rounded-xl border border-saffron-300 bg-saffron-100 p-4 text-sm text-ink">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong>Pending approval.</strong> Imported businesses are reviewed within 1-2 business
          days before they appear in the directory.
        </span>
      </p>
    </div>
  );
}
