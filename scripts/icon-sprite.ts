// Builds app/ui/icons.svg, the one SVG sprite every icon on the site comes from (decision 026):
// a <symbol> per icon that app/ui/icons.tsx names (`icon("map-pin")`), drawn from lucide's own
// shapes (the lucide-react package, a build-time dependency only). Run after adding an icon:
//   node scripts/icon-sprite.ts
// app/ui/icons.test.ts fails while the committed sprite differs from what this would write.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ICONS_MODULE = path.join(ROOT, "app/ui/icons.tsx");
export const SPRITE_FILE = path.join(ROOT, "app/ui/icons.svg");

/** The symbol ids app/ui/icons.tsx asks for, in the order it names them. */
export function iconIds(source = fs.readFileSync(ICONS_MODULE, "utf8")): string[] {
  return [...new Set([...source.matchAll(/\bicon\("([a-z0-9-]+)"\)/g)].map((match) => match[1]))];
}

const xmlEscape = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

async function symbol(id: string): Promise<string> {
  const file = path.join(ROOT, "node_modules/lucide-react/dist/esm/icons", `${id}.mjs`);
  if (!fs.existsSync(file)) throw new Error(`lucide has no icon "${id}"`);
  const { __iconData } = (await import(pathToFileURL(file).href)) as {
    __iconData: { size?: number; node: IconNode };
  };
  const size = __iconData.size ?? 24;
  const shapes = __iconData.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${xmlEscape(value)}"`)
        .join("");
      return `<${tag}${attrs}/>`;
    })
    .join("");
  return `<symbol id="${id}" viewBox="0 0 ${size} ${size}">${shapes}</symbol>`;
}

/** The sprite's text for these ids. Fill, stroke and size come from the `<svg>` that uses it. */
export async function buildSprite(ids: string[]): Promise<string> {
  const symbols = await Promise.all(ids.map(symbol));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ids = iconIds();
  fs.writeFileSync(SPRITE_FILE, await buildSprite(ids));
  console.log(`Wrote ${path.relative(ROOT, SPRITE_FILE)}: ${ids.length} icons`);
}
