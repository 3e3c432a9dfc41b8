import { Check } from "~/ui/icons";
import { LazyImage } from "~/ui/lazy-image";
import { type PostBlock, parsePostBody } from "./post-body";

const UNORDERED_LISTS = {
  checklist: "my-4 space-y-2",
  bullets: "my-4 list-disc space-y-1.5 pl-6 marker:text-brand-600",
};

function ChecklistItem({ text }: { text: string }) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-saffron-300 bg-saffron-100/60 px-4 py-2.5">
      <Check className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <span>{text}</span>
    </li>
  );
}

/** One block as React elements. Text is passed as children, so React escapes it. */
function Block({ block }: { block: PostBlock }) {
  switch (block.type) {
    case "heading":
      return <h2 className="mt-10 mb-4 text-2xl font-semibold text-brand-800">{block.text}</h2>;
    case "image":
      return (
        <figure className="my-8">
          <LazyImage
            src={block.image.src}
            alt={block.image.alt}
            width={960}
            height={540}
            className="aspect-[16/9] w-full rounded-2xl"
          />
          <figcaption className="mt-2 text-center text-sm text-stone-600 italic">
            {block.image.caption}
          </figcaption>
        </figure>
      );
    case "checklist":
    case "bullets":
      return (
        <ul className={UNORDERED_LISTS[block.type]}>
          {block.items.map((item, index) =>
            block.type === "checklist" ? (
              <ChecklistItem key={index} text={item} />
            ) : (
              <li key={index}>{item}</li>
            ),
          )}
        </ul>
      );
    case "numbered":
      return (
        <ol
          className="my-4 list-decimal space-y-1.5 pl-6 marker:font-semibold marker:text-brand-700"
          start={block.items[0]?.number}
        >
          {block.items.map((item, index) => (
            <li key={index} value={item.number}>
              {item.text}
            </li>
          ))}
        </ol>
      );
    case "paragraph":
      return <p className="my-4">{block.text}</p>;
  }
}

/** A stored blog body, parsed and rendered. Never uses raw HTML. */
export function PostBody({ body }: { body: string }) {
  const blocks = parsePostBody(body);
  return (
    <div className="text-lg leading-relaxed text-stone-800">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
