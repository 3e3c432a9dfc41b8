import { Link } from "react-router";

const TONES = {
  light: { primary: "btn-primary", secondary: "btn-secondary" },
  /** On the dark brand background (the home hero). */
  dark: {
    primary: "btn-saffron",
    secondary: "btn border border-white/70 text-white hover:bg-white/10",
  },
} as const;

/** A row of call-to-action links: the primary one (the first, unless one says so) and the rest. */
export function LinkButtons({
  links,
  className = "flex flex-wrap gap-3",
  tone = "light",
}: {
  links: Array<{ to: string; label: string; primary?: boolean }>;
  className?: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <div className={className}>
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={
            (link.primary ?? (index === 0 && !links.some((l) => l.primary)))
              ? TONES[tone].primary
              : TONES[tone].secondary
          }
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}

/** "Return to Home" and one more way on, centred under a message (404, newsletter answers). */
export function ReturnHomeLinks({ also }: { also: { to: string; label: string } }) {
  return (
    <LinkButtons
      className="mt-8 flex flex-wrap justify-center gap-3"
      links={[{ to: "/", label: "Return to Home" }, also]}
    />
  );
}
