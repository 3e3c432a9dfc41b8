import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { categoryImage } from "~/features/vendors/categories";
import { type FieldErrors, fieldProps } from "~/lib/form";
import { Field, FieldShell, SelectField, TextareaField, useFormValidation } from "~/ui/form";
import { ImageUp } from "~/ui/icons";
import { useToast } from "~/ui/toast";
import {
  ADD_BUSINESS_INTENTS,
  ADD_BUSINESS_TOASTS,
  DEFAULT_FORM_RATING,
  DESCRIPTION_MAX,
  EMAIL_REQUIRED_MESSAGE,
  RATING_OPTIONS,
} from "./add-business.constants";
import type { AddBusinessValues } from "./add-business.schema";
import { BusinessNameField, CategoryField, CONTACT_FIELDS, LocationField } from "./business-fields";

const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/avif";
const RATING_CHOICES = RATING_OPTIONS.map((rating) => ({
  value: rating,
  label: `${rating} stars`,
}));

/** The optional text fields, with the schema's limits. */

/**
 * The Manual Entry tab. A plain multipart form post: it works before JavaScript loads; with
 * JavaScript the shared schema gives instant feedback first. Visitors may fill it in, and
 * are sent to log in when they submit (the server decides, not this component).
 */
export function ManualBusinessForm({
  action,
  initialCategory,
  isLoggedIn,
  isAdmin,
  errors: serverErrors,
  values,
}: {
  action: string;
  initialCategory: string;
  isLoggedIn: boolean;
  isAdmin: boolean;
  errors?: FieldErrors;
  values?: AddBusinessValues;
}) {
  const toast = useToast();
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === ADD_BUSINESS_INTENTS.manual;
  const { errors, onSubmit, onFocus } = useFormValidation(
    () => import("./add-business.schema").then((m) => m.addBusinessSchema),
    serverErrors,
    {
      onInvalid: (found) => {
        if (found.email === EMAIL_REQUIRED_MESSAGE) toast(ADD_BUSINESS_TOASTS.emailRequired);
      },
    },
  );
  const [categoryId, setCategoryId] = useState(values?.categoryId ?? initialCategory);
  const [description, setDescription] = useState(values?.description ?? "");
  const fallbackImage = categoryImage(categoryId || "venues");
  const field = (name: string) => fieldProps(name, { errors, values });
  const optionalField = (name: "phone" | "website" | "address") => (
    <Field {...CONTACT_FIELDS[name]} {...field(name)} />
  );

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      // A visitor goes straight to the server, which sends them to log in (spec §5).
      onSubmit={isLoggedIn ? onSubmit : undefined}
      onFocus={onFocus}
      className="space-y-5"
      aria-label="Add your business manually"
    >
      <input type="hidden" name="intent" value={ADD_BUSINESS_INTENTS.manual} />
      <BusinessNameField {...field("name")} />

      <div className="grid gap-5 sm:grid-cols-2">
        <CategoryField
          {...field("categoryId")}
          value={categoryId}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
        />
        <LocationField example="Leicester" {...field("location")} />
      </div>

      <TextareaField
        label="Description"
        aria-required
        hint={`${description.length}/${DESCRIPTION_MAX} characters`}
        {...field("description")}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        maxLength={DESCRIPTION_MAX}
        rows={5}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...CONTACT_FIELDS.email} {...field("email")} />
        <SelectField
          label="Rating"
          options={RATING_CHOICES}
          {...field("rating")}
          defaultValue={values?.rating || DEFAULT_FORM_RATING}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {optionalField("phone")}
        {optionalField("website")}
      </div>

      <div className="grid gap-5 sm:grid-cols-3">
        {optionalField("address")}
        <FieldShell
          id="postcode"
          label="Postcode"
          optional
          hint="So couples can find you by distance. Shown only if it is in your address."
          error={errors.postcode}
        >
          {(control) => (
            <input
              {...control}
              name="postcode"
              className="input uppercase"
              autoComplete="postal-code"
              defaultValue={values?.postcode}
              maxLength={10}
            />
          )}
        </FieldShell>
      </div>

      <ImageField fallbackImage={fallbackImage} error={errors.image} />

      <div className="flex flex-col gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">
          {isAdmin
            ? "As an admin, your listing goes live straight away."
            : isLoggedIn
              ? "New listings are reviewed by our team within 1-2 business days."
              : "You'll be asked to log in or create an account when you submit."}
        </p>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit Business"}
        </button>
      </div>
    </Form>
  );
}

/** The optional image, with a preview of the chosen file (or the category's own photo). */
function ImageField({ fallbackImage, error }: { fallbackImage: string; error?: string }) {
  const [preview, setPreview] = useState<string | null>(null);

  function onImageChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) {
      setPreview(null);
      return;
    }
    // A data: URL, not a blob: one: the content security policy allows data: images only.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
  }

  return (
    <FieldShell
      id="image"
      label="Image"
      optional
      error={error}
      hint="JPEG, PNG, WebP or AVIF, up to 5 MB. Without one, we show a photo for your category."
    >
      {(control) => (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <img
            src={preview ?? fallbackImage}
            onError={(event) => {
              // The preview falls back to the category's own image if the file cannot be shown.
              if (!event.currentTarget.src.endsWith(fallbackImage)) {
                event.currentTarget.src = fallbackImage;
              }
            }}
            alt="Preview of your listing image"
            className="aspect-[4/3] w-full max-w-60 rounded-xl border border-stone-200 bg-brand-50 object-cover sm:w-48"
            width={192}
            height={144}
          />
          <div className="flex-1">
            <input
              {...control}
              name="image"
              type="file"
              accept={ACCEPTED_IMAGES}
              onChange={onImageChange}
              className="block w-full text-sm text-stone-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            <p className="mt-2 flex items-center gap-1.5 text-xs text-stone-600">
              <ImageUp className="size-3.5" aria-hidden /> The Free plan includes up to 5 portfolio
              images.
            </p>
          </div>
        </div>
      )}
    </FieldShell>
  );
}
