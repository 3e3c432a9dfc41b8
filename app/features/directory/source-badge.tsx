/**
 * Where a listing came from, on its picture. In a module of its own so that the vendor page
 * does not load the whole vendor card for it (decision 026). vendor-card.tsx still holds the
 * same few lines: it should import this one once the card's rework (wt-cards) has landed.
 */
export function SourceBadge({ source }: { source: string }) {
  return (
    <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow-sm">
      {source === "google" ? "Google" : "Directory"}
    </span>
  );
}
