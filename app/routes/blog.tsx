import { Clock } from "lucide-react";
import { Link } from "react-router";
import {
  BLOG_CATEGORIES,
  type BlogPost,
  isBlogChip,
  postsForChip,
} from "~/features/content/blog-posts";
import { ChipNav } from "~/features/content/chip-nav";
import { formatLongDate } from "~/lib/format";
import { originFrom, seo } from "~/lib/seo";
import { LazyImage } from "~/ui/lazy-image";
import type { Route } from "./+types/blog";

export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  // An unknown chip in the URL falls back to All rather than an empty page.
  const chip = isBlogChip(requested) ? requested : "All";
  const { featured, posts } = postsForChip(chip);
  // The list needs no bodies: keep them out of the page data.
  const summary = ({ body: _body, ...post }: BlogPost) => post;
  return {
    chip,
    featured: featured && summary(featured),
    posts: posts.map(summary),
  };
}

type PostSummary = Route.ComponentProps["loaderData"]["posts"][number];

function PostMeta({ post, showReadTime }: { post: PostSummary; showReadTime?: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
      <span>{post.author}</span>
      <span aria-hidden>·</span>
      <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      {showReadTime ? (
        <>
          <span aria-hidden>·</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden /> {post.readTime}
          </span>
        </>
      ) : null}
    </p>
  );
}

function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-saffron-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
      {category}
    </span>
  );
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

      {featured ? (
        <article
          className="card mt-8 grid overflow-hidden md:grid-cols-2"
          data-testid="featured-post"
        >
          <img
            src={featured.image}
            alt={featured.imageAlt}
            width={800}
            height={500}
            fetchPriority="high"
            className="aspect-[16/10] h-full w-full bg-brand-50 object-cover"
          />
          <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
                Featured
              </span>
              <CategoryBadge category={featured.category} />
            </div>
            <h2 className="text-2xl font-bold sm:text-3xl">
              <Link to={`/blog/${featured.id}`} className="hover:text-brand-700 hover:underline">
                {featured.title}
              </Link>
            </h2>
            <p className="text-stone-700">{featured.excerpt}</p>
            <PostMeta post={featured} showReadTime />
            <Link
              to={`/blog/${featured.id}`}
              className="btn-primary mt-2 self-start"
              aria-label={`Read more: ${featured.title}`}
            >
              Read more
            </Link>
          </div>
        </article>
      ) : null}

      {posts.length > 0 ? (
        <section aria-labelledby="latest-heading" className="mt-12">
          <h2 id="latest-heading" className="sr-only">
            {chip === "All" ? "Latest posts" : `${chip} posts`}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <article
                  className="card relative flex h-full flex-col overflow-hidden hover:shadow-md"
                  data-testid="blog-post-card"
                >
                  <LazyImage
                    src={post.image}
                    alt={post.imageAlt}
                    width={480}
                    height={300}
                    className="aspect-[16/10] w-full"
                  />
                  <div className="flex flex-1 flex-col gap-3 p-5">
                    <div>
                      <CategoryBadge category={post.category} />
                    </div>
                    <h3 className="font-display text-xl font-semibold">
                      <Link
                        to={`/blog/${post.id}`}
                        className="after:absolute after:inset-0 hover:text-brand-700 hover:underline"
                      >
                        {post.title}
                      </Link>
                    </h3>
                    <p className="flex-1 text-stone-700">{post.excerpt}</p>
                    <PostMeta post={post} />
                  </div>
                </article>
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
