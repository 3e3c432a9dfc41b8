import { Link } from "react-router";
import { BLOG_CATEGORIES, isBlogChip } from "~/features/content/blog-categories";
import { type BlogPost, postsForChip } from "~/features/content/blog-posts";
import { ChipNav, chipFromUrl } from "~/features/content/chip-nav";
import { FeaturedPostCard, PostCard } from "~/features/content/post-cards";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const chip = chipFromUrl(request, isBlogChip);
  const { featured, posts } = postsForChip(chip);
  // The list needs no bodies: keep them out of the page data.
  const summary = ({ body: _body, ...post }: BlogPost) => post;
  return {
    chip,
    featured: featured && summary(featured),
    posts: posts.map(summary),
  };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { chip, featured, posts } = loaderData;
  const isEmpty = !featured && posts.length === 0;
  return (
    <div className="container-page py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Wedding Blog</h1>
        <p className="mt-3 text-lg text-stone-700">
          Planning advice, fashion, traditions and real-world tips for Indian and South Asian
          weddings in the UK.
        </p>
      </header>

      <div className="mt-8">
        <ChipNav chips={BLOG_CATEGORIES} active={chip} basePath="/blog" label="Blog categories" />
      </div>

      {featured ? <FeaturedPostCard post={featured} /> : null}

      {posts.length > 0 ? (
        <section aria-labelledby="latest-heading" className="mt-12">
          <h2 id="latest-heading" className="sr-only">
            {chip === "All" ? "Latest posts" : `${chip} posts`}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {isEmpty ? (
        <div className="card mt-10 flex flex-col items-center px-6 py-16 text-center">
          <h2 className="text-2xl font-semibold">No blog posts found</h2>
          <p className="mt-2 text-stone-700">
            We haven't written about {chip.toLowerCase()} yet. Try another category.
          </p>
          <Link to="/blog" className="btn-primary mt-6">
            View all posts
          </Link>
        </div>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title:
      loaderData && loaderData.chip !== "All" ? `Wedding Blog: ${loaderData.chip}` : "Wedding Blog",
    description:
      "Planning checklists, bridal fashion, traditions and vendor advice for Indian and South Asian weddings in the UK.",
    path:
      loaderData && loaderData.chip !== "All"
        ? `/blog?category=${encodeURIComponent(loaderData.chip)}`
        : "/blog",
    origin: originFrom(matches),
  });
