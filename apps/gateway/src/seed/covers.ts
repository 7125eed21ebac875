import sharp from "sharp";

/** A small deterministic random generator (mulberry32), so seeds give the same output each time. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PALETTES = [
  ["#0f172a", "#1d4ed8", "#38bdf8"],
  ["#1e1b4b", "#7c3aed", "#f0abfc"],
  ["#052e16", "#15803d", "#bef264"],
  ["#431407", "#ea580c", "#fde68a"],
  ["#172554", "#0891b2", "#a5f3fc"],
  ["#3b0764", "#db2777", "#fbcfe8"],
];

/**
 * A cover drawn by the project: a gradient with a network of nodes and hexagons, different for
 * every seed. Made as SVG and rendered to PNG, 800x450 (16:9).
 */
export function coverSvg(seed: number): string {
  const next = random(seed);
  const [dark, mid, light] = PALETTES[seed % PALETTES.length] as [string, string, string];
  const nodes = Array.from({ length: 9 }, () => ({ x: 80 + next() * 1040, y: 60 + next() * 555, r: 6 + next() * 18 }));
  const links = nodes
    .flatMap((a, i) => nodes.slice(i + 1).map((b) => ({ a, b })))
    .filter(({ a, b }) => Math.hypot(a.x - b.x, a.y - b.y) < 420);
  const hexagon = (cx: number, cy: number, r: number) =>
    Array.from({ length: 6 }, (_, k) => {
      const angle = (Math.PI / 3) * k + Math.PI / 6;
      return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
    }).join(" ");
  const hexes = Array.from({ length: 4 }, () => hexagon(next() * 1200, next() * 675, 60 + next() * 140));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>
  ${hexes.map((points) => `<polygon points="${points}" fill="none" stroke="${light}" stroke-opacity="0.25" stroke-width="3"/>`).join("\n  ")}
  ${links.map(({ a, b }) => `<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}" stroke="${light}" stroke-opacity="0.45" stroke-width="2"/>`).join("\n  ")}
  ${nodes.map((n) => `<circle cx="${n.x.toFixed(1)}" cy="${n.y.toFixed(1)}" r="${n.r.toFixed(1)}" fill="${light}" fill-opacity="0.85"/>`).join("\n  ")}
</svg>`;
}

/** The cover as JPEG, 800x450 unless another size is asked (avatars are square). */
export function coverJpeg(seed: number, width = 800, height = 450): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(seed)))
    .resize(width, height, { fit: "cover" })
    .jpeg({ quality: 82 })
    .toBuffer();
}
