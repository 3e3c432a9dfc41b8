import type { ReactNode } from "react";
import type { IconComponent } from "~/ui/icons";

/** One fact with its icon in a list (an event's date, a household's address); none when empty. */
export function IconLine({
  icon: Icon,
  children,
  className,
}: {
  icon: IconComponent;
  children: ReactNode;
  /** How the text wraps: `break-words`, or `break-all` for an address with no spaces. */
  className?: string;
}) {
  if (!children) return null;
  return (
    <li className="flex items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      <span className={className}>{children}</span>
    </li>
  );
}
