import { CardMedia, Eyebrow } from "~/ui/card-media";
import { Heart } from "~/ui/icons";
import type { InspirationIdea } from "./inspiration.server";

/**
 * Idea-card likes are counts, not buttons: nothing records a like yet (spec: not wired up),
 * so they are shown as plain text rather than as controls that do nothing.
 */
function LikeCount({ likes }: { likes: number }) {
  return (
    <div className="mt-3">
      <span className="inline-flex items-center gap-1.5 text-sm text-stone-700">
        <Heart className="size-4 fill-current text-brand-500" aria-hidden />
        {`${likes.toLocaleString("en-GB")} likes`}
      </span>
    </div>
  );
}

/** One idea in the /inspiration grid, as a list item. */
export function IdeaCard({ idea }: { idea: InspirationIdea }) {
  return (
    <li className="card overflow-hidden" data-testid="idea-card">
      <CardMedia image={idea} height={400} imageClassName="aspect-square w-full" className="p-4">
        <Eyebrow className="text-brand-800">{idea.category}</Eyebrow>
        <h3 className="mt-1 font-sans text-base font-semibold">{idea.title}</h3>
        <LikeCount likes={idea.likes} />
      </CardMedia>
    </li>
  );
}
