/** The colours of the wedding palettes named in `scene.ts` (same order), and a seeded random. */
export interface Colours {
  sky: [string, string];
  wall: string;
  accent: string;
  accent2: string;
  gold: string;
  ink: string;
  light: string;
  ground: string;
  dark: boolean;
}

export const COLOURS: Colours[] = [
  // marigold and maroon
  {
    sky: ["#fdeccc", "#f7c77f"],
    wall: "#fbe1b6",
    accent: "#8e2344",
    accent2: "#f39a1e",
    gold: "#c9961f",
    ink: "#43111f",
    light: "#fff8ec",
    ground: "#e2a85e",
    dark: false,
  },
  // rose and gold
  {
    sky: ["#fdeef2", "#f4c2cf"],
    wall: "#f9d9e1",
    accent: "#b3375c",
    accent2: "#ef8fab",
    gold: "#c49a2c",
    ink: "#5a1730",
    light: "#fffafb",
    ground: "#e3a6b6",
    dark: false,
  },
  // peacock blue
  {
    sky: ["#def2ee", "#98d0c5"],
    wall: "#c5e6df",
    accent: "#0e5b61",
    accent2: "#e0a526",
    gold: "#c7971f",
    ink: "#082f33",
    light: "#f4fbf9",
    ground: "#6fb3a3",
    dark: false,
  },
  // ivory and sage
  {
    sky: ["#f7f4ea", "#dde6d0"],
    wall: "#eaeddc",
    accent: "#58744f",
    accent2: "#d98c6a",
    gold: "#b38c43",
    ink: "#27341f",
    light: "#fffdf6",
    ground: "#bccaa7",
    dark: false,
  },
  // dusk plum
  {
    sky: ["#41204f", "#c0627f"],
    wall: "#5b2d61",
    accent: "#f0a73c",
    accent2: "#f7d08c",
    gold: "#f3c969",
    ink: "#1e0f28",
    light: "#fdebd3",
    ground: "#3a1c3f",
    dark: true,
  },
  // saffron and indigo
  {
    sky: ["#fff0d4", "#ffbf70"],
    wall: "#ffe0b0",
    accent: "#2b3a8c",
    accent2: "#e2711d",
    gold: "#c48f22",
    ink: "#18204f",
    light: "#fffaf0",
    ground: "#e89a4f",
    dark: false,
  },
  // emerald and gold
  {
    sky: ["#e6f3e7", "#b3d9bc"],
    wall: "#d2e9d6",
    accent: "#1c6644",
    accent2: "#c8433a",
    gold: "#c99a22",
    ink: "#113a25",
    light: "#fbfff9",
    ground: "#84bc93",
    dark: false,
  },
  // midnight and gold
  {
    sky: ["#141d3b", "#34497f"],
    wall: "#1f2c55",
    accent: "#f2b632",
    accent2: "#e76f51",
    gold: "#f2c14e",
    ink: "#0a1022",
    light: "#fff4da",
    ground: "#1b2748",
    dark: true,
  },
];

/** mulberry32: a tiny seeded generator, so a scene's small choices repeat exactly. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}
export type Random = ReturnType<typeof seeded>;

/** Rounds to one decimal place, so the SVG text is short and stable. */
export const n = (value: number) => Math.round(value * 10) / 10;

/** `count` copies of a shape, the `i`th drawn by `draw(i)`, as one SVG string. */
export const times = (count: number, draw: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => draw(i)).join("");
