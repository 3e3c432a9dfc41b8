import { useEffect, useState } from "react";

/** Spec §8: an uncaught error without source information shows a fixed top banner. */
export function GlobalErrorBanner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (!event.filename) setVisible(true);
    };
    window.addEventListener("error", onError);
    return () => window.removeEventListener("error", onError);
  }, []);
  if (!visible) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-[150] bg-red-700 px-4 py-2 text-center text-sm text-white"
    >
      Something went wrong. Please try refreshing the page.
    </div>
  );
}
