import type { ReactNode } from "react";
import { Link } from "react-router";
import { Printer } from "~/ui/icons";
import { useHydrated } from "~/ui/use-hydrated";

/** Opens the browser's print dialog (which also saves a PDF); the browser's own menu without JS. */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <p className="text-sm text-stone-700">Use your browser's Print to save or share this plan.</p>
    );
  return (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      <Printer className="size-4" aria-hidden /> Print or save as PDF
    </button>
  );
}

/** The bar above a printable page: back to where it came from, and Print; not on the paper. */
export function PrintBar({ back, children }: { back: string; children: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <Link to={back} className="text-sm font-medium text-brand-700 underline">
        {children}
      </Link>
      <PrintButton />
    </div>
  );
}
