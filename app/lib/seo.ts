import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Saath";
/** The site's one-line promise: the hero, the footer and the default meta description. */
export const TAGLINE =
  "Connecting couples with the best Indian wedding vendors across the United Kingdom.";
export const DEFAULT_DESCRIPTION = TAGLINE;

interface SeoInput {
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/vendors". */
  path: string;
  origin?: string;
  image?: string;
  noIndex?: boolean;
  /** Open Graph type: "article" for blog posts. */
  type?: "website" | "article";
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function seo({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  origin = "",
  image,
  noIndex,
  type = "website",
}: SeoInput): MetaDescriptor[] {
  const fullTitle = title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const url = `${origin}${path}`;
  const imageUrl = `${origin}${image ?? "/images/og-default.png"}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** A list page's canonical path: page 2 and later are canonical to themselves. */
export function pagedPath(path: string, search: string): string {
  const page = Number(new URLSearchParams(search).get("page"));
  return Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path;
}

/** The site origin from the root loader's data, for meta functions. */
export function originFrom(matches: readonly unknown[]): string {
  const root = matches.find((match) => (match as { id?: string } | undefined)?.id === "root") as
    | { loaderData?: { origin?: string } }
    | undefined;
  return root?.loaderData?.origin ?? "";
}
