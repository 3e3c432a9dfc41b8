import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "./icons";

/** The way back above a page's heading ("← Back to Kesar Photography"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-4 -ml-2 inline-flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <ArrowLeft className="size-4 shrink-0" aria-hidden /> {children}
    </Link>
  );
}
