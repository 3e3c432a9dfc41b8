import { data, Link } from "react-router";
import { postShareImage } from "~/features/artwork/share-image";
import { findReadablePost } from "~/features/content/blog-posts";
import { PostBody } from "~/features/content/post-body-view";
import { CategoryBadge, PostMeta } from "~/features/content/post-cards";
import { ShareButton } from "~/features/content/share-button";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { originFrom, seo } from "~/lib/seo";
import { ArrowLeft } from "~/ui/icons";
import { LeadImage } from "~/ui/lazy-image";
import type { Route } from "./+types/blog-post";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export function loader({ params }: Route.LoaderArgs) {
  const post = findReadablePost(params.postId);
  // Spec: only posts 1, 2 and 6 can be read; anything else is 'Blog Post Not Found'.
  if (!post) return data({ post: null }, { status: 404 });
  return { post };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <section className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="text-3xl font-semibold">Blog Post Not Found</h1>
        <p className="mt-2 text-stone-700">
          The post you're looking for doesn't exist or has been moved.
        </p>
        <Link to="/blog" className="btn-primary mt-8">
          Return to Blog
        </Link>
      </section>
    );
  }
  const path = `/blog/${post.id}`;
  return (
    <article className="pb-8">
      <div className="container-page max-w-4xl pt-6">
        <Link to="/blog" className="btn-ghost -ml-3">
          <ArrowLeft className="size-4" aria-hidden /> Back to Blog
        </Link>
      </div>
      <div className="container-page mt-4 max-w-4xl">
        <LeadImage
          of={post}
          width={960}
          height={480}
          className="aspect-[2/1] w-full rounded-3xl bg-brand-50"
        />
      </div>
      <header className="container-page mt-8 max-w-3xl">
        <CategoryBadge category={post.category} />
        <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-4xl">{post.title}</h1>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-b border-stone-200 pb-6">
          <PostMeta post={post} showReadTime byline />
          <ShareButton title={post.title} path={path} />
        </div>
      </header>
      <div className="container-page mt-6 max-w-3xl">
        <PostBody body={post.body ?? ""} />
        <div className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-stone-200 pt-6">
          <Link to="/blog" className="btn-secondary">
            <ArrowLeft className="size-4" aria-hidden /> Back to Blog
          </Link>
          <Link to="/vendors" className="btn-primary">
            Find wedding vendors
          </Link>
        </div>
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const post = loaderData?.post;
  if (!post) {
    return [{ title: "Blog Post Not Found | Saath" }, { name: "robots", content: "noindex" }];
  }
  return [
    ...seo({
      title: post.title,
      description: post.excerpt,
      path: `/blog/${params.postId}`,
      origin: originFrom(matches),
      type: "article",
      image: postShareImage(post),
    }),
    { property: "article:published_time", content: post.date },
    ...(post.updated ? [{ property: "article:modified_time", content: post.updated }] : []),
  ];
};
