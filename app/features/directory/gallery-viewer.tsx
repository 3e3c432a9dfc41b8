import { type PointerEvent, useEffect, useRef } from "react";
import { fullPhotoUrl, photoSrcSet } from "~/lib/photos";
import { ChevronLeft, ChevronRight, X } from "~/ui/icons";
import type { GalleryImage } from "./vendor-gallery";

/** How far a finger must travel sideways, in CSS pixels, for a swipe to change the photo. */
const SWIPE = 40;

/**
 * The gallery's modal viewer (loaded on first open; see `vendor-gallery.tsx`). A native
 * `<dialog>`: the page behind is inert, focus moves in (to Close) and Escape closes. Previous and
 * next are buttons, the arrow keys and a sideways swipe; the caption is the photo's alt text
 * and "n of m", read out when the photo changes.
 */
export default function GalleryViewer({
  images,
  index,
  label,
  onIndex,
  onClose,
}: {
  images: GalleryImage[];
  index: number;
  label: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const count = images.length;
  const image = images[index];
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // The page behind does not scroll while the viewer is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    // Unmounting removes the dialog, and with it the modal state; no close event to answer.
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  const startSwipe = (event: PointerEvent) => {
    swiped.current = false;
    if (event.pointerType === "mouse" || !event.isPrimary) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const endSwipe = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < Math.abs(dy)) return;
    swiped.current = true;
    go(dx < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={onClose}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === "ArrowRight") go(1);
        else if (event.key === "ArrowLeft") go(-1);
        else return;
        event.preventDefault();
      }}
      onClick={(event) => {
        // A tap on the dark area around the photo closes, unless it ended a swipe.
        const around = (event.target as HTMLElement).dataset.around !== undefined;
        if (around && !swiped.current) dialog.current?.close();
      }}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-ink p-0 text-white backdrop:bg-ink"
    >
      <div className="flex h-full flex-col" data-around>
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6" data-around>
          <p className="text-sm font-medium tabular-nums" aria-hidden>
            {index + 1} of {count}
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-full p-2.5 text-white hover:bg-white/15"
            aria-label="Close"
          >
            <X className="size-6" aria-hidden />
          </button>
        </div>
        <figure
          data-around
          className="relative flex min-h-0 flex-1 touch-pan-y flex-col items-center justify-center gap-3 px-4 pb-6 sm:px-20"
          onPointerDown={startSwipe}
          onPointerUp={endSwipe}
          onPointerCancel={() => {
            swipe.current = null;
          }}
        >
          <img
            key={image.src}
            src={fullPhotoUrl(image.src)}
            srcSet={photoSrcSet(image.src)}
            sizes="100vw"
            alt={image.alt}
            className="min-h-0 max-w-full flex-1 rounded-lg object-contain select-none"
            draggable={false}
          />
          <figcaption className="max-w-prose text-center text-sm sm:text-base" aria-live="polite">
            {image.alt}
            <span className="sr-only">
              , {index + 1} of {count}
            </span>
          </figcaption>
          {count > 1 ? (
            <>
              <StepButton side="left" onClick={() => go(-1)} />
              <StepButton side="right" onClick={() => go(1)} />
            </>
          ) : null}
        </figure>
      </div>
    </dialog>
  );
}

function StepButton({ side, onClick }: { side: "left" | "right"; onClick: () => void }) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === "left" ? "Previous photo" : "Next photo"}
      className={`absolute top-1/2 ${side === "left" ? "left-2 sm:left-5" : "right-2 sm:right-5"} -translate-y-1/2 rounded-full bg-ink/60 p-3 text-white ring-1 ring-white/30 hover:bg-ink/80`}
    >
      <Icon className="size-6" aria-hidden />
    </button>
  );
}
