import { Form } from "react-router";
import { photoUrl } from "~/lib/photos";
import { Field, FormError } from "~/ui/form";
import { ArrowDown, ArrowUp, Star, Trash2 } from "~/ui/icons";
import { ALT_MAX, ALT_MIN, PHOTO_INTENTS } from "./photo-rules";
import { PhotoUpload } from "./photo-upload";

interface Photo {
  id: number;
  fileKey: string;
  alt: string;
}

/**
 * The edit page's photos: upload several at once (`PhotoUpload`: a plain multipart post without
 * JavaScript, a drop zone with a progress bar per file with it), then per photo its alt text,
 * its place, the cover (the first) and delete.
 */
export function PhotoManager({
  photos,
  max,
  error,
  altError,
}: {
  photos: Photo[];
  max: number;
  error?: string;
  /** A refused alt text: shown beside that photo's box, which keeps what was typed. */
  altError?: { photoId: number; typed: string; message: string };
}) {
  return (
    <section id="photos" className="card space-y-5 p-5 sm:p-8" aria-labelledby="photos-heading">
      <div>
        <h2 id="photos-heading" className="text-xl font-semibold">
          Photos
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Up to {max} photos. The first is your cover: couples see it on your card and page. JPEG,
          PNG, WebP or AVIF, up to 15 MB each; we remove location data from every photo.
        </p>
      </div>
      <FormError>{error}</FormError>
      {photos.length > 0 ? (
        <ol className="grid gap-4 sm:grid-cols-2" aria-label="Your photos">
          {photos.map((photo, index) => {
            const refused = altError?.photoId === photo.id ? altError : undefined;
            return (
              <li key={photo.id} className="rounded-xl border border-stone-200 p-3">
                <img
                  src={photoUrl(photo.fileKey, 400)}
                  alt={photo.alt}
                  width={400}
                  height={300}
                  className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover"
                />
                <p className="mt-2 text-sm font-semibold">
                  {index === 0 ? "Cover photo" : `Photo ${index + 1}`}
                </p>
                <Form method="post" className="mt-2 flex items-start gap-2">
                  <input type="hidden" name="photoId" value={photo.id} />
                  <Field
                    key={refused ? `refused-${refused.typed}` : "saved"}
                    label="Alt text"
                    name="alt"
                    defaultValue={refused ? refused.typed : photo.alt}
                    error={refused?.message}
                    required
                    minLength={ALT_MIN}
                    maxLength={ALT_MAX}
                    className="flex-1"
                  />
                  <button
                    type="submit"
                    name="intent"
                    value={PHOTO_INTENTS.alt}
                    className="btn-secondary mt-6"
                  >
                    Save
                  </button>
                </Form>
                <Form method="post" className="mt-3 flex flex-wrap gap-2">
                  <input type="hidden" name="photoId" value={photo.id} />
                  {index > 0 ? (
                    <>
                      <PhotoButton intent={PHOTO_INTENTS.cover} photo={index + 1}>
                        <Star className="size-4" aria-hidden /> Make cover
                      </PhotoButton>
                      <PhotoButton intent={PHOTO_INTENTS.up} photo={index + 1}>
                        <ArrowUp className="size-4" aria-hidden /> Earlier
                      </PhotoButton>
                    </>
                  ) : null}
                  {index < photos.length - 1 ? (
                    <PhotoButton intent={PHOTO_INTENTS.down} photo={index + 1}>
                      <ArrowDown className="size-4" aria-hidden /> Later
                    </PhotoButton>
                  ) : null}
                  <PhotoButton intent={PHOTO_INTENTS.remove} photo={index + 1}>
                    <Trash2 className="size-4" aria-hidden /> Delete
                  </PhotoButton>
                </Form>
              </li>
            );
          })}
        </ol>
      ) : null}
      <PhotoUpload count={photos.length} max={max} />
    </section>
  );
}

/** A photo's action button; screen readers also hear which photo it acts on. */
function PhotoButton({
  intent,
  photo,
  children,
}: {
  intent: string;
  photo: number;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="btn-secondary px-3 py-1.5 text-sm"
    >
      {children}
      <span className="sr-only">: photo {photo}</span>
    </button>
  );
}
