import { useEffect, useState } from "react";

/** Spec §8: an uncaught error without source information shows a fixed top banner. */
export function GlobalErrorBanner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (!event.filename) setVisible(true);
    };
    // A request cancelled because the visitor moved on (a navigation or revalidation superseded
    // by the next one) is expected, not a failure: don't report it as an uncaught error.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (event.reason instanceof DOMException && event.reason.name === "AbortError") {
        event.preventDefault();
      }
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
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
