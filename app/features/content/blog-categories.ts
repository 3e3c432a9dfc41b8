/**
 * The blog's chips. Apart from the posts (blog-posts.ts), so the page's script does not carry
 * every post to the browser: the list comes from the loader (decision 026).
 */
/** The blog's chips, in the spec's order (product-spec §2, Blog). */
export const BLOG_CATEGORIES = [
  "All",
  "Planning",
  "Fashion",
  "Traditions",
  "Venues",
  "Catering",
  "Photography",
  "Decor",
] as const;

export type BlogCategory = Exclude<(typeof BLOG_CATEGORIES)[number], "All">;
export type BlogChip = (typeof BLOG_CATEGORIES)[number];

export function isBlogChip(value: string | null): value is BlogChip {
  return BLOG_CATEGORIES.includes(value as BlogChip);
}
