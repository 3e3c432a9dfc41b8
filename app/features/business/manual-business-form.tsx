import { ImageUp } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CATEGORIES, categoryImage } from "~/features/directory/categories";
import { Field, FieldShell, SelectField, TextareaField } from "~/ui/form";
import { useToast } from "~/ui/toast";
import {
  ADD_BUSINESS_TOASTS,
  type AddBusinessValues,
  DEFAULT_FORM_RATING,
  DESCRIPTION_MAX,
  type FieldErrors,
  parseAddBusiness,
  RATING_OPTIONS,
  readAddBusinessValues,
} from "./add-business.schema";

const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/avif";

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
    navigation.state === "submitting" && navigation.formData?.get("intent") === "manual";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};
  const [categoryId, setCategoryId] = useState(values?.categoryId ?? initialCategory);
  const [preview, setPreview] = useState<string | null>(null);
  const [description, setDescription] = useState(values?.description ?? "");
  const fallbackImage = categoryImage(categoryId || "venues");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A visitor goes straight to the server, which sends them to log in (spec §5).
    if (!isLoggedIn) return;
    const result = parseAddBusiness(readAddBusinessValues(new FormData(event.currentTarget)));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    if (result.errors.email === ADD_BUSINESS_TOASTS.emailRequired.description) {
      toast(ADD_BUSINESS_TOASTS.emailRequired);
    }
    const first = Object.keys(result.errors)[0];
    if (first) document.getElementById(first)?.focus();
  }

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
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Add your business manually"
    >
      <input type="hidden" name="intent" value="manual" />
      <Field
        id="name"
        name="name"
        label="Business name"
        error={errors.name}
        autoComplete="organization"
        defaultValue={values?.name}
        aria-required
        maxLength={120}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="categoryId"
          name="categoryId"
          label="Category"
          error={errors.categoryId}
          value={categoryId}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
          aria-required
          placeholder="Select a category"
          options={CATEGORIES.map((category) => ({ value: category.id, label: category.name }))}
        />
        <Field
          id="location"
          name="location"
          label="Location"
          error={errors.location}
          hint="Town or city, e.g. Leicester"
          autoComplete="address-level2"
          defaultValue={values?.location}
          aria-required
          maxLength={100}
        />
      </div>

      <TextareaField
        id="description"
        name="description"
        label="Description"
        error={errors.description}
        hint={`${description.length}/${DESCRIPTION_MAX} characters`}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        aria-required
        maxLength={DESCRIPTION_MAX}
        rows={5}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="email"
          name="email"
          label="Business email"
          error={errors.email}
          type="email"
          autoComplete="email"
          defaultValue={values?.email}
          aria-required
        />
        <SelectField
          id="rating"
          name="rating"
          label="Rating"
          error={errors.rating}
          defaultValue={values?.rating || DEFAULT_FORM_RATING}
          options={RATING_OPTIONS.map((rating) => ({ value: rating, label: `${rating} stars` }))}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="phone"
          name="phone"
          label="Phone"
          optional
          error={errors.phone}
          type="tel"
          autoComplete="tel"
          defaultValue={values?.phone}
          maxLength={30}
        />
        <Field
          id="website"
          name="website"
          label="Website"
          optional
          error={errors.website}
          type="url"
          autoComplete="url"
          placeholder="https://"
          defaultValue={values?.website}
          maxLength={300}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          id="address"
          name="address"
          label="Address"
          optional
          className="sm:col-span-2"
          error={errors.address}
          autoComplete="street-address"
          defaultValue={values?.address}
          maxLength={200}
        />
        <Field
          id="postcode"
          name="postcode"
          label="Postcode"
          optional
          error={errors.postcode}
          autoComplete="postal-code"
          defaultValue={values?.postcode}
          maxLength={10}
        />
      </div>

      <FieldShell
        id="image"
        label="Image"
        optional
        error={errors.image}
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
                <ImageUp className="size-3.5" aria-hidden /> The Free plan includes up to 5
                portfolio images.
              </p>
            </div>
          </div>
        )}
      </FieldShell>

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
