import type { SessionUser } from "~/features/accounts/session.server";
import { isFilled } from "./images.server";
import { addPhotos, changePhoto, PHOTO_MESSAGES, PhotoRejectedError } from "./photos.server";

const ALT_MAX = 200;

function altText(value: FormDataEntryValue | null) {
  const alt = typeof value === "string" ? value.trim() : "";
  return alt.length >= 3 && alt.length <= ALT_MAX ? alt : null;
}

/**
 * The photo actions of the edit page, for a listing the caller has checked is the actor's.
 * Returns the message to show when refused, or null when done.
 */
export async function photoAction(
  actor: SessionUser,
  vendorId: number,
  intent: string,
  form: FormData,
): Promise<string | null> {
  if (intent === "photo-upload") {
    const files = form.getAll("photos").filter(isFilled);
    if (files.length === 0) return "Choose one or more photos to upload";
    const alt = altText(form.get("alt"));
    if (!alt) return PHOTO_MESSAGES.alt;
    try {
      await addPhotos(actor, vendorId, files, alt);
      return null;
    } catch (error) {
      if (error instanceof PhotoRejectedError) return error.message;
      throw error;
    }
  }
  const photoId = Number(form.get("photoId"));
  if (!Number.isInteger(photoId) || photoId < 1) return "That photo was not found";
  const change =
    intent === "photo-alt"
      ? altText(form.get("alt")) === null
        ? null
        : { alt: altText(form.get("alt")) as string }
      : intent === "photo-up"
        ? { move: -1 as const }
        : intent === "photo-down"
          ? { move: 1 as const }
          : intent === "photo-cover"
            ? { cover: true as const }
            : intent === "photo-delete"
              ? { remove: true as const }
              : undefined;
  if (change === undefined) return "That action was not understood";
  if (change === null) return PHOTO_MESSAGES.alt;
  return (await changePhoto(actor, vendorId, photoId, change)) ? null : "That photo was not found";
}
