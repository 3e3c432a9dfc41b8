import type { SessionUser } from "~/features/accounts/session.server";
import { fieldWithNul, formValues, NUL_MESSAGE } from "~/lib/form";
import { intentSchema, readIntent } from "~/lib/intent";
import { isFilled } from "./images.server";
import { altText, PHOTO_INTENTS, PHOTO_MESSAGES } from "./photo-rules";
import { addPhotos, changePhoto, PhotoRejectedError } from "./photos.server";

const photoIntent = intentSchema(Object.values(PHOTO_INTENTS));
type PhotoChange = NonNullable<Parameters<typeof changePhoto>[3]>;

/**
 * The photo actions of the edit page, for a listing the caller has checked is the actor's.
 * Returns the message to show when refused (and its status: 400, or 429 for "wait"), or null
 * when done. An upload may carry several
 * files (the plain form) or one (the page's JavaScript sends each file as its own post, to show
 * its progress): the same checks and limits either way.
 */
export async function photoAction(
  actor: SessionUser,
  vendorId: number,
  form: FormData,
): Promise<PhotoRefusal | null> {
  const refused = await photoChange(actor, vendorId, form);
  return typeof refused === "string" ? { message: refused, status: 400 } : refused;
}

/** Why a photo post was refused; for one photo's alt text, which photo and what was typed. */
export interface PhotoRefusal {
  message: string;
  status: 400 | 429;
  alt?: { photoId: number; typed: string };
}

async function photoChange(
  actor: SessionUser,
  vendorId: number,
  form: FormData,
): Promise<string | PhotoRefusal | null> {
  const intent = readIntent(photoIntent, form);
  if (fieldWithNul(formValues(form))) return NUL_MESSAGE;
  if (intent === PHOTO_INTENTS.upload) {
    const files = form.getAll("photos").filter(isFilled);
    if (files.length === 0) return PHOTO_MESSAGES.none;
    const alt = altText(form.get("alt"));
    if (!alt) return PHOTO_MESSAGES.alt;
    try {
      await addPhotos(actor, vendorId, files, alt);
      return null;
    } catch (error) {
      if (error instanceof PhotoRejectedError) {
        return { message: error.message, status: error.status };
      }
      throw error;
    }
  }
  const photoId = Number(form.get("photoId"));
  if (!Number.isInteger(photoId) || photoId < 1) return "That photo was not found";
  let change: PhotoChange;
  switch (intent) {
    case PHOTO_INTENTS.alt: {
      const typed = form.get("alt");
      const alt = altText(typed);
      if (alt === null) {
        // Beside that photo's box, with what was typed still in it.
        const kept = typeof typed === "string" ? typed.slice(0, 1000) : "";
        return { message: PHOTO_MESSAGES.alt, status: 400, alt: { photoId, typed: kept } };
      }
      change = { alt };
      break;
    }
    case PHOTO_INTENTS.up:
      change = { move: -1 };
      break;
    case PHOTO_INTENTS.down:
      change = { move: 1 };
      break;
    case PHOTO_INTENTS.cover:
      change = { cover: true };
      break;
    case PHOTO_INTENTS.remove:
      change = { remove: true };
      break;
    default:
      return "That action was not understood";
  }
  return (await changePhoto(actor, vendorId, photoId, change)) ? null : "That photo was not found";
}
