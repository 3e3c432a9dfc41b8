import { z } from "zod";
import { getEnv } from "~/config.server";
import { sign, verify } from "~/lib/signing.server";
import { DEFAULT_IMPORT_RATING } from "./add-business.schema";

/**
 * The Google Business import (decisions.md: "The Google Business import is real"): one Places
 * API (New) Text Search request, first result mapped to a listing draft.
 * https://developers.google.com/maps/documentation/places/web-service/text-search
 */

export const PLACES_FIELD_MASK = [
  "places.displayName",
  "places.formattedAddress",
  "places.nationalPhoneNumber",
  "places.websiteUri",
  "places.rating",
  "places.userRatingCount",
  "places.addressComponents",
  "places.primaryTypeDisplayName",
].join(",");

/** What the import shows the user to confirm, and what the listing is built from. */
export interface PlaceDraft {
  name: string;
  address: string | null;
  postcode: string | null;
  phone: string | null;
  website: string | null;
  rating: number;
  reviewCount: number;
  typeLabel: string | null;
}

export class PlacesLookupError extends Error {}

const placeSchema = z.object({
  displayName: z.object({ text: z.string() }).partial().optional(),
  formattedAddress: z.string().optional(),
  nationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().optional(),
  addressComponents: z
    .array(z.object({ longText: z.string().optional(), types: z.array(z.string()).optional() }))
    .optional(),
  primaryTypeDisplayName: z.object({ text: z.string() }).partial().optional(),
});
const responseSchema = z.object({ places: z.array(placeSchema).optional() });

/** The key typed in the dialog wins; otherwise the server's own. */
export function resolvePlacesKey(typed?: string | null): string | null {
  return typed?.trim() || getEnv().GOOGLE_PLACES_API_KEY || null;
}

export function hasServerPlacesKey(): boolean {
  return Boolean(getEnv().GOOGLE_PLACES_API_KEY);
}

/**
 * Searches Google Places for `${name} ${location}` in Great Britain.
 * Returns the first match as a draft, null when nothing matched, and throws
 * PlacesLookupError when the request itself failed (bad key, quota, network).
 */
export async function searchPlace(input: {
  name: string;
  location: string;
  apiKey: string;
}): Promise<PlaceDraft | null> {
  const url = new URL("/v1/places:searchText", getEnv().GOOGLE_PLACES_BASE_URL);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Goog-Api-Key": input.apiKey,
        "X-Goog-FieldMask": PLACES_FIELD_MASK,
      },
      body: JSON.stringify({ textQuery: `${input.name} ${input.location}`, regionCode: "GB" }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new PlacesLookupError(`Places request failed: ${String(error)}`);
  }
  if (!response.ok) {
    // Never log the key; the status and Google's message are enough to diagnose.
    const detail = await response.text().catch(() => "");
    throw new PlacesLookupError(`Places API answered ${response.status}: ${detail.slice(0, 200)}`);
  }
  const parsed = responseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PlacesLookupError("Places API answered with an unexpected body");
  const place = parsed.data.places?.[0];
  if (!place?.displayName?.text) return null;
  return toDraft(place);
}

function toDraft(place: z.infer<typeof placeSchema>): PlaceDraft {
  const postcode =
    place.addressComponents?.find((c) => c.types?.includes("postal_code"))?.longText ?? null;
  const rating =
    typeof place.rating === "number" && place.rating > 0
      ? Math.round(Math.min(5, place.rating) * 10) / 10
      : DEFAULT_IMPORT_RATING;
  return {
    name: place.displayName?.text ?? "",
    address: place.formattedAddress ?? null,
    postcode,
    phone: place.nationalPhoneNumber ?? null,
    website: place.websiteUri ?? null,
    rating,
    reviewCount: Math.max(0, Math.floor(place.userRatingCount ?? 0)),
    typeLabel: place.primaryTypeDisplayName?.text ?? null,
  };
}

// ---- the confirm step ----
// The found details travel through the page between "search" and "confirm". They are
// signed, so what is saved with source 'google' really came from Google (a user cannot
// post a made-up rating), and bound to the user and to one hour.

const DRAFT_TTL_MS = 60 * 60 * 1000;

export function signDraft(draft: PlaceDraft, userId: string, now = Date.now()): string {
  return sign({ draft, userId, at: now });
}

const draftSchema = z.object({
  name: z.string().min(1),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  typeLabel: z.string().nullable(),
});

export function verifyDraft(token: string, userId: string, now = Date.now()): PlaceDraft | null {
  const decoded = verify(token) as { userId?: unknown; at?: unknown; draft?: unknown } | null;
  if (!decoded || decoded.userId !== userId || typeof decoded.at !== "number") return null;
  if (now - decoded.at > DRAFT_TTL_MS || decoded.at > now + 60_000) return null;
  const draft = draftSchema.safeParse(decoded.draft);
  return draft.success ? draft.data : null;
}
