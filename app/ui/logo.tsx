export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "text-brand-800" : "text-white";
  return (
    <span className={`flex items-center gap-2 ${text}`}>
      <svg viewBox="0 0 40 40" className="size-8" aria-hidden focusable="false">
        <circle cx="15" cy="20" r="10" fill="none" stroke="#c9a227" strokeWidth="4" />
        <circle cx="25" cy="20" r="10" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
      <span className="font-display text-2xl font-bold tracking-tight">Saath</span>
    </span>
  );
}
