import { useState } from "react";
import { Link } from "react-router";
import { ChipNav, chipFromUrl } from "~/features/content/chip-nav";
import { IdeaCard } from "~/features/content/idea-card";
import { FEATURED_COUPLE, ideasForChip } from "~/features/content/inspiration.server";
import {
  INSPIRATION_CATEGORIES,
  isInspirationChip,
} from "~/features/content/inspiration-categories";
import { ShareButton } from "~/features/content/share-button";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { originFrom, seo } from "~/lib/seo";
import { ArrowLeft, Heart } from "~/ui/icons";
import { FeaturePanel } from "~/ui/lazy-image";
import type { Route } from "./+types/inspiration";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const chip = chipFromUrl(request, isInspirationChip);
  return { chip, ideas: ideasForChip(chip), featured: FEATURED_COUPLE };
}

/**
 * The featured couple's Like button (spec: Like and Share buttons). Nothing records likes
 * yet, so it only toggles on this screen: pressed adds the visitor's like to the count.
 */
function LikeButton({ likes }: { likes: number }) {
  const [liked, setLiked] = useState(false);
  const count = likes + (liked ? 1 : 0);
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={() => setLiked((value) => !value)}
      className="btn-secondary"
    >
      <Heart className={`size-4 text-brand-600 ${liked ? "fill-current" : ""}`} aria-hidden />
      Like
      <span className="text-sm font-normal text-stone-600">
        {`(${count.toLocaleString("en-GB")} likes)`}
      </span>
    </button>
  );
}

export default function InspirationPage({ loaderData }: Route.ComponentProps) {
  const { chip, ideas, featured } = loaderData;
  return (
    <div className="container-page py-8">
      <Link to="/" className="btn-ghost -ml-3">
        <ArrowLeft className="size-4" aria-hidden /> Back
      </Link>

      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Wedding Inspiration</h1>
      <p className="mt-2 max-w-2xl text-lg text-stone-700">
        Ideas from real British South Asian weddings: decor, outfits, themes and the little touches
        guests remember.
      </p>

      <FeaturePanel
        of={featured}
        height={600}
        imageClassName="aspect-[4/3]"
        tone="dark"
        aria-labelledby="featured-couple-heading"
      >
        <p className="text-sm font-semibold tracking-wider text-saffron-300 uppercase">
          Featured couple · {featured.names}
        </p>
        <h2 id="featured-couple-heading" className="text-2xl font-bold sm:text-3xl">
          {featured.title}
        </h2>
        <p className="text-brand-100">{featured.summary}</p>
        <div className="flex flex-wrap items-center gap-4">
          <LikeButton likes={featured.likes} />
          <ShareButton
            title={`${featured.names}: ${featured.title}`}
            path="/inspiration"
            className="btn-saffron"
          />
        </div>
      </FeaturePanel>

      <section aria-labelledby="story-heading" className="mt-12 grid gap-6 md:grid-cols-3">
        <div className="md:col-span-1">
          <h2 id="story-heading" className="text-2xl font-bold">
            Our story
          </h2>
        </div>
        <div className="space-y-4 text-stone-800 md:col-span-2">
          <p>
            Saath began in 2024 with one couple's wedding search. Planning a Gujarati–Punjabi
            wedding from Leicester, they spent months juggling spreadsheets, group chats and
            half-remembered recommendations, and still couldn't tell which caterer could cook for
            400 or which photographer knew the pheras from the laavan.
          </p>
          <p>
            So we built the place we wished we'd had: made for British South Asian couples, bringing
            trusted vendors and real reviews together in one directory, from mehndi artists in
            Bradford to mandap hire in Wembley.
          </p>
          <p>
            <Link to="/vendors" className="font-semibold text-brand-700 underline">
              Browse the directory
            </Link>{" "}
            or{" "}
            <Link to="/about" className="font-semibold text-brand-700 underline">
              read more about us
            </Link>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="ideas-heading" className="mt-12">
        <h2 id="ideas-heading" className="text-2xl font-bold">
          Browse ideas
        </h2>
        <div className="mt-4">
          <ChipNav
            chips={INSPIRATION_CATEGORIES}
            active={chip}
            basePath="/inspiration"
            label="Inspiration categories"
          />
        </div>
        {ideas.length === 0 ? (
          <p className="card mt-6 p-6 text-stone-700">No ideas in this category yet.</p>
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ideas.map((idea) => (
              <IdeaCard key={idea.id} idea={idea} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Wedding Inspiration",
    description:
      "Decor, fashion, beauty and venue ideas from real Indian and South Asian weddings in the UK.",
    path: "/inspiration",
    origin: originFrom(matches),
  });
