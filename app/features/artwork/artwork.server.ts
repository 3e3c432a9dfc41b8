/**
 * The project's own illustrations (decision 018): an SVG scene built from a `Scene` (a palette,
 * a backdrop, the category's subject, an ornament and a layout), rendered to WebP by sharp once
 * and kept in the uploads' store, so every instance serves the same bytes.
 */
import sharp from "sharp";
import { logger } from "~/lib/logger.server";
import { IMMUTABLE_CACHE, uploadStorage } from "~/lib/storage.server";
import { diya, flower, MARIGOLD, OBJECTS } from "./objects.server";
import { COLOURS, type Colours, n, type Random, seeded, times } from "./palette.server";
import { PLACES } from "./places.server";
import { ART_VERSION, type ArtWidth, type Scene } from "./scene.server";

const W = 600;
const DRAW = { ...OBJECTS, ...PLACES };

function backdrop(scene: Scene, c: Colours, cx: number, ground: number, r: Random) {
  const H = scene.height;
  const sky = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  switch (scene.backdrop) {
    case "arch": {
      const w = 170;
      const y1 = ground - (ground - 40) * 0.62;
      return `${sky}<path d="M${cx - w} ${ground} L${cx - w} ${n(y1)} C${cx - w} ${n(y1 - 80)} ${cx - 40} ${n(y1 - 100)} ${cx} 36 C${cx + 40} ${n(y1 - 100)} ${cx + w} ${n(y1 - 80)} ${cx + w} ${n(y1)} L${cx + w} ${ground}Z" fill="${c.wall}" stroke="${c.gold}" stroke-width="6"/><path d="M${cx - w + 18} ${ground} L${cx - w + 18} ${n(y1 + 6)} C${cx - w + 18} ${n(y1 - 66)} ${cx - 34} ${n(y1 - 84)} ${cx} 60 C${cx + 34} ${n(y1 - 84)} ${cx + w - 18} ${n(y1 - 66)} ${cx + w - 18} ${n(y1 + 6)} L${cx + w - 18} ${ground}" fill="none" stroke="${c.gold}" stroke-width="2" opacity=".7"/>`;
    }
    case "sunset": {
      const sx = n(cx + r.between(-160, 160));
      return `${sky}<circle cx="${sx}" cy="${ground - 60}" r="110" fill="${c.light}" opacity=".18"/><circle cx="${sx}" cy="${ground - 60}" r="66" fill="${c.accent2}" opacity=".55"/><path d="M0 ${ground - 30} Q120 ${ground - 90} 240 ${ground - 40} T480 ${ground - 50} T600 ${ground - 30} L600 ${ground} L0 ${ground}Z" fill="${c.ground}" opacity=".55"/>`;
    }
    case "drapes": {
      const swags = [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${i * 150} 0 Q${i * 150 + 75} 90 ${i * 150 + 150} 0Z" fill="${c.accent}" opacity=".85"/><path d="M${i * 150} 0 Q${i * 150 + 75} 70 ${i * 150 + 150} 0" fill="none" stroke="${c.gold}" stroke-width="3"/>`,
        )
        .join("");
      return `${sky}<rect width="${W}" height="${H}" fill="${c.wall}" opacity=".45"/><path d="M0 0 L90 0 Q60 ${H * 0.45} 20 ${ground} L0 ${ground}Z M600 0 L510 0 Q540 ${H * 0.45} 580 ${ground} L600 ${ground}Z" fill="${c.accent}"/><circle cx="44" cy="${n(H * 0.5)}" r="9" fill="${c.gold}"/><circle cx="556" cy="${n(H * 0.5)}" r="9" fill="${c.gold}"/>${swags}`;
    }
    case "jali":
      return `${sky}<defs><pattern id="jali" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M18 2 L34 18 L18 34 L2 18Z" fill="none" stroke="${c.gold}" stroke-width="2"/><circle cx="18" cy="18" r="4" fill="${c.gold}"/></pattern></defs><rect width="${W}" height="${ground}" fill="${c.wall}" opacity=".6"/><rect width="${W}" height="${ground}" fill="url(#jali)" opacity=".45"/>`;
    default: {
      const petals = times(
        16,
        (i) =>
          `<ellipse cx="${cx}" cy="${ground - 262}" rx="16" ry="34" fill="${i % 2 ? c.wall : c.accent2}" opacity=".5" transform="rotate(${i * 22.5} ${cx} ${ground - 130})"/>`,
      );
      return `${sky}${petals}<circle cx="${cx}" cy="${ground - 130}" r="150" fill="none" stroke="${c.gold}" stroke-width="3" opacity=".7"/><circle cx="${cx}" cy="${ground - 130}" r="118" fill="${c.wall}" opacity=".75"/><circle cx="${cx}" cy="${ground - 130}" r="110" fill="none" stroke="${c.gold}" stroke-width="2" stroke-dasharray="4 6"/>`;
    }
  }
}

function ornament(scene: Scene, c: Colours, r: Random) {
  if (scene.ornament === "petals") {
    return times(16, () => {
      const x = n(r.between(10, W - 10));
      const y = n(r.between(10, scene.height - 10));
      return `<ellipse cx="${x}" cy="${y}" rx="7" ry="4" fill="${r.pick([c.accent2, c.accent, "#f39a1e"])}" opacity=".8" transform="rotate(${n(r.between(0, 180))} ${x} ${y})"/>`;
    });
  }
  const swag = (drop: number, bead: (x: number, y: number, i: number) => string, wire: string) => {
    let out = "";
    for (let s = 0; s < 3; s++) {
      out += `<path d="M${s * 200} 6 Q${s * 200 + 100} ${6 + drop * 2} ${s * 200 + 200} 6" fill="none" stroke="${wire}" stroke-width="2"/>`;
      for (let i = 1; i < 10; i++) {
        const t = i / 10;
        out += bead(n(s * 200 + t * 200), n(6 + 2 * t * (1 - t) * drop * 2), i);
      }
    }
    return out;
  };
  if (scene.ornament === "garland") {
    const hang = [0, 200, 400, 600]
      .map(
        (x) =>
          `${times(4, (i) => `<circle cx="${x}" cy="${12 + i * 11}" r="6.5" fill="${MARIGOLD[i % 3]}"/>`)}<ellipse cx="${x}" cy="62" rx="5" ry="10" fill="#3f7a34"/>`,
      )
      .join("");
    return (
      swag(
        30,
        (x, y, i) => `<circle cx="${x}" cy="${y}" r="8" fill="${MARIGOLD[i % 3]}"/>`,
        "#3f7a34",
      ) + hang
    );
  }
  if (scene.ornament === "lights")
    return swag(
      26,
      (x, y) =>
        `<circle cx="${x}" cy="${y + 7}" r="13" fill="#ffe39a" opacity=".35"/><circle cx="${x}" cy="${y + 7}" r="5.5" fill="#fff4c7"/>`,
      c.dark ? "#cfc3a0" : c.ink,
    );
  return "";
}

/** A small thing beside the subject when it stands to one side. */
function companion(c: Colours, r: Random) {
  const kind = r.pick(["diyas", "pot", "urli"]);
  if (kind === "diyas") return diya(-26, 96) + diya(26, 96) + diya(0, 86, 1.2);
  if (kind === "pot")
    return `<path d="M-30 40 L30 40 L22 98 L-22 98Z" fill="${c.accent}"/><rect x="-34" y="34" width="68" height="10" rx="4" fill="${c.gold}"/>${[-40, -10, 20].map((a) => `<ellipse cx="0" cy="0" rx="10" ry="36" fill="#4d8a45" transform="rotate(${a} 0 34)"/>`).join("")}`;
  return `<ellipse cx="0" cy="86" rx="54" ry="14" fill="${c.gold}"/><ellipse cx="0" cy="82" rx="46" ry="9" fill="#6fb3c4"/>${flower(-18, 80, 9, c.accent2, r)}${flower(16, 82, 9, c.light, r)}`;
}

/** The scene as SVG markup: the same scene always gives the same text. */
export function artworkSvg(scene: Scene): string {
  const c = COLOURS[scene.palette % COLOURS.length];
  const r = seeded(scene.seed);
  const H = scene.height;
  const ground = Math.round(H * 0.8);
  const base = Math.min(1.6, (H / 400) * 1.14);
  // Close up the subject fills the picture and runs off its foot; wide it stands small.
  const size = scene.layout === "close" ? 1.5 : scene.layout === "wide" ? 0.78 : 1;
  const scale = n(base * size);
  const cx = scene.layout === "left" ? 230 : scene.layout === "right" ? 370 : 300;
  const mood = { night: c.dark, lake: scene.motif === "couple" && scene.backdrop === "sunset" };
  const subject = DRAW[scene.motif](c, r, mood);
  const beside = (x: number) =>
    `<g transform="translate(${x} ${ground - 96}) scale(.9)">${companion(c, r)}</g>`;
  const side =
    scene.layout === "left" || scene.layout === "right"
      ? beside(scene.layout === "left" ? 500 : 100)
      : scene.layout === "wide"
        ? beside(90) + beside(510)
        : "";
  const drop = scene.layout === "close" ? n(60 * size) : 0;
  const rug = `<ellipse cx="${cx}" cy="${ground + 22}" rx="200" ry="26" fill="${c.accent}" opacity=".16"/>`;
  const frame = scene.border
    ? `<rect x="10" y="10" width="${W - 20}" height="${H - 20}" rx="14" fill="none" stroke="${c.gold}" stroke-width="4"/><rect x="20" y="20" width="${W - 40}" height="${H - 40}" rx="10" fill="none" stroke="${c.gold}" stroke-width="1.5" stroke-dasharray="2 6"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky[0]}"/><stop offset="1" stop-color="${c.sky[1]}"/></linearGradient><radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient></defs>${backdrop(scene, c, cx, ground, r)}<rect y="${ground}" width="${W}" height="${H - ground}" fill="${c.ground}"/><rect y="${ground}" width="${W}" height="4" fill="#000" opacity=".08"/>${rug}${side}<g transform="translate(${cx} ${n(ground - 96 * scale + drop)}) scale(${scale})">${subject}</g>${ornament(scene, c, r)}${frame}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

/** The scene as WebP at `width` pixels wide. */
export async function renderArtwork(scene: Scene, width: ArtWidth): Promise<Uint8Array> {
  return sharp(Buffer.from(artworkSvg(scene)), { density: Math.round((72 * width) / W) })
    .resize({ width })
    .webp({ quality: 78, effort: 4, smartSubsample: true })
    .toBuffer();
}

/** The storage key an illustration is kept under (its address after `/art/`, in `art/`). */
export const artKey = (name: string) => `art/${ART_VERSION}-${name}`;

const rendering = new Map<string, Promise<Uint8Array>>();

/**
 * A drawn picture's bytes: from the store, else rendered now and stored under `art/<name>`.
 * Requests for the same picture at once share one rendering.
 */
export async function storedPicture(
  name: string,
  contentType: string,
  render: () => Promise<Uint8Array>,
) {
  const key = artKey(name);
  const store = uploadStorage();
  const stored = await store.get(key);
  if (stored)
    return { body: stored.body as ReadableStream<Uint8Array> | Uint8Array, size: stored.size };
  let job = rendering.get(key);
  if (!job) {
    job = render().then(async (bytes) => {
      await store
        .put(key, bytes, contentType)
        .catch((error) => logger.warn({ err: error, key }, "Keeping an illustration failed"));
      return bytes;
    });
    rendering.set(key, job);
    job.finally(() => rendering.delete(key)).catch(() => {});
  }
  const bytes = await job;
  return { body: bytes as ReadableStream<Uint8Array> | Uint8Array, size: bytes.byteLength };
}

export const ART_HEADERS = {
  "Content-Type": "image/webp",
  "Cache-Control": IMMUTABLE_CACHE,
  "X-Content-Type-Options": "nosniff",
};
