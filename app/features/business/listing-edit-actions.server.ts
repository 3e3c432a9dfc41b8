import { data } from "react-router";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { requireListingOwner } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { editOwnedVendor } from "~/features/vendors/vendor-write.server";
import { detailColumns, listingColumns, ownedListing } from "~/features/vendors/vendors.server";
import { type FormResult, parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { intentSchema, readIntent } from "~/lib/intent";
import { lookupPostcode } from "~/lib/postcodes.server";
import { UNKNOWN_POSTCODE_MESSAGE } from "./add-business.schema";
import { listingInput, listingSchema } from "./listing.schema";
import { photoAction } from "./photo-actions.server";
import { PHOTO_INTENTS } from "./photo-rules";

/**
 * /business/listings/{id}: the owner edits their listing. Business accounts and admins only
 * (`requireListingEditor`: a couple gets 403); the listing must be the business's own (another
 * business gets 404 — the ownership check is in the query). Admins may edit any listing.
 */

const ownedBy = (actor: SessionUser, id: number) =>
  ownedListing({ id: actor.id, isAdmin: actor.role === "admin" }, id);

/** The listing as the edit form shows it, or a 404 when it is not the actor's. */
export async function loadListingForEdit(actor: SessionUser, id: number) {
  const [row] = await db
    .select({
      ...listingColumns,
      description: vendor.shortDescription,
      ...detailColumns,
      approvalStatus: vendor.approvalStatus,
    })
    .from(vendor)
    .where(ownedBy(actor, id))
    .limit(1);
  if (!row) throw data("Listing not found", { status: 404 });
  return row;
}

export type ListingForEdit = Awaited<ReturnType<typeof loadListingForEdit>>;
export type ListingResult = FormResult & {
  intent?: string;
  /** A photo's refused alt text: which photo, what was typed. */
  alt?: { photoId: number; typed: string };
};

const LISTING_SAVE = "save";
const listingIntent = intentSchema([LISTING_SAVE, ...Object.values(PHOTO_INTENTS)]);

/** The edit page's posts: the listing form (intent "save") or one of the photo actions. */
export async function listingAction(request: Request, actor: SessionUser, id: number) {
  const form = await request.formData();
  const intent = readIntent(listingIntent, form, LISTING_SAVE);
  if (intent === LISTING_SAVE) return saveListing(request, actor, id, form);
  await requireListingOwner(actor, id);
  const refused = await photoAction(actor, id, form);
  if (refused) {
    const answer = refused.alt
      ? { alt: refused.alt, errors: { alt: refused.message }, intent: "photos" }
      : { formError: refused.message, intent: "photos" };
    return reply<ListingResult>(request, answer, refused.status);
  }
  return redirectWithToast(
    `/business/listings/${id}#photos`,
    { title: "Photos updated", variant: "success" },
    { status: 303 },
  );
}

/** Saves the edit form: the add-business schema's rules, and the postcode must be a real one. */
async function saveListing(request: Request, actor: SessionUser, id: number, form: FormData) {
  const input = listingInput(form);
  const lists = {
    languages: input.languages as string[],
    faiths: input.faiths as string[],
    dietary: input.dietary as string[],
  };
  const parsed = parseForm(listingSchema, input);
  if (!parsed.ok) return replyInvalid(request, parsed, { lists });
  if (!lookupPostcode(parsed.data.postcode)) {
    return reply<ListingResult>(
      request,
      { errors: { postcode: UNKNOWN_POSTCODE_MESSAGE }, values: parsed.values, lists },
      400,
    );
  }
  const { description, ...fields } = parsed.data;
  const saved = await editOwnedVendor({ id: actor.id, isAdmin: actor.role === "admin" }, id, {
    ...fields,
    shortDescription: description,
  });
  if (!saved) throw data("Listing not found", { status: 404 });
  return redirectWithToast(
    `/business/listings/${id}`,
    saved.resubmitted
      ? {
          title: "Listing sent for review",
          description: "Thank you. We will review your changes within 1-2 business days.",
          variant: "success",
        }
      : saved.approvalStatus === "pending"
        ? // Not public yet: nobody sees the changes until the listing is approved.
          {
            title: "Listing saved",
            description: "We will review your listing within 1-2 business days.",
            variant: "success",
          }
        : {
            title: "Listing saved",
            description: "Couples see your changes now.",
            variant: "success",
          },
    { status: 303 },
  );
}
