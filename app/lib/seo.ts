import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Saath";
/** The site's one-line promise: the hero, the footer and the default meta description. */
export const TAGLINE =
  "Connecting couples with the best Indian wedding vendors across the United Kingdom.";
export const DEFAULT_DESCRIPTION = TAGLINE;

/** Every page's share picture unless it has its own (1200×630 PNG). */
const DEFAULT_SHARE_IMAGE = {
  src: "/images/og-default.png",
  alt: "Saath: Indian wedding vendors across the United Kingdom",
};

interface SeoInput {
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/vendors". */
  path: string;
  origin?: string;
  /** The share picture: 1200×630, like the default (`features/artwork/share-image.ts`). */
  image?: { src: string; alt: string };
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
  const shared = image ?? DEFAULT_SHARE_IMAGE;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${shared.src}` },
    {
      property: "og:image:type",
      content: shared.src.endsWith(".png") ? "image/png" : "image/jpeg",
    },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: shared.alt },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/**
 * A description for search results (about 160 characters): whole sentences while they fit,
 * else the first sentence cut at a word with an ellipsis, never mid-word.
 */
export function metaDescription(text: string, limit = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  let fitted = "";
  for (const sentence of clean.split(/(?<=[.!?])\s+(?=[A-Z0-9£])/)) {
    const next = fitted ? `${fitted} ${sentence}` : sentence;
    if (next.length > limit) break;
    fitted = next;
  }
  if (fitted) return fitted;
  const cut = clean.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`;
}

/** A list page's canonical path: page 2 and later are canonical to themselves. */
export function pagedPath(path: string, search: string): string {
  const page = Number(new URLSearchParams(search).get("page"));
  return Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path;
}

/** A page made for the person signed in: its title, at the address it was asked at, never indexed. */
export function privatePage(
  title: string,
  { matches, location }: { matches: readonly unknown[]; location: { pathname: string } },
): MetaDescriptor[] {
  return seo({ title, path: location.pathname, origin: originFrom(matches), noIndex: true });
}

/** The site origin from the root loader's data, for meta functions. */
export function originFrom(matches: readonly unknown[]): string {
  const root = matches.find((match) => (match as { id?: string } | undefined)?.id === "root") as
    | { loaderData?: { origin?: string } }
    | undefined;
  return root?.loaderData?.origin ?? "";
}
