/** Clothes, people, buildings and places, drawn like `objects.server.ts` (ground at y = 100). */
import { type Draw, diya, flower, MARIGOLD, shadow } from "./objects.server";
import { n, times } from "./palette.server";

const SKIN = ["#e7b48c", "#c98d63", "#a86b45", "#8a5434"];

const lehenga: Draw = (c, r) => {
  const mirrors = times(22, (i) => {
    const row = Math.floor(i / 6);
    const y = -20 + row * 30;
    const half = 30 + (y + 60) * 0.48;
    const x = -half + 14 + ((i % 6) + (row % 2) * 0.5) * ((half * 2 - 28) / 6);
    return `<circle cx="${n(x)}" cy="${y}" r="3.5" fill="${c.light}"/>`;
  });
  const pleats = [-60, -30, 0, 30, 60]
    .map(
      (x) =>
        `<path d="M${x / 5} -58 L${x} 90" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`,
    )
    .join("");
  const skirt = r.pick([c.accent, c.accent2]);
  return `${shadow(130)}<path d="M0 90 L0 100 M-30 100 L30 100" stroke="${c.ink}" stroke-width="5"/><circle cx="0" cy="-132" r="12" fill="${c.ink}"/><path d="M-34 -118 Q0 -128 34 -118 L26 -60 L-26 -60Z" fill="${c.gold}"/><path d="M-26 -60 L26 -60 L112 88 Q0 104 -112 88Z" fill="${skirt}"/>${pleats}${mirrors}<path d="M-112 88 Q0 104 112 88 L106 74 Q0 90 -106 74Z" fill="${c.gold}"/><path d="M-34 -118 C-100 -60 -60 10 -130 60 L-118 70 C-40 20 -80 -50 -18 -110Z" fill="${c.light}" opacity=".55"/>`;
};

const sherwani: Draw = (c, r) => {
  const coat = r.pick([c.light, "#f1e6cf", c.accent]);
  const buttons = times(6, (i) => `<circle cx="0" cy="${-70 + i * 20}" r="4.5" fill="${c.gold}"/>`);
  return `${shadow(110)}<path d="M0 92 L0 100 M-30 100 L30 100" stroke="${c.ink}" stroke-width="5"/><path d="M-20 -96 L20 -96 L66 -80 L74 92 L-74 92 L-66 -80Z" fill="${coat}" stroke="#000" stroke-opacity=".12" stroke-width="2"/><path d="M-66 -80 L-90 40 L-72 44 L-56 -30" fill="${coat}" stroke="#000" stroke-opacity=".12" stroke-width="2"/><path d="M66 -80 L90 40 L72 44 L56 -30" fill="${coat}" stroke="#000" stroke-opacity=".12" stroke-width="2"/><rect x="-20" y="-106" width="40" height="14" rx="3" fill="${c.gold}"/><path d="M0 -92 L0 92" stroke="#000" stroke-opacity=".15" stroke-width="2"/>${buttons}<path d="M-74 78 L74 78" stroke="${c.gold}" stroke-width="8"/><g transform="translate(0 -128)"><path d="M-34 16 Q-40 -24 0 -30 Q40 -24 34 16Z" fill="${c.accent2}"/><path d="M-34 6 Q0 -10 34 0 M-32 -8 Q0 -20 30 -14" stroke="#000" stroke-opacity=".18" stroke-width="3" fill="none"/><circle cx="8" cy="-12" r="6" fill="${c.gold}"/><path d="M8 -16 Q22 -46 36 -52 Q24 -30 12 -14" fill="${c.gold}"/><path d="M30 6 Q50 40 42 70" stroke="${c.accent2}" stroke-width="10" fill="none"/></g>`;
};

const car: Draw = (c, r) => {
  const body = r.pick([c.accent, "#f3ecdf", "#1d1d24"]);
  const garland = times(9, (i) => {
    const t = i / 8;
    return `<circle cx="${n(60 + t * 58)}" cy="${n(8 + t * 8 + Math.sin(t * Math.PI) * 14)}" r="6" fill="${MARIGOLD[i % 3]}"/>`;
  });
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="68" r="30" fill="#1b1a1f"/><circle cx="${x}" cy="68" r="16" fill="#d9d5cc"/><circle cx="${x}" cy="68" r="6" fill="${c.gold}"/>`;
  return `${shadow(140, 98)}<path d="M-130 62 L-130 30 Q-126 10 -92 8 L-58 6 L-40 -40 L46 -40 L66 6 L108 10 Q130 14 132 40 L132 62Z" fill="${body}" stroke="#000" stroke-opacity=".2" stroke-width="2"/><path d="M-50 4 L-34 -32 L0 -32 L0 4Z M8 4 L8 -32 L40 -32 L56 4Z" fill="#cfe3ea"/><path d="M-130 48 L132 48" stroke="${c.gold}" stroke-width="4"/><circle cx="126" cy="24" r="9" fill="#fff6c8" stroke="${c.gold}" stroke-width="3"/>${wheel(-80)}${wheel(82)}${garland}<path d="M-10 -40 L-4 -58 M-4 -58 l-10 -10 m10 10 l10 -10" stroke="${c.accent2}" stroke-width="5" fill="none"/>`;
};

const palm: Draw = (c) => {
  const fronds = [-150, -115, -70, -30, 10, 40]
    .map(
      (a) =>
        `<path d="M40 -96 q${n(Math.cos((a * Math.PI) / 180) * 60)} ${n(Math.sin((a * Math.PI) / 180) * 40 - 30)} ${n(Math.cos((a * Math.PI) / 180) * 110)} ${n(Math.sin((a * Math.PI) / 180) * 70 + 10)}" stroke="#2f7a3b" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    )
    .join("");
  return `<rect x="-320" y="40" width="640" height="60" fill="#2aa6b5" opacity=".85"/><path d="M-300 56 L-200 56 M-120 74 L0 74 M80 60 L220 60" stroke="#fff" stroke-width="3" opacity=".6"/><ellipse cx="20" cy="100" rx="170" ry="30" fill="#f2d8a0"/><path d="M-10 96 Q-20 20 40 -96" stroke="#8a5a2b" stroke-width="16" fill="none"/>${fronds}<circle cx="34" cy="-86" r="8" fill="#6b4220"/><circle cx="46" cy="-82" r="8" fill="#6b4220"/><path d="M-140 76 l40 0 l-8 10 l-26 0z" fill="${c.accent}"/><path d="M-120 76 L-120 40 L-100 70Z" fill="${c.light}"/>`;
};

const mandap: Draw = (c, r) => {
  const pillar = (x: number, s: number) =>
    `<rect x="${x - 9 * s}" y="${-70}" width="${18 * s}" height="${150}" fill="${c.gold}"/><rect x="${x - 13 * s}" y="-78" width="${26 * s}" height="12" fill="${c.gold}"/><rect x="${x - 13 * s}" y="72" width="${26 * s}" height="10" fill="${c.gold}"/><path d="M${x} -60 L${x} 70" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`;
  const strings = [-70, -50, 50, 70]
    .map((x) =>
      times(
        6,
        (i) =>
          `<circle cx="${x}" cy="${-62 + i * 14}" r="5.5" fill="${MARIGOLD[(i + x) % 3 === 0 ? 0 : Math.abs(i + x) % 3]}"/>`,
      ),
    )
    .join("");
  const fringe = times(12, (i) => `<path d="M${-120 + i * 20} -84 q10 14 20 0" fill="${c.gold}"/>`);
  const canopy = r.pick([c.accent, c.accent2]);
  return `${shadow(150)}<rect x="-140" y="80" width="280" height="12" fill="${c.light}"/><rect x="-124" y="70" width="248" height="12" fill="${c.gold}" opacity=".8"/>${pillar(-62, 0.7)}${pillar(62, 0.7)}<path d="M-120 -84 Q-60 -40 0 -84 Q60 -40 120 -84" fill="${c.light}" opacity=".5"/>${pillar(-108, 1)}${pillar(108, 1)}${strings}<path d="M-124 -84 Q-100 -150 0 -158 Q100 -150 124 -84Z" fill="${canopy}"/>${fringe}<path d="M0 -158 L0 -176" stroke="${c.gold}" stroke-width="6"/><circle cx="0" cy="-180" r="8" fill="${c.gold}"/><path d="M-124 -84 Q-150 -20 -118 40 L-104 40 Q-128 -20 -108 -84Z M124 -84 Q150 -20 118 40 L104 40 Q128 -20 108 -84Z" fill="${c.light}" opacity=".7"/><path d="M-14 70 L14 70 L10 58 L-10 58Z" fill="#8a5a2b"/><path d="M0 58 Q12 40 0 22 Q-12 40 0 58Z" fill="#ffb42a"/>`;
};

const henna: Draw = (c, r) => {
  const skin = r.pick(SKIN);
  const ink = "#7a2e12";
  const fingers = [
    [-52, 80],
    [-24, 100],
    [6, 96],
    [34, 76],
  ]
    .map(
      ([x, h]) =>
        `<rect x="${x}" y="${-20 - h}" width="26" height="${h + 30}" rx="13" fill="${skin}"/><path d="M${x} ${-20 - h + 14} h26" stroke="${skin}" stroke-width="0"/><rect x="${x}" y="${-20 - h}" width="26" height="20" rx="12" fill="${ink}" opacity=".85"/><path d="M${x + 4} ${-h + 10} h18 M${x + 4} ${-h + 22} h18" stroke="${ink}" stroke-width="2" stroke-dasharray="3 3"/>`,
    )
    .join("");
  const petals = times(
    10,
    (i) =>
      `<ellipse cx="0" cy="-24" rx="5" ry="10" fill="none" stroke="${ink}" stroke-width="2" transform="rotate(${i * 36})"/>`,
  );
  return `${shadow(90)}<rect x="-40" y="60" width="80" height="44" fill="${skin}"/>${fingers}<rect x="-58" y="-30" width="118" height="110" rx="44" fill="${skin}"/><path d="M-46 54 Q-78 30 -92 -6" stroke="${skin}" stroke-width="26" stroke-linecap="round" fill="none"/><g transform="translate(2 24)">${petals}<circle r="12" fill="none" stroke="${ink}" stroke-width="2.5"/><circle r="4" fill="${ink}"/><circle r="36" fill="none" stroke="${ink}" stroke-width="1.5" stroke-dasharray="2 4"/></g><path d="M-36 74 q12 -10 24 0 t24 0 t24 0" stroke="${ink}" stroke-width="2.5" fill="none"/><rect x="-44" y="84" width="88" height="8" rx="4" fill="${c.gold}"/><rect x="-44" y="94" width="88" height="6" rx="3" fill="${c.accent}"/>`;
};

const lanterns: Draw = (c, r) =>
  [-110, -40, 40, 110]
    .map((x, i) => {
      const y = -40 + ((i * 37 + Math.floor(r.next() * 40)) % 90) - 40;
      const glow = r.pick([c.accent2, "#ffb347", c.accent]);
      return `<path d="M${x} -260 L${x} ${y - 40}" stroke="${c.ink}" stroke-width="2" opacity=".6"/><circle cx="${x}" cy="${y}" r="46" fill="#ffe39a" opacity=".3"/><path d="M${x - 14} ${y - 40} L${x + 14} ${y - 40} L${x + 20} ${y - 30} L${x - 20} ${y - 30}Z" fill="${c.gold}"/><rect x="${x - 24}" y="${y - 30}" width="48" height="60" rx="18" fill="${glow}"/><path d="M${x - 12} ${y - 28} L${x - 12} ${y + 28} M${x} ${y - 30} L${x} ${y + 30} M${x + 12} ${y - 28} L${x + 12} ${y + 28}" stroke="${c.gold}" stroke-width="2"/><rect x="${x - 14}" y="${y - 14}" width="28" height="28" rx="8" fill="#fff3c4" opacity=".7"/><path d="M${x - 16} ${y + 30} L${x + 16} ${y + 30} L${x} ${y + 46}Z" fill="${c.gold}"/>`;
    })
    .join("") +
  diya(-60, 98) +
  diya(0, 100, 1.2) +
  diya(60, 98);

const marquee: Draw = (c) => {
  const stripes = times(
    13,
    (i) =>
      `<rect x="${-130 + i * 20}" y="-10" width="10" height="106" fill="${c.accent}" opacity=".35"/>`,
  );
  const scallops = times(
    14,
    (i) => `<path d="M${-140 + i * 20} -12 q10 16 20 0" fill="${c.accent}"/>`,
  );
  return `${shadow(150)}<rect x="-130" y="-12" width="260" height="108" fill="${c.light}"/>${stripes}<path d="M-30 96 L-30 20 Q0 0 30 20 L30 96Z" fill="#ffd987"/><path d="M-144 -12 L-70 -90 L0 -30 L70 -90 L144 -12Z" fill="${c.light}" stroke="#000" stroke-opacity=".1"/><path d="M-70 -90 L-40 -12 M-70 -90 L-100 -12 M70 -90 L40 -12 M70 -90 L100 -12" stroke="${c.accent}" stroke-width="6" opacity=".5"/>${scallops}${[-70, 70].map((x) => `<path d="M${x} -90 L${x} -118 L${x + 24} -110 L${x} -102" fill="${c.gold}" stroke="${c.gold}" stroke-width="3"/>`).join("")}`;
};

const palace: Draw = (c, r) => {
  const stone = r.pick(["#f6ead8", "#f1d2c0", "#fdf7ee", "#ecd9b4"]);
  const cusp = (x: number, y: number, w: number, h: number, fill: string) =>
    `<path d="M${x - w} ${y} L${x - w} ${y - h * 0.6} Q${x - w} ${y - h} ${x} ${y - h} Q${x + w} ${y - h} ${x + w} ${y - h * 0.6} L${x + w} ${y}Z" fill="${fill}"/>`;
  const dome = (x: number, y: number, w: number) =>
    `<path d="M${x - w} ${y} C${x - w * 1.25} ${y - w * 1.1} ${x - w * 0.2} ${y - w * 1.3} ${x} ${y - w * 1.9} C${x + w * 0.2} ${y - w * 1.3} ${x + w * 1.25} ${y - w * 1.1} ${x + w} ${y}Z" fill="${stone}" stroke="#000" stroke-opacity=".1" stroke-width="2"/><path d="M${x} ${y - w * 1.9} L${x} ${y - w * 2.3}" stroke="${c.gold}" stroke-width="4"/>`;
  const windows = [-86, -50, 50, 86].map((x) => cusp(x, 40, 12, 44, c.accent)).join("");
  const towers = r.next() < 0.5 ? [-136, 136] : [];
  const light = (x: number) => `<circle cx="${x}" cy="20" r="5" fill="#ffe39a"/>`;
  return `${shadow(160)}${towers.map((x) => `<rect x="${x - 10}" y="-110" width="20" height="210" fill="${stone}"/>${dome(x, -110, 14)}`).join("")}<rect x="-120" y="-40" width="240" height="140" fill="${stone}"/><rect x="-120" y="-48" width="240" height="10" fill="${c.gold}" opacity=".7"/>${[-84, 84].map((x) => `<rect x="${x - 18}" y="-72" width="36" height="24" fill="${stone}"/>${dome(x, -72, 20)}`).join("")}<rect x="-46" y="-66" width="92" height="26" fill="${stone}"/>${dome(0, -66, 50)}${cusp(0, 100, 30, 100, c.accent)}${cusp(0, 100, 20, 80, "#ffd987")}${windows}${[-86, -50, 50, 86].map(light).join("")}<rect x="-130" y="92" width="260" height="8" fill="${c.gold}" opacity=".6"/>`;
};

const house: Draw = (c, r, mood) => {
  const stone = r.pick(["#e3c48f", "#d9b27c", "#ead3a6"]);
  const pane = mood.night ? "#ffd987" : "#cfe0e8";
  const windows = times(12, (i) => {
    const x = -104 + (i % 6) * 38 + (i % 6 >= 3 ? 16 : 0);
    const y = -30 + Math.floor(i / 6) * 52;
    return `<rect x="${x}" y="${y}" width="22" height="34" fill="${pane}" stroke="${c.light}" stroke-width="3"/><path d="M${x + 11} ${y} L${x + 11} ${y + 34} M${x} ${y + 17} L${x + 22} ${y + 17}" stroke="${c.light}" stroke-width="2"/>`;
  });
  const tree = (x: number) =>
    `<rect x="${x - 5}" y="40" width="10" height="60" fill="#6b4a2b"/><circle cx="${x}" cy="30" r="34" fill="#3f7a44"/><circle cx="${x - 18}" cy="48" r="22" fill="#4d8a4f"/>`;
  return `${shadow(170)}<rect x="-80" y="-100" width="14" height="30" fill="${stone}"/><rect x="66" y="-100" width="14" height="30" fill="${stone}"/><path d="M-134 -50 L-100 -86 L100 -86 L134 -50Z" fill="#5b6170"/><rect x="-126" y="-50" width="252" height="150" fill="${stone}"/>${windows}<path d="M-30 -36 L0 -62 L30 -36Z" fill="${stone}" stroke="#000" stroke-opacity=".15" stroke-width="2"/><rect x="-14" y="40" width="28" height="60" fill="${c.accent}"/>${[-24, 24].map((x) => `<rect x="${x - 4}" y="-34" width="8" height="134" fill="${c.light}"/>`).join("")}${tree(-168)}${tree(172)}`;
};

const couple: Draw = (c, r, mood) => {
  const skin = r.pick(SKIN);
  const silhouette = mood.lake;
  const fill = (colour: string) => (silhouette ? c.ink : colour);
  const water = mood.lake
    ? `<rect x="-320" y="70" width="640" height="60" fill="${c.accent}" opacity=".35"/><path d="M-200 84 L-120 84 M-60 94 L60 94 M110 82 L200 82" stroke="${c.light}" stroke-width="3" opacity=".6"/>`
    : "";
  return `${water}${shadow(90, mood.lake ? 72 : 98)}<g transform="translate(${mood.lake ? 0 : 0} ${mood.lake ? -26 : 0})"><path d="M-46 -30 L-12 -30 L18 98 L-76 98Z" fill="${fill("#b3213a")}"/><path d="M-76 98 L18 98 L15 86 L-73 86Z" fill="${fill(c.gold)}"/><rect x="-42" y="-74" width="26" height="48" rx="8" fill="${fill("#b3213a")}"/><circle cx="-29" cy="-90" r="16" fill="${fill(skin)}"/><path d="M-50 -88 Q-30 -122 -8 -88 L-2 -20 Q-30 -40 -50 -20Z" fill="${fill("#d9415a")}" opacity="${silhouette ? 1 : 0.55}"/><rect x="12" y="-78" width="40" height="118" rx="8" fill="${fill("#f3ead7")}"/><path d="M16 40 L16 98 L28 98 L32 40 M34 40 L38 98 L50 98 L48 40" fill="${fill("#f8f3e8")}"/><circle cx="32" cy="-96" r="16" fill="${fill(skin)}"/><path d="M14 -100 Q32 -130 50 -100 Q32 -106 14 -100Z" fill="${fill(c.accent2)}"/><path d="M12 -40 Q-4 -30 -14 -40" stroke="${fill(skin)}" stroke-width="8" fill="none" stroke-linecap="round"/>${silhouette ? "" : times(5, (i) => `<circle cx="32" cy="${-66 + i * 18}" r="3" fill="${c.gold}"/>`)}</g>`;
};

const path: Draw = (c, r) => {
  const side = (sign: number) =>
    [0, 1, 2, 3]
      .map((i) => {
        const t = i / 3;
        const x = sign * (140 - t * 90);
        const y = 96 - t * 110;
        const s = 1 - t * 0.6;
        return `<circle cx="${n(x)}" cy="${n(y - 20 * s)}" r="${n(26 * s)}" fill="#ffe39a" opacity=".35"/><rect x="${n(x - 8 * s)}" y="${n(y - 32 * s)}" width="${n(16 * s)}" height="${n(26 * s)}" rx="${n(4 * s)}" fill="${c.gold}"/><rect x="${n(x - 5 * s)}" y="${n(y - 27 * s)}" width="${n(10 * s)}" height="${n(16 * s)}" fill="#fff1b8"/>`;
      })
      .join("");
  const arch = times(15, (i) => {
    const a = Math.PI + (i / 14) * Math.PI;
    return flower(Math.cos(a) * 54, -40 + Math.sin(a) * 70, 9, r.pick([c.accent2, c.light]), r);
  });
  return `<path d="M-160 100 L-22 -30 L22 -30 L160 100Z" fill="${c.dark ? c.gold : c.ground}" opacity="${c.dark ? 0.3 : 0.7}"/><path d="M-54 -30 L-54 -40 M54 -30 L54 -40" stroke="${c.gold}" stroke-width="6"/>${arch}${side(-1)}${side(1)}`;
};

export const PLACES = {
  lehenga,
  sherwani,
  car,
  palm,
  mandap,
  henna,
  lanterns,
  marquee,
  palace,
  house,
  couple,
  path,
};
