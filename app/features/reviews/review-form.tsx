import { Form, useNavigation } from "react-router";
import { type FormResult, fieldProps } from "~/lib/form";
import { typedBack } from "~/lib/typed-back";
import { Field, FieldError, FormError, TextareaField, useFormValidation } from "~/ui/form";
import { Star } from "~/ui/icons";
import {
  BODY_MAX,
  REVIEW_FIELDS_HINT,
  REVIEW_INTENTS,
  SUB_SCORES,
  TITLE_MAX,
} from "./review.constants";

/** Whole stars as five radio buttons: keyboard and screen readers get a plain radio group. */
export function StarField({
  name,
  legend,
  value,
  error,
}: {
  name: string;
  legend: string;
  value?: string;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="label">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              defaultChecked={value === String(stars)}
              className="sr-only"
            />
            <Star className="size-4 fill-saffron-400 text-saffron-500" aria-hidden />
            {stars} {stars === 1 ? "star" : "stars"}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** The couple's review form: write, or edit within 30 days. A plain post; the schema runs first. */
export function ReviewForm({
  result,
  values,
  editing,
}: {
  result?: FormResult;
  values: Record<string, string> | null;
  editing: boolean;
}) {
  const { errors, checks } = useFormValidation(
    () => import("./review.schema").then((m) => m.reviewSchema),
    result?.errors,
  );
  const typed = typedBack(result) ?? values ?? {};
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...checks} className="space-y-6">
      <input type="hidden" name="intent" value={REVIEW_INTENTS.save} />
      <FormError>{result?.formError}</FormError>
      <p className="text-sm text-stone-700">{REVIEW_FIELDS_HINT}</p>
      <StarField name="rating" legend="Overall rating" value={typed.rating} error={errors.rating} />
      <div className="grid gap-6 sm:grid-cols-2">
        {SUB_SCORES.map((score) => (
          <StarField
            key={score.name}
            name={score.name}
            legend={score.label}
            value={typed[score.name]}
            error={errors[score.name]}
          />
        ))}
      </div>
      <Field
        label="Title"
        maxLength={TITLE_MAX}
        required
        {...fieldProps("title", { errors, values: typed })}
      />
      <TextareaField
        label="Your review"
        rows={8}
        maxLength={BODY_MAX}
        required
        hint="At least 50 characters: what they did, how it went, what other couples should know."
        {...fieldProps("body", { errors, values: typed })}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          label="Which event was it for?"
          hint="For example Mehndi, Sangeet or the wedding day"
          required
          {...fieldProps("event", { errors, values: typed })}
        />
        <Field
          label="Month of the service"
          type="month"
          hint="YYYY-MM"
          required
          {...fieldProps("serviceMonth", { errors, values: typed })}
        />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {editing ? "Save changes" : "Send review"}
      </button>
    </Form>
  );
}
