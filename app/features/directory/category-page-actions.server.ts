import { data, redirect } from "react-router";
import { categoryImage, isVenueStyle } from "~/features/vendors/categories";
import { logger } from "~/lib/logger.server";
import { retryAfterHeaders } from "~/lib/unavailable.server";
import { categoryBannerText } from "./category-banner";
import { canonicalCategoryId, categoryName, loadVendorList } from "./directory.server";
import { parseDirectoryFilters } from "./filters";

/**
 * /category/{id}: a known category (an old id is sent to its new one), its filters from the
 * address and one page of its vendors; the page's own error state as a 503 with nothing to show.
 */
export async function loadCategoryPage(request: Request, categoryParam: string) {
  const categoryId = canonicalCategoryId(categoryParam);
  if (!categoryId) throw data("Category not found", { status: 404 });
  const url = new URL(request.url);
  if (categoryId !== categoryParam) throw redirect(`/category/${categoryId}${url.search}`, 301);

  const filters = parseDirectoryFilters(url.searchParams);
  // The banner's words and picture and the cards' style come with the data, so the page's
  // script does not carry the category list (page-weight.spec.ts's budget).
  const name = categoryName(categoryId);
  const category = {
    categoryId,
    name,
    bannerText: categoryBannerText(name),
    image: categoryImage(categoryId),
    venueStyle: isVenueStyle(categoryId),
  };
  try {
    const list = await loadVendorList(filters, { categoryId, request });
    return { ...category, filters, ...list, loadError: false };
  } catch (error) {
    logger.error({ err: error }, "Loading the page failed");
    // No database and no last good copy: the page's own error state, as a 503.
    return data(
      {
        ...category,
        filters,
        result: null,
        postcodeError: null,
        wider: null,
        connectionIssue: false,
        loadError: true,
      },
      { status: 503, headers: retryAfterHeaders() },
    );
  }
}
