import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useRevalidator } from "react-router";
import { postWithProgress } from "~/lib/upload";
import { Field, FieldError } from "~/ui/form";
import { CircleAlert, CircleCheck, ImagePlus, X } from "~/ui/icons";
import { useHydrated } from "~/ui/use-hydrated";
import {
  ALT_MAX,
  altOf,
  altText,
  MAX_PHOTO_BYTES,
  PHOTO_ACCEPT,
  PHOTO_INTENTS,
  PHOTO_MESSAGES,
} from "./photo-rules";

type Item = {
  key: number;
  file: File;
  state: "waiting" | "sending" | "done" | "refused";
  progress: number;
  message?: string;
};

/** A file's size as people read it: "340 KB", "2.4 MB". */
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toLocaleString("en-GB", { maximumFractionDigits: 1 })} MB`;

/**
 * Adding photos. Without JavaScript (and before it runs) a plain multipart form: a file input,
 * the description and the button. With it, the input sits in a drop zone, the chosen files are
 * listed, and each is posted on its own to the same action (same intent, same checks) with a
 * progress bar and its own result; then the page's data is read again.
 */
export function PhotoUpload({ count, max }: { count: number; max: number }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ alt?: string; files?: string }>({});
  const [summary, setSummary] = useState("");
  const nextKey = useRef(0);
  const waiting = items.filter((item) => item.state === "waiting");
  const room = max - count;

  function add(files: FileList | File[]) {
    const chosen = Array.from(files);
    if (chosen.length === 0) return;
    setErrors((shown) => ({ ...shown, files: undefined }));
    setSummary("");
    setItems((current) => {
      let free = room - current.filter((item) => item.state === "waiting").length;
      const kept = current.filter((item) => item.state === "waiting");
      const added = chosen.map((file): Item => {
        const key = nextKey.current++;
        if (file.size > MAX_PHOTO_BYTES) {
          return { key, file, state: "refused", progress: 0, message: PHOTO_MESSAGES.size };
        }
        if (free <= 0) {
          return { key, file, state: "refused", progress: 0, message: PHOTO_MESSAGES.limit };
        }
        free -= 1;
        return { key, file, state: "waiting", progress: 0 };
      });
      return [...kept, ...added];
    });
  }

  const update = (key: number, change: Partial<Item>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const alt = altText(new FormData(form).get("alt"));
    const found = {
      alt: alt ? undefined : PHOTO_MESSAGES.alt,
      files: waiting.length > 0 ? undefined : PHOTO_MESSAGES.none,
    };
    setErrors(found);
    if (!alt || found.files) {
      form.querySelector<HTMLElement>(found.files ? "#photos-input" : "[name=alt]")?.focus();
      return;
    }
    setBusy(true);
    setSummary("");
    let added = 0;
    // One at a time: the photos keep the order they were chosen in.
    for (const [index, item] of waiting.entries()) {
      update(item.key, { state: "sending" });
      const body = new FormData();
      body.set("intent", PHOTO_INTENTS.upload);
      body.set("alt", altOf(alt, index, waiting.length));
      body.append("photos", item.file);
      const answer = await postWithProgress(pathname, body, (progress) =>
        update(item.key, { progress }),
      );
      if ("redirect" in answer) {
        window.location.assign(answer.redirect);
        return;
      }
      if (answer.ok) added += 1;
      update(
        item.key,
        answer.ok ? { state: "done" } : { state: "refused", message: answer.message },
      );
    }
    setBusy(false);
    const refused = waiting.length - added;
    setSummary(
      [
        added > 0 ? `${added} ${added === 1 ? "photo" : "photos"} added` : "",
        refused > 0 ? `${refused} not added: see the reason next to each file` : "",
      ]
        .filter(Boolean)
        .join(". "),
    );
    if (added > 0) {
      form.reset();
      await revalidator.revalidate();
    }
  }

  const list = (
    <>
      {items.length > 0 ? (
        <UploadList
          items={items}
          onRemove={busy ? undefined : (key) => setItems((all) => all.filter((i) => i.key !== key))}
        />
      ) : null}
      <p role="status" className={summary ? "text-sm font-medium text-stone-800" : "sr-only"}>
        {summary}
      </p>
    </>
  );

  if (room <= 0) {
    return (
      <div className="space-y-4">
        {list}
        <p className="text-sm text-stone-700">
          This listing has {max} photos, the most it can have. Delete one to add another.
        </p>
      </div>
    );
  }
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4"
      onSubmit={hydrated ? upload : undefined}
      aria-busy={busy || undefined}
    >
      <DropZone onFiles={add} room={room} error={errors.files} hydrated={hydrated} />
      {list}
      <Field
        label="Describe the photos"
        name="alt"
        maxLength={ALT_MAX}
        error={errors.alt}
        hint="For people who cannot see them, e.g. 'Bride and groom during the pheras'."
      />
      <button
        type="submit"
        name="intent"
        value={PHOTO_INTENTS.upload}
        className="btn-primary"
        aria-disabled={busy || undefined}
      >
        {busy ? "Uploading…" : "Upload photos"}
      </button>
    </Form>
  );
}

/**
 * A labelled area that opens the file picker (its input is the focus target, so it works from
 * the keyboard) and, with JavaScript, takes files dropped on it, with a visible state while
 * files are over it. Before JavaScript runs the input is a plain, visible one in the same
 * place, so files chosen before the page hydrates are kept and picked up.
 */
function DropZone({
  onFiles,
  room,
  error,
  hydrated,
}: {
  onFiles: (files: FileList) => void;
  room: number;
  error?: string;
  hydrated: boolean;
}) {
  const [over, setOver] = useState(false);
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page hydrates
  useEffect(() => {
    const chosen = input.current;
    if (!hydrated || !chosen?.files?.length) return;
    onFiles(chosen.files);
    chosen.value = "";
  }, [hydrated]);
  const onDrag = (event: DragEvent<HTMLLabelElement>, entering: boolean) => {
    event.preventDefault();
    if (entering) event.dataTransfer.dropEffect = "copy";
    // Leaving for a child of the zone is not leaving the zone.
    if (!entering && event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOver(entering);
  };
  return (
    <div>
      <label
        htmlFor="photos-input"
        data-dragging={over || undefined}
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          onFiles(event.dataTransfer.files);
        }}
        data-testid="photo-drop-zone"
        className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50 px-4 py-8 text-center transition-colors hover:border-brand-500 hover:bg-brand-50 has-[:focus-visible]:border-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-400 data-[dragging]:border-brand-600 data-[dragging]:bg-brand-100"
      >
        <ImagePlus className="size-8 text-brand-600" aria-hidden />
        <span id="photos-label" className="font-semibold text-ink">
          Add photos
        </span>
        <span id={hintId} className="text-sm text-stone-700">
          {over ? (
            "Drop to add them"
          ) : hydrated ? (
            <>
              Drag photos here or <span className="text-brand-700 underline">choose files</span>.
              You can add {room} more.
            </>
          ) : (
            `Choose one or more. You can add ${room} more.`
          )}
        </span>
        <input
          ref={input}
          id="photos-input"
          type="file"
          name="photos"
          multiple
          accept={PHOTO_ACCEPT}
          aria-labelledby="photos-label"
          aria-describedby={error ? `${hintId} photos-input-error` : hintId}
          aria-invalid={error ? true : undefined}
          className={
            hydrated
              ? "sr-only"
              : "max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
          }
          onChange={(event) => {
            if (event.currentTarget.files) onFiles(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
      </label>
      <FieldError id="photos-input-error" error={error} />
    </div>
  );
}

/** The chosen files: name, size, a progress bar while sending, then done or the reason. */
function UploadList({ items, onRemove }: { items: Item[]; onRemove?: (key: number) => void }) {
  return (
    <ul className="space-y-2" aria-label="Chosen photos">
      {items.map((item) => (
        <li
          key={item.key}
          className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-3"
        >
          <StateIcon state={item.state} />
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="truncate font-medium">{item.file.name}</span>
              <span className="shrink-0 text-stone-600">{fileSize(item.file.size)}</span>
            </div>
            {item.message && item.state === "refused" && item.progress === 0 ? null : (
              <progress
                max={1}
                value={item.progress}
                aria-label={`${item.file.name}: upload progress`}
                className="mt-2 block h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-600"
              />
            )}
            <p
              className={`mt-1 text-sm ${item.state === "refused" ? "text-red-700" : "text-stone-700"}`}
            >
              {item.state === "waiting"
                ? "Ready to upload"
                : item.state === "sending"
                  ? `Uploading, ${Math.round(item.progress * 100)}%`
                  : item.state === "done"
                    ? "Uploaded"
                    : item.message}
            </p>
          </div>
          {onRemove && item.state === "waiting" ? (
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              className="rounded-full p-1.5 text-stone-600 hover:bg-stone-100 hover:text-brand-700"
              aria-label={`Remove ${item.file.name}`}
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function StateIcon({ state }: { state: Item["state"] }) {
  if (state === "done")
    return <CircleCheck className="mt-0.5 size-5 text-emerald-700" aria-hidden />;
  if (state === "refused")
    return <CircleAlert className="mt-0.5 size-5 text-red-700" aria-hidden />;
  return <ImagePlus className="mt-0.5 size-5 text-stone-500" aria-hidden />;
}
