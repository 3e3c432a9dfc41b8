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
