/**
 * Things on a table or in a hand, drawn around (0, 0) with the ground at y = 100 and about
 * 260 units wide: each returns SVG markup in the palette's colours.
 */
import { type Colours, n, type Random, times } from "./palette.server";

export type Draw = (c: Colours, r: Random, mood: { night: boolean; lake: boolean }) => string;

export const MARIGOLD = ["#f39a1e", "#ffc533", "#e8751a"];

export const shadow = (w = 120, y = 98) =>
  `<ellipse cx="0" cy="${y}" rx="${w}" ry="10" fill="#000" opacity=".16"/>`;

/** A flower head: a marigold (rings of dots) or a rose (nested circles). */
export function flower(x: number, y: number, size: number, colour: string, r: Random) {
  if (r.next() < 0.5) {
    const dots = times(10, (i) => {
      const a = (i / 10) * Math.PI * 2;
      return `<circle cx="${n(x + Math.cos(a) * size * 0.6)}" cy="${n(y + Math.sin(a) * size * 0.6)}" r="${n(size * 0.45)}" fill="${r.pick(MARIGOLD)}"/>`;
    });
    return `${dots}<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.55)}" fill="#e8751a"/>`;
  }
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${colour}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.62)}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="2"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.28)}" fill="#000" opacity=".15"/>`;
}

export function diya(x: number, y: number, s = 1) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><circle cx="0" cy="-26" r="22" fill="#ffd36b" opacity=".35"/><path d="M-22 0 Q0 16 22 0 L16 -8 L-16 -8Z" fill="#b9572a"/><path d="M-16 -8 L16 -8" stroke="#7d3518" stroke-width="3"/><path d="M0 -40 Q9 -22 0 -10 Q-9 -22 0 -40Z" fill="#ffb42a"/><path d="M0 -32 Q4 -20 0 -13 Q-4 -20 0 -32Z" fill="#fff1b8"/></g>`;
}

const thali: Draw = (c, r) => {
  const curries = ["#e0a030", "#b5432a", "#f4ecd6", "#6a8f3a", "#d9772b", "#8c3b2a", "#f0c44c"];
  const turn = r.between(0, 60);
  const bowls = times(6, (k) => {
    const a = ((turn + k * 60) * Math.PI) / 180;
    const x = n(Math.cos(a) * 72);
    const y = n(Math.sin(a) * 72);
    return `<circle cx="${x}" cy="${y}" r="26" fill="${c.gold}"/><circle cx="${x}" cy="${y}" r="21" fill="${r.pick(curries)}"/><circle cx="${n(x - 6)}" cy="${n(y - 6)}" r="4" fill="#fff" opacity=".45"/>`;
  });
  return `${shadow(140)}<g transform="translate(0 46) scale(1 .52)"><circle r="128" fill="${c.gold}"/><circle r="119" fill="#efe6cf"/><circle r="108" fill="none" stroke="${c.gold}" stroke-width="3"/>${bowls}<circle r="30" fill="#fffdf5"/><circle cx="-8" cy="-6" r="4" fill="#e9dfc4"/><circle cx="9" cy="4" r="4" fill="#e9dfc4"/></g><ellipse cx="96" cy="58" rx="44" ry="15" fill="#e2b56d" transform="rotate(-14 96 58)"/><circle cx="86" cy="58" r="3.5" fill="#a86a2c"/><circle cx="106" cy="54" r="3" fill="#a86a2c"/><g transform="translate(-112 10)"><path d="M-22 -30 Q-30 0 -18 34 L18 34 Q30 0 22 -30Z" fill="${c.gold}"/><rect x="-26" y="-38" width="52" height="10" rx="4" fill="${c.gold}"/><path d="M-20 0 L20 0" stroke="${c.ink}" stroke-opacity=".25" stroke-width="3"/></g><path d="M-8 -40 q10 -14 0 -28 q-10 -14 0 -28" fill="none" stroke="${c.light}" stroke-width="4" opacity=".7"/><path d="M22 -34 q10 -14 0 -28" fill="none" stroke="${c.light}" stroke-width="4" opacity=".6"/>`;
};

const camera: Draw = (c, r) => {
  const strap = r.pick([c.accent, c.accent2]);
  return `${shadow(130)}<path d="M-112 -10 C-150 -90 150 -90 112 -10" fill="none" stroke="${strap}" stroke-width="9"/><rect x="-50" y="-72" width="100" height="40" rx="9" fill="${c.ink}"/><rect x="-120" y="-44" width="240" height="140" rx="20" fill="${c.ink}"/><rect x="-120" y="-18" width="240" height="26" fill="${strap}"/><rect x="-98" y="-60" width="30" height="16" rx="4" fill="${c.gold}"/><rect x="62" y="-34" width="40" height="18" rx="4" fill="${c.light}" opacity=".9"/><circle cx="8" cy="30" r="64" fill="${c.gold}"/><circle cx="8" cy="30" r="54" fill="#1c1a22"/><circle cx="8" cy="30" r="40" fill="${c.accent}" opacity=".55"/><circle cx="8" cy="30" r="30" fill="#0c0b10"/><circle cx="-8" cy="14" r="11" fill="#fff" opacity=".55"/><circle cx="24" cy="44" r="5" fill="#fff" opacity=".3"/>`;
};

const bouquet: Draw = (c, r) => {
  const heads = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (1.05 + (i / 8) * 0.9) + r.between(-0.08, 0.08);
    const d = i % 2 === 0 ? 105 : 72;
    return { x: Math.cos(a) * d, y: -20 + Math.sin(a) * d * 0.95 };
  });
  const stems = heads
    .map(
      (h) =>
        `<path d="M0 6 Q${n(h.x * 0.3)} ${n(h.y * 0.4)} ${n(h.x)} ${n(h.y)}" stroke="#4d7a3a" stroke-width="4" fill="none"/>`,
    )
    .join("");
  const leaves = heads
    .filter((_, i) => i % 2 === 1)
    .map(
      (h) =>
        `<ellipse cx="${n(h.x * 0.6)}" cy="${n(h.y * 0.5)}" rx="20" ry="8" fill="#5d8c45" transform="rotate(${n((Math.atan2(h.y, h.x) * 180) / Math.PI)} ${n(h.x * 0.6)} ${n(h.y * 0.5)})"/>`,
    )
    .join("");
  const blooms = heads
    .map((h) => flower(h.x, h.y, r.between(16, 24), r.pick([c.accent2, c.light, c.accent]), r))
    .join("");
  return `${shadow(80)}${stems}${leaves}${blooms}<path d="M-40 100 Q-62 50 -26 8 L26 8 Q62 50 40 100Z" fill="${c.accent}"/><rect x="-30" y="0" width="60" height="12" rx="5" fill="${c.gold}"/><path d="M-50 58 L50 58" stroke="${c.gold}" stroke-width="5"/>`;
};

const kalash: Draw = (c) =>
  `${shadow(140)}${[-70, -35, 0, 35, 70].map((a) => `<ellipse cx="0" cy="-58" rx="13" ry="44" fill="#3f7a34" transform="rotate(${a} 0 -10)"/>`).join("")}<ellipse cx="0" cy="-40" rx="28" ry="34" fill="#8a5a2b"/><path d="M-14 -62 Q0 -70 14 -62" stroke="#6b4220" stroke-width="4" fill="none"/><rect x="-28" y="-10" width="56" height="18" rx="6" fill="${c.gold}"/><path d="M-26 8 C-90 20 -80 100 -30 100 L30 100 C80 100 90 20 26 8Z" fill="${c.gold}"/><path d="M-64 52 L64 52" stroke="${c.accent}" stroke-width="9"/><path d="M-24 26 L24 26" stroke="#c8242e" stroke-width="4"/><circle cx="0" cy="74" r="8" fill="${c.accent}"/>${diya(-120, 96, 1.1)}${diya(120, 96, 1.1)}`;

const mirror: Draw = (c, r) => {
  const dots = times(18, (i) => {
    const a = (i / 18) * Math.PI * 2;
    return `<circle cx="${n(Math.cos(a) * 78)}" cy="${n(-30 + Math.sin(a) * 96)}" r="4.5" fill="${c.light}"/>`;
  });
  const brushes = [-16, -4, 8]
    .map(
      (x, i) =>
        `<path d="M${-108 + x} 48 L${-112 + x * 2} ${-6 - i * 8}" stroke="${c.ink}" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join("");
  return `${shadow(140)}<rect x="-8" y="60" width="16" height="36" fill="${c.gold}"/><ellipse cx="0" cy="98" rx="44" ry="8" fill="${c.gold}"/><ellipse cx="0" cy="-30" rx="86" ry="104" fill="${c.gold}"/>${dots}<ellipse cx="0" cy="-30" rx="68" ry="86" fill="#eef3f6"/><path d="M-40 -80 L10 -110 M-50 -40 L30 -90" stroke="#fff" stroke-width="9" opacity=".8"/><ellipse cx="0" cy="-30" rx="68" ry="86" fill="${c.accent2}" opacity=".12"/>${brushes}<rect x="-128" y="46" width="44" height="50" rx="6" fill="${r.pick([c.accent, c.accent2])}"/><g transform="translate(112 40)"><rect x="-13" y="20" width="26" height="36" rx="3" fill="${c.gold}"/><rect x="-10" y="-8" width="20" height="30" fill="${c.ink}"/><path d="M-9 -8 L-9 -30 L9 -40 L9 -8Z" fill="#c8242e"/></g>`;
};

const dhol: Draw = (c, r) => {
  const lace = Array.from({ length: 8 }, (_, i) => `${-80 + i * 23},${i % 2 ? 70 : -10}`).join(" ");
  const notes = [0, 1]
    .map(
      (i) =>
        `<g transform="translate(${70 + i * 40} ${-110 + i * 18})" fill="${c.gold}"><ellipse cx="0" cy="0" rx="10" ry="7" transform="rotate(-20)"/><rect x="8" y="-40" width="3.5" height="40"/></g>`,
    )
    .join("");
  return `${shadow(140)}<path d="M-100 -30 C-60 -100 60 -100 100 -30" fill="none" stroke="${r.pick([c.accent2, c.gold])}" stroke-width="8"/><rect x="-100" y="-20" width="200" height="110" rx="10" fill="${c.accent}"/><rect x="-100" y="-6" width="200" height="8" fill="${c.gold}"/><rect x="-100" y="74" width="200" height="8" fill="${c.gold}"/><polyline points="${lace}" fill="none" stroke="${c.light}" stroke-width="4"/><ellipse cx="-100" cy="35" rx="22" ry="58" fill="${c.light}" stroke="${c.gold}" stroke-width="7"/><ellipse cx="100" cy="35" rx="22" ry="58" fill="${c.light}" stroke="${c.gold}" stroke-width="7"/><path d="M-40 -40 L70 -96" stroke="#7a4a22" stroke-width="7" stroke-linecap="round"/><path d="M40 -40 Q-20 -70 -70 -104" stroke="#7a4a22" stroke-width="4" fill="none" stroke-linecap="round"/>${notes}`;
};

const rings: Draw = (c) => {
  const sparkle = (x: number, y: number, s: number) =>
    `<path d="M${x} ${y - s} L${x + s * 0.25} ${y - s * 0.25} L${x + s} ${y} L${x + s * 0.25} ${y + s * 0.25} L${x} ${y + s} L${x - s * 0.25} ${y + s * 0.25} L${x - s} ${y} L${x - s * 0.25} ${y - s * 0.25}Z" fill="${c.light}"/>`;
  return `${shadow(140)}<path d="M-130 50 Q-140 100 -100 96 L100 96 Q140 100 130 50 Q120 20 100 22 L-100 22 Q-120 20 -130 50Z" fill="${c.accent}"/><path d="M-118 40 Q0 30 118 40" stroke="${c.gold}" stroke-width="3" fill="none"/>${[-130, 130].map((x) => `<circle cx="${x}" cy="60" r="8" fill="${c.gold}"/><path d="M${x} 66 L${x - 4} 92 M${x} 66 L${x + 4} 92" stroke="${c.gold}" stroke-width="3"/>`).join("")}<circle cx="-28" cy="-20" r="44" fill="none" stroke="${c.gold}" stroke-width="12"/><circle cx="28" cy="-20" r="44" fill="none" stroke="#e7c35a" stroke-width="12"/><path d="M-28 -64 A44 44 0 0 1 10 -42" fill="none" stroke="${c.gold}" stroke-width="12"/><path d="M28 -92 L44 -76 L28 -56 L12 -76Z" fill="#f4fbff"/><path d="M28 -92 L36 -76 L28 -56Z" fill="${c.accent2}" opacity=".45"/>${sparkle(-80, -80, 12)}${sparkle(92, -40, 9)}${sparkle(60, -112, 7)}`;
};

const planner: Draw = (c, r) => {
  const grid = times(20, (i) => {
    const x = -70 + (i % 5) * 30;
    const y = -30 + Math.floor(i / 5) * 24;
    return `<rect x="${x}" y="${y}" width="24" height="18" rx="3" fill="${c.accent}" opacity="${i === 13 ? 0.9 : 0.12}"/>`;
  });
  return `${shadow(140)}<g transform="rotate(-5)"><rect x="-96" y="-92" width="196" height="190" rx="10" fill="${c.accent}"/><rect x="-86" y="-84" width="176" height="172" rx="6" fill="${c.light}"/>${times(7, (i) => `<circle cx="${-66 + i * 22}" cy="-84" r="7" fill="none" stroke="${c.ink}" stroke-width="4"/>`)}<rect x="-70" y="-64" width="120" height="12" rx="4" fill="${c.gold}"/>${grid}</g><g transform="rotate(32 120 10)"><rect x="110" y="-70" width="14" height="140" rx="4" fill="${c.gold}"/><path d="M110 70 L124 70 L117 88Z" fill="${c.ink}"/></g>${flower(-100, 80, 24, c.accent2, r)}`;
};

const polaroid: Draw = (c) =>
  `${shadow(130)}<g transform="rotate(-4)"><rect x="-90" y="-120" width="180" height="200" rx="6" fill="#fffdf8"/><rect x="-76" y="-106" width="152" height="144" fill="${c.accent}"/><rect x="-76" y="-6" width="152" height="44" fill="${c.accent2}" opacity=".6"/><path d="M0 -20 C-40 -50 -30 -90 0 -72 C30 -90 40 -50 0 -20Z" fill="${c.light}"/></g><path d="M-130 96 L-112 -6" stroke="${c.ink}" stroke-width="4"/><path d="M-142 -10 Q-126 -24 -112 -10 Q-98 -24 -82 -10 Q-98 4 -112 -4 Q-126 4 -142 -10Z" fill="${c.ink}"/><path d="M128 96 L114 0" stroke="${c.ink}" stroke-width="4"/><path d="M92 0 Q114 -18 136 0 Q114 18 92 0Z" fill="#c8242e"/><path d="M96 0 L132 0" stroke="#7d121a" stroke-width="2"/>`;

const cake: Draw = (c, r) => {
  const tier = (x: number, y: number, w: number, h: number) => {
    const drips = times(
      Math.round(w / 18),
      (i) => `<circle cx="${x + 9 + i * 18}" cy="${y + 4}" r="9" fill="${c.accent2}"/>`,
    );
    const blooms = [x + 10, x + w - 10]
      .map((fx) => flower(fx, y + h - 8, 9, r.pick([c.accent, c.light]), r))
      .join("");
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${c.light}"/>${drips}<rect x="${x}" y="${y + h - 12}" width="${w}" height="6" fill="${c.gold}"/>${blooms}`;
  };
  return `${shadow(110)}<ellipse cx="0" cy="82" rx="100" ry="10" fill="${c.gold}"/><rect x="-10" y="82" width="20" height="16" fill="${c.gold}"/>${tier(-86, 10, 172, 72)}${tier(-62, -48, 124, 58)}${tier(-40, -98, 80, 50)}${flower(0, -108, 14, c.accent, r)}`;
};

const invitation: Draw = (c) => {
  const petals = times(
    8,
    (i) =>
      `<ellipse cx="0" cy="-58" rx="6" ry="14" fill="${c.accent2}" transform="rotate(${i * 45} 0 -40)"/>`,
  );
  return `${shadow(140)}<rect x="-80" y="-112" width="160" height="140" rx="4" fill="${c.light}" stroke="${c.gold}" stroke-width="4"/><rect x="-68" y="-100" width="136" height="116" fill="none" stroke="${c.gold}" stroke-width="1.5"/>${petals}<circle cx="0" cy="-40" r="8" fill="${c.gold}"/><rect x="-44" y="-10" width="88" height="5" rx="2" fill="${c.gold}"/><rect x="-30" y="0" width="60" height="4" rx="2" fill="${c.gold}" opacity=".7"/><rect x="-118" y="-6" width="236" height="104" rx="6" fill="${c.accent}"/><path d="M-118 -6 L0 56 L118 -6" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="3"/><path d="M-118 98 L-20 40 M118 98 L20 40" stroke="#000" stroke-opacity=".15" stroke-width="3"/><circle cx="0" cy="56" r="20" fill="${c.accent2}"/><circle cx="0" cy="56" r="13" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="3"/>`;
};

const gifts: Draw = (c) => {
  const box = (x: number, y: number, w: number, h: number, fill: string, ribbon: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}"/><rect x="${x - 4}" y="${y}" width="${w + 8}" height="14" rx="3" fill="${fill}" stroke="#000" stroke-opacity=".12"/><rect x="${x + w / 2 - 6}" y="${y}" width="12" height="${h}" fill="${ribbon}"/>${[0.22, 0.78].map((f) => `<path d="M${x + w * f} ${y + h * 0.62} q8 -10 0 -18 q-8 10 0 18" fill="${ribbon}" opacity=".7"/>`).join("")}<ellipse cx="${x + w / 2 - 14}" cy="${y - 8}" rx="16" ry="9" fill="${ribbon}" transform="rotate(-20 ${x + w / 2 - 14} ${y - 8})"/><ellipse cx="${x + w / 2 + 14}" cy="${y - 8}" rx="16" ry="9" fill="${ribbon}" transform="rotate(20 ${x + w / 2 + 14} ${y - 8})"/><circle cx="${x + w / 2}" cy="${y - 6}" r="7" fill="${ribbon}"/>`;
  return `${shadow(140)}${box(-120, 6, 140, 92, c.accent, c.gold)}${box(30, 26, 96, 72, c.accent2, c.light)}${box(-86, -78, 86, 84, c.gold, c.accent)}`;
};

const glasses: Draw = (c) => {
  const coupe = (x: number, drink: string) =>
    `<path d="M${x - 38} -40 Q${x} 10 ${x + 38} -40Z" fill="${drink}" opacity=".9"/><path d="M${x - 40} -44 Q${x} 14 ${x + 40} -44" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/><rect x="${x - 2.5}" y="-16" width="5" height="104" fill="#fff" opacity=".85"/><ellipse cx="${x}" cy="90" rx="26" ry="6" fill="#fff" opacity=".85"/><circle cx="${x + 28}" cy="-46" r="12" fill="#9ccc3c" stroke="#fff" stroke-width="3"/><ellipse cx="${x - 14}" cy="-50" rx="10" ry="5" fill="#3f8a3a"/>`;
  return `${shadow(140)}${coupe(-90, c.accent2)}${coupe(-10, "#f4a11e")}<g transform="translate(92 30)"><ellipse cx="0" cy="22" rx="46" ry="44" fill="${c.gold}"/><path d="M40 10 Q72 -10 76 -34" stroke="${c.gold}" stroke-width="10" fill="none"/><path d="M-40 0 Q-74 18 -42 50" stroke="${c.gold}" stroke-width="8" fill="none"/><rect x="-22" y="-30" width="44" height="14" rx="5" fill="${c.gold}"/><circle cx="0" cy="-36" r="7" fill="${c.accent}"/><path d="M-44 22 L44 22" stroke="${c.accent}" stroke-width="6"/></g>`;
};

/** A video camera on a tripod, its red light on. */
const videocam: Draw = (c, r) => {
  const band = r.pick([c.accent, c.accent2]);
  return `${shadow(110)}<path d="M0 6 L-82 98 M0 6 L82 98 M0 6 L0 98" stroke="${c.ink}" stroke-width="7" stroke-linecap="round"/><rect x="-18" y="-6" width="36" height="16" rx="4" fill="${c.gold}"/><path d="M-66 -92 L-66 -118 L26 -118 L26 -92" fill="none" stroke="${c.ink}" stroke-width="9"/><rect x="-100" y="-94" width="154" height="88" rx="14" fill="${c.ink}"/><rect x="-100" y="-62" width="154" height="14" fill="${band}"/><rect x="-128" y="-108" width="50" height="28" rx="6" fill="${c.ink}"/><circle cx="-74" cy="-30" r="7" fill="#e0302a"/><circle cx="-74" cy="-30" r="13" fill="#e0302a" opacity=".25"/><rect x="50" y="-86" width="44" height="70" rx="8" fill="${c.ink}"/><circle cx="100" cy="-51" r="34" fill="${c.gold}"/><circle cx="100" cy="-51" r="26" fill="#1c1a22"/><circle cx="100" cy="-51" r="16" fill="${c.accent}" opacity=".6"/><circle cx="92" cy="-59" r="6" fill="#fff" opacity=".6"/>`;
};

/** An open wedding album: two prints and a heart. */
const album: Draw = (c, r) => {
  const print = (x: number, y: number, turn: number, fill: string) =>
    `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="-38" y="-32" width="76" height="62" fill="#fffdf8"/><rect x="-31" y="-25" width="62" height="42" fill="${fill}"/><circle cx="-12" cy="-9" r="8" fill="${c.light}" opacity=".85"/><path d="M-31 17 L-9 -3 L6 10 L17 1 L31 17Z" fill="#000" opacity=".25"/></g>`;
  const turn = n(r.between(-7, -2));
  return `${shadow(140)}<path d="M-136 94 L-124 -44 Q-62 -62 0 -40 L0 100 Q-62 80 -136 94Z" fill="${c.accent}"/><path d="M136 94 L124 -44 Q62 -62 0 -40 L0 100 Q62 80 136 94Z" fill="${c.accent}"/><path d="M-126 84 L-115 -35 Q-58 -50 -4 -31 L-4 90 Q-58 72 -126 84Z" fill="${c.light}"/><path d="M126 84 L115 -35 Q58 -50 4 -31 L4 90 Q58 72 126 84Z" fill="${c.light}"/><path d="M0 -40 L0 100" stroke="#000" stroke-opacity=".2" stroke-width="3"/>${print(-60, 20, turn, c.accent2)}${print(60, 14, 5, c.gold)}<path d="M0 -78 C-16 -94 -36 -78 0 -52 C36 -78 16 -94 0 -78Z" fill="${c.accent2}"/>`;
};

export const OBJECTS = {
  videocam,
  album,
  thali,
  camera,
  bouquet,
  kalash,
  mirror,
  dhol,
  rings,
  planner,
  polaroid,
  cake,
  invitation,
  gifts,
  glasses,
};
