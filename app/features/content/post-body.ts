/**
 * Blog post bodies are stored as plain text (product-spec §2, Blog post) and turned
 * into a list of blocks here. The blocks are rendered as React elements by
 * `post-body-view.tsx`, so any HTML in a body is shown as text, never parsed.
 *
 * The format:
 * - blocks are separated by blank lines;
 * - a block wholly wrapped in double asterisks is a heading: `**Twelve months to go**`;
 * - a block that is exactly one of the named image placeholders becomes a fixed
 *   image with a caption: `[image: mandap]`, `[image: mehndi]`, `[image: reception]`;
 * - inside other blocks, each line is read on its own:
 *   `✓ …` is a highlighted checklist row, `- …` a bullet, `1. …` a numbered row,
 *   anything else a plain paragraph. Neighbouring rows of one kind form one list.
 */

export interface PostImage {
  src: string;
  alt: string;
  caption: string;
}

/** The three image placeholders a body may use, and what each one shows. */
export const POST_IMAGES = {
  mandap: {
    src: "/images/blog/inline-mandap.svg",
    alt: "A mandap dressed with marigold garlands and a canopy of draped fabric",
    caption: "A marigold mandap, ready for the pheras.",
  },
  mehndi: {
    src: "/images/blog/inline-mehndi.svg",
    alt: "A bride's hands decorated with intricate mehndi patterns",
    caption: "Mehndi night: book your artist early in the wedding season.",
  },
  reception: {
    src: "/images/blog/inline-reception.svg",
    alt: "A reception hall with round tables, candles and a string of lights",
    caption: "The reception: where the whole family finally sits down together.",
  },
} as const satisfies Record<string, PostImage>;

export type PostImageName = keyof typeof POST_IMAGES;

export type PostBlock =
  | { type: "heading"; text: string }
  | { type: "image"; name: PostImageName; image: PostImage }
  | { type: "paragraph"; text: string }
  | { type: "checklist"; items: string[] }
  | { type: "bullets"; items: string[] }
  | { type: "numbered"; items: { number: number; text: string }[] };

const HEADING = /^\*\*([^\n]+?)\*\*$/;
const IMAGE = /^\[image:\s*([a-z]+)\s*\]$/i;
const CHECK = /^[✓✔]\s*(.*)$/u;
const BULLET = /^-\s+(.*)$/;
const NUMBERED = /^(\d{1,3})\.\s+(.*)$/;

function isImageName(name: string): name is PostImageName {
  return Object.hasOwn(POST_IMAGES, name);
}

/** Splits a stored body into blocks. Pure and total: any string gives a block list. */
export function parsePostBody(body: string): PostBlock[] {
  const blocks: PostBlock[] = [];
  const chunks = body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);

  for (const chunk of chunks) {
    const heading = HEADING.exec(chunk);
    if (heading && !heading[1].includes("**")) {
      blocks.push({ type: "heading", text: heading[1].trim() });
      continue;
    }
    const image = IMAGE.exec(chunk);
    const imageName = image?.[1].toLowerCase();
    if (imageName && isImageName(imageName)) {
      blocks.push({ type: "image", name: imageName, image: POST_IMAGES[imageName] });
      continue;
    }
    // Rows only join a list started in the same block: a blank line ends a list.
    const chunkStart = blocks.length;
    for (const rawLine of chunk.split("\n")) {
      const line = rawLine.trim();
      if (!line) continue;
      const last = blocks.length > chunkStart ? blocks.at(-1) : undefined;
      const check = CHECK.exec(line);
      if (check) {
        if (last?.type === "checklist") last.items.push(check[1]);
        else blocks.push({ type: "checklist", items: [check[1]] });
        continue;
      }
      const bullet = BULLET.exec(line);
      if (bullet) {
        if (last?.type === "bullets") last.items.push(bullet[1]);
        else blocks.push({ type: "bullets", items: [bullet[1]] });
        continue;
      }
      const numbered = NUMBERED.exec(line);
      if (numbered) {
        const item = { number: Number(numbered[1]), text: numbered[2] };
        if (last?.type === "numbered") last.items.push(item);
        else blocks.push({ type: "numbered", items: [item] });
        continue;
      }
      blocks.push({ type: "paragraph", text: line });
    }
  }
  return blocks;
}

/** Rough reading time at 200 words a minute, never under a minute. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
