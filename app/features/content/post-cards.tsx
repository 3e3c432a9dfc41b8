import { Link } from "react-router";
import { formatLongDate } from "~/lib/format";
import { CardMedia } from "~/ui/card-media";
import { Clock } from "~/ui/icons";
import { FeaturePanel } from "~/ui/lazy-image";
import type { BlogPost } from "./blog-posts";

/** A post as the list shows it: everything but the body. */
export type PostSummary = Omit<BlogPost, "body">;

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-saffron-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
      {category}
    </span>
  );
}

/** Author, date and (on the featured card and the post itself) reading time. */
export function PostMeta({
  post,
  showReadTime = false,
  byline = false,
}: {
  post: PostSummary;
  showReadTime?: boolean;
  /** The post's own page: "By <author>", in larger type. */
  byline?: boolean;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${byline ? "text-stone-700" : "text-sm text-stone-600"}`}
    >
      {byline ? (
        <span>
          By <span className="font-semibold">{post.author}</span>
        </span>
      ) : (
        <span>{post.author}</span>
      )}
      <span aria-hidden>·</span>
      <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      {showReadTime ? (
        <>
          <span aria-hidden>·</span>
          <span className="inline-flex items-center gap-1">
            <Clock className={byline ? "size-4" : "size-3.5"} aria-hidden /> {post.readTime}
          </span>
        </>
      ) : null}
    </p>
  );
}

function FeaturedBadges({ category }: { category: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
        Featured
      </span>
      <CategoryBadge category={category} />
    </div>
  );
}

/** The post's title as the link to it; `stretched` makes the whole (relative) card the link. */
function PostLink({ post, stretched = false }: { post: PostSummary; stretched?: boolean }) {
  return (
    <Link
      to={`/blog/${post.id}`}
      className={`${stretched ? "after:absolute after:inset-0 " : ""}hover:text-brand-700 hover:underline`}
    >
      {post.title}
    </Link>
  );
}

/** The featured post across the top of /blog: picture beside the text. */
export function FeaturedPostCard({ post }: { post: PostSummary }) {
  return (
    <FeaturePanel
      as="article"
      of={post}
      height={500}
      imageClassName="aspect-[16/10] bg-brand-50"
      tone="card"
      data-testid="featured-post"
    >
      <FeaturedBadges category={post.category} />
      <h2 className="text-2xl font-bold sm:text-3xl">
        <PostLink post={post} />
      </h2>
      <p className="text-stone-700">{post.excerpt}</p>
      <PostMeta post={post} showReadTime />
      <Link
        to={`/blog/${post.id}`}
        className="btn-primary mt-2 self-start"
        aria-label={`Read more: ${post.title}`}
      >
        Read more
      </Link>
    </FeaturePanel>
  );
}

/** One post in the /blog grid; the whole card is the link to the post. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article
      className="card relative flex h-full flex-col overflow-hidden hover:shadow-md"
      data-testid="blog-post-card"
    >
      <CardMedia
        image={post}
        width={480}
        imageClassName="aspect-[16/10] w-full"
        className="flex flex-1 flex-col gap-3 p-5"
      >
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <h3 className="font-display text-xl font-semibold">
          <PostLink post={post} stretched />
        </h3>
        <p className="flex-1 text-stone-700">{post.excerpt}</p>
        <PostMeta post={post} />
      </CardMedia>
    </article>
  );
}
