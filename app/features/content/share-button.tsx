import { useEffect, useRef, useState } from "react";
import { Check, Share2 } from "~/ui/icons";

type ShareState = "idle" | "copied" | "manual";

/**
 * Shares a page: the Web Share API where the browser has it (most phones), otherwise
 * copies the link and says so. If the clipboard is refused, the link is shown to copy by hand.
 */
export function ShareButton({
  title,
  path,
  className = "btn-secondary",
  label = "Share",
}: {
  title: string;
  /** Path of the page to share, e.g. /blog/1; made absolute from the current origin. */
  path: string;
  className?: string;
  label?: string;
}) {
  const [state, setState] = useState<ShareState>("idle");
  const [url, setUrl] = useState(path);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function share() {
    const absolute = new URL(path, window.location.origin).toString();
    setUrl(absolute);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: absolute });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(absolute);
      setState("copied");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState("idle"), 4000);
    } catch {
      setState("manual");
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" className={className} onClick={share}>
        {state === "copied" ? (
          <Check className="size-4" aria-hidden />
        ) : (
          <Share2 className="size-4" aria-hidden />
        )}
        {state === "copied" ? "Link copied" : label}
      </button>
      <p role="status" className="text-sm text-stone-700">
        {state === "copied" ? "Link copied to your clipboard." : ""}
      </p>
      {state === "manual" ? (
        <label className="block w-full max-w-sm text-sm text-stone-700">
          Copy this link to share it:
          <input
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="input mt-1 text-sm"
          />
        </label>
      ) : null}
    </div>
  );
}
