import type { CategoryId } from "~/features/vendors/categories";
import { BUSINESS_TYPES } from "./auth.constants";

export type BusinessType = (typeof BUSINESS_TYPES)[number];

/**
 * The spec's business types (sign-up's list, §9) stay as they are; each is one of the
 * directory's categories (issue 31), so a listing and its account say the same thing and a
 * listing typed before sign-up fills in the type. "Other" is no one category.
 */
export const BUSINESS_TYPE_CATEGORY: Record<BusinessType, CategoryId | null> = {
  Venue: "venues",
  Catering: "catering",
  Photography: "photography-videography",
  Videography: "photography-videography",
  "Music & Entertainment": "entertainment",
  "Wedding Planning": "wedding-planners",
  "Bridal Wear": "bridal-wear",
  "Groom Wear": "menswear",
  "Makeup & Hair": "makeup",
  Decorations: "decor",
  Florist: "decor",
  Jewellery: "jewelry",
  Cake: "cake-desserts",
  Transportation: "transport",
  Other: null,
};

/** Categories whose nearest type is not the first one that maps to them. */
const NEAREST: Partial<Record<CategoryId, BusinessType>> = {
  "mandap-hire": "Decorations",
  "lighting-production": "Music & Entertainment",
  "mehndi-artists": "Makeup & Hair",
};

/** The business type a category is (the first type that maps to it), else Other. */
export function businessTypeFor(categoryId: string | null | undefined): BusinessType {
  if (!categoryId) return "Other";
  const nearest = NEAREST[categoryId as CategoryId];
  if (nearest) return nearest;
  const found = BUSINESS_TYPES.find((type) => BUSINESS_TYPE_CATEGORY[type] === categoryId);
  return found ?? "Other";
}

/** The category a business type lists under, or null for Other. */
export function categoryForBusinessType(type: string | null | undefined): CategoryId | null {
  return (BUSINESS_TYPES as readonly string[]).includes(type ?? "")
    ? BUSINESS_TYPE_CATEGORY[type as BusinessType]
    : null;
}
