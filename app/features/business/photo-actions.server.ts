import type { SessionUser } from "~/features/accounts/session.server";
import { isFilled } from "./images.server";
import { altText, PHOTO_MESSAGES } from "./photo-rules";
import { addPhotos, changePhoto, PhotoRejectedError } from "./photos.server";

/**
 * The photo actions of the edit page, for a listing the caller has checked is the actor's.
 * Returns the message to show when refused, or null when done. An upload may carry several
 * files (the plain form) or one (the page's JavaScript sends each file as its own post, to show
 * its progress): the same checks and limits either way.
 */
export async function photoAction(
  actor: SessionUser,
  vendorId: number,
  intent: string,
  form: FormData,
): Promise<string | null> {
  if (intent === "photo-upload") {
    const files = form.getAll("photos").filter(isFilled);
    if (files.length === 0) return PHOTO_MESSAGES.none;
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
