/**
 * Where a listing came from, on its picture (a vendor card, the vendor page). In a module of its
 * own so that the vendor page does not load the whole vendor card for it (decision 026).
 */
export function SourceBadge({ source, className }: { source: string; className?: string }) {
  return (
    <span className={className ? `source-badge ${className}` : "source-badge"}>
      {source === "google" ? "Google" : "Directory"}
    </span>
  );
}
