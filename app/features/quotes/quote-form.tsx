import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { EnquiryEventRow } from "~/features/enquiries/inbox.server";
import { fieldProps } from "~/lib/form";
import { formatLongDate } from "~/lib/format";
import { todayInLondon } from "~/lib/london-date";
import { formatPence, poundsText } from "~/lib/money";
import { Field, FormError, SelectField, TextareaField, useFormValidation } from "~/ui/form";
import { X } from "~/ui/icons";
import { IntentButton } from "~/ui/intent-button";
import { useHydrated } from "~/ui/use-hydrated";
import {
  MAX_LINES,
  NOTES_MAX,
  QUOTE_INTENTS,
  type QuoteFormResult,
  VAT_MODE_LABELS,
  VAT_RATES,
} from "./quote.constants";
import type { ShownQuote } from "./quote-read.server";

export interface LineTemplate {
  id: number;
  item: string;
  unitPence: number;
  vatRateBasisPoints: number;
}

/** The two notes under the lines: what the price covers and what it leaves out. */
const NOTES = [
  ["includes", "What the quote includes"],
  ["excludes", "What it does not include"],
] as const;

/**
 * The values a revision starts from: the live (or expired) quote's, as the form names them; a
 * date already gone is left for the vendor to choose again.
 */
function startingValues(previous: ShownQuote | null): Record<string, string> {
  if (!previous) return { vatMode: "included" };
  const today = todayInLondon();
  const ahead = (day: string | null) => (day && day >= today ? day : "");
  const values: Record<string, string> = {
    vatMode: previous.vatMode,
    deposit: previous.depositPence ? poundsText(previous.depositPence) : "",
    depositDueOn: ahead(previous.depositDueOn),
    includes: previous.includes,
    excludes: previous.excludes,
    validUntil: ahead(previous.validUntil),
  };
  previous.lines.forEach((line, i) => {
    values[`item_${i}`] = line.item;
    values[`quantity_${i}`] = String(line.quantity);
    values[`unit_${i}`] = poundsText(line.unitPence);
    values[`vat_${i}`] = String(line.vatRateBasisPoints);
    values[`event_${i}`] = line.enquiryEventId ? String(line.enquiryEventId) : "";
  });
  return values;
}

/**
 * The vendor's quote: lines per event (item, quantity, unit price in £, VAT rate), whether the
 * prices include VAT, the deposit and its due date, what is included and not, and the last day
 * to accept. A revision starts from the live quote; saved lines fill the next empty row.
 */
export function QuoteForm({
  events,
  templates,
  previous,
  result,
}: {
  events: EnquiryEventRow[];
  templates: LineTemplate[];
  previous: ShownQuote | null;
  result?: QuoteFormResult;
}) {
  const mine = result?.intent === QUOTE_INTENTS.send ? result : undefined;
  const { errors, checks } = useFormValidation(
    () => import("./quote.schema").then((m) => m.quoteSchema),
    mine?.errors,
  );
  const values = mine?.values ?? startingValues(previous);
  const field = (name: string) => fieldProps(name, { errors, values, idPrefix: "quote-" });
  const used = Array.from({ length: MAX_LINES }, (_, i) => i).filter(
    (i) => values[`item_${i}`] || values[`unit_${i}`],
  );
  const rows = Math.min(MAX_LINES, Math.max(4, (used.at(-1) ?? -1) + 3));
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  // Only the quote's own post: removing a saved line does not say "Sending...".
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === QUOTE_INTENTS.send;
  const eventOptions = [
    ...events.map((event) => ({
      value: String(event.id),
      label: `${event.name} (${formatLongDate(event.eventDate)})`,
    })),
    { value: "", label: "Whole wedding" },
  ];
  // A line left as it is covers every event asked about (each of their days is held when the
  // quote is accepted), not silently the first one.
  const lineEventDefault = events.length === 1 ? String(events[0].id) : "";

  /** Puts a saved line into the first row with no item. */
  const fillFromTemplate = (template: LineTemplate) => {
    const elements = form.current?.elements;
    if (!elements) return;
    const input = (name: string) => elements.namedItem(name) as HTMLInputElement | null;
    for (let i = 0; i < rows; i++) {
      if (input(`item_${i}`)?.value) continue;
      for (const [name, value] of [
        [`item_${i}`, template.item],
        [`unit_${i}`, poundsText(template.unitPence)],
        [`vat_${i}`, String(template.vatRateBasisPoints)],
      ]) {
        const control = input(name);
        if (control) control.value = value;
      }
      input(`quantity_${i}`)?.focus();
      return;
    }
  };

  return (
    <>
      {templates.length > 0 ? <SavedLines templates={templates} onUse={fillFromTemplate} /> : null}
      <Form method="post" ref={form} {...checks} className="space-y-5">
        <FormError>{mine?.formError}</FormError>
        <SelectField
          label="VAT"
          {...field("vatMode")}
          defaultValue={values.vatMode ?? "included"}
          options={Object.entries(VAT_MODE_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <ol className="space-y-3">
          {Array.from({ length: rows }, (_, i) => (
            <li key={i} className="rounded-xl border border-stone-200 p-3">
              <p className="mb-2 text-sm font-semibold text-stone-700">Line {i + 1}</p>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1.6fr_0.8fr_1fr_0.8fr]">
                <Field
                  label="Item"
                  className="col-span-2 sm:col-span-4"
                  maxLength={200}
                  {...field(`item_${i}`)}
                />
                {events.length > 0 ? (
                  <SelectField
                    label="For"
                    className="col-span-2 sm:col-span-1"
                    {...field(`event_${i}`)}
                    defaultValue={values[`event_${i}`] ?? lineEventDefault}
                    options={eventOptions}
                  />
                ) : null}
                <Field
                  label="Quantity"
                  inputMode="numeric"
                  maxLength={6}
                  {...field(`quantity_${i}`)}
                  defaultValue={values[`quantity_${i}`] ?? "1"}
                />
                <Field
                  label="Unit price (£)"
                  inputMode="decimal"
                  maxLength={12}
                  {...field(`unit_${i}`)}
                />
                <SelectField
                  label="VAT rate"
                  {...field(`vat_${i}`)}
                  defaultValue={values[`vat_${i}`] ?? "2000"}
                  options={VAT_RATES.map((rate) => ({ value: rate.value, label: rate.label }))}
                />
              </div>
            </li>
          ))}
        </ol>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="saveTemplates"
            defaultChecked={values.saveTemplates === "on"}
            className="size-5"
          />
          Save these lines for my next quotes
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Deposit (£)"
            inputMode="decimal"
            maxLength={12}
            {...field("deposit")}
            optional
          />
          <Field label="Deposit due on" type="date" {...field("depositDueOn")} optional />
          <Field label="Valid until" type="date" {...field("validUntil")} required />
        </div>
        {NOTES.map(([name, label]) => (
          <TextareaField
            key={name}
            label={label}
            rows={3}
            maxLength={NOTES_MAX}
            {...field(name)}
            optional
          />
        ))}
        <IntentButton intent={QUOTE_INTENTS.send} disabled={busy}>
          {busy ? "Sending..." : previous ? "Send the revised quote" : "Send quote"}
        </IntentButton>
      </Form>
    </>
  );
}

/**
 * The vendor's saved lines: each one fills the next empty row of the quote (once the page's
 * script runs; until then the button is off, not silently deaf), and each can be removed with a
 * plain form post that works without it.
 */
function SavedLines({
  templates,
  onUse,
}: {
  templates: LineTemplate[];
  onUse: (template: LineTemplate) => void;
}) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="saved-lines-heading" className="mb-5">
      <h3 id="saved-lines-heading" className="label font-sans">
        Saved lines
      </h3>
      <p className="mb-2 text-sm text-stone-600">Choose one to put it in the next empty line.</p>
      <Form method="post">
        <input type="hidden" name="intent" value={QUOTE_INTENTS.forgetLine} />
        <ul className="flex flex-wrap gap-2">
          {templates.map((template) => (
            <li key={template.id} className="flex items-stretch">
              <button
                type="button"
                className="btn-secondary min-h-11 rounded-r-none text-sm"
                disabled={!hydrated}
                onClick={() => onUse(template)}
              >
                {template.item} · {formatPence(template.unitPence)}
              </button>
              <button
                type="submit"
                name="templateId"
                value={template.id}
                className="btn-secondary min-h-11 rounded-l-none border-l-0 px-3"
              >
                <X className="size-4" aria-hidden />
                <span className="sr-only">Remove saved line: {template.item}</span>
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </section>
  );
}
