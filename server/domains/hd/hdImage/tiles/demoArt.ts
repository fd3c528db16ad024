/**
 * The synthetic pictures of the demo masters (content.md §18 Q14: generated placeholders, no real images):
 * paper or silk grounds with ink-like strokes, seals and frames as SVG, drawn at a small size and scaled
 * up; a woven texture laid over at full size gives the deep zoom something to show. No text: fonts for
 * CJK are not guaranteed on a server.
 */

export type DemoKind = "hanging" | "handscroll" | "album" | "relic" | "western" | "photo" | "book" | "broken";

/** A deterministic pseudo-random sequence for one picture. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Ink mountains: layered ridges of darkening wash, as in a landscape. */
function ridges(w: number, h: number, r: () => number, layers: number): string {
  let out = "";
  for (let l = 0; l < layers; l++) {
    const base = h * (0.35 + (l / layers) * 0.55);
    let d = `M0 ${h} L0 ${base.toFixed(1)}`;
    const steps = 12 + Math.floor(r() * 10);
    for (let s = 1; s <= steps; s++) d += ` L${((w * s) / steps).toFixed(1)} ${(base - r() * h * 0.25).toFixed(1)}`;
    d += ` L${w} ${h} Z`;
    out += `<path d="${d}" fill="#1e1e1e" fill-opacity="${(0.12 + l * 0.1).toFixed(2)}"/>`;
  }
  return out;
}

/** Brush strokes: thick-thin curves in ink. */
function strokes(w: number, h: number, r: () => number, n: number, area = { x: 0, y: 0, w, h }): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = area.x + r() * area.w, y = area.y + r() * area.h;
    const dx = (r() - 0.5) * area.w * 0.3, dy = (r() - 0.2) * area.h * 0.15;
    out += `<path d="M${x.toFixed(1)} ${y.toFixed(1)} q ${(dx / 2).toFixed(1)} ${(-dy).toFixed(1)} ${dx.toFixed(1)} ${dy.toFixed(1)}" stroke="#161616" stroke-opacity="${(0.5 + r() * 0.5).toFixed(2)}" stroke-width="${(1 + r() * Math.min(w, h) * 0.012).toFixed(1)}" stroke-linecap="round" fill="none"/>`;
  }
  return out;
}

/** A red seal: a square with a few white-cut bars. */
function seal(x: number, y: number, s: number): string {
  return `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#b0322a" rx="${s * 0.06}"/>`
    + `<rect x="${x + s * 0.2}" y="${y + s * 0.2}" width="${s * 0.6}" height="${s * 0.12}" fill="#f2e6d0"/>`
    + `<rect x="${x + s * 0.2}" y="${y + s * 0.5}" width="${s * 0.12}" height="${s * 0.3}" fill="#f2e6d0"/>`
    + `<rect x="${x + s * 0.5}" y="${y + s * 0.45}" width="${s * 0.3}" height="${s * 0.12}" fill="#f2e6d0"/>`;
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** The picture of one kind of master at (small) size w × h. */
export function demoSvg(kind: DemoKind, w: number, h: number, seed: number): string {
  const r = rng(seed);
  const m = Math.min(w, h);
  switch (kind) {
    case "hanging": // 立轴: silk in a mounting, mountains rising, a seal low right.
      return svg(w, h, `<rect width="${w}" height="${h}" fill="#cdbb95"/><rect x="${w * 0.06}" y="${h * 0.1}" width="${w * 0.88}" height="${h * 0.8}" fill="#dccaa2"/>`
        + `<g transform="translate(${w * 0.06} ${h * 0.1})">${ridges(w * 0.88, h * 0.8, r, 6)}${strokes(w * 0.88, h * 0.8, r, 40)}</g>${seal(w * 0.8, h * 0.84, m * 0.06)}`);
    case "handscroll": // 手卷: a long band of landscape read right to left.
      return svg(w, h, `<rect width="${w}" height="${h}" fill="#d8c69c"/>${ridges(w, h, r, 5)}${strokes(w, h, r, 160)}${seal(w * 0.02, h * 0.78, m * 0.12)}${seal(w * 0.93, h * 0.1, m * 0.1)}`);
    case "album": // 册页: one leaf, a bird on a branch in a round frame.
      return svg(w, h, `<rect width="${w}" height="${h}" fill="#e4d5b0"/><circle cx="${w / 2}" cy="${h / 2}" r="${m * 0.42}" fill="#efe3c4" stroke="#8a6d3b" stroke-width="${m * 0.01}"/>`
        + `${strokes(w, h, r, 24, { x: w * 0.2, y: h * 0.25, w: w * 0.6, h: h * 0.5 })}<ellipse cx="${w * 0.55}" cy="${h * 0.45}" rx="${m * 0.07}" ry="${m * 0.04}" fill="#2a2a2a"/>${seal(w * 0.78, h * 0.8, m * 0.07)}`);
    case "relic": // 文物: a bronze vessel on a plain studio ground.
      return svg(w, h, `<rect width="${w}" height="${h}" fill="#d9d9d6"/><ellipse cx="${w / 2}" cy="${h * 0.86}" rx="${w * 0.3}" ry="${h * 0.04}" fill="#b7b7b3"/>`
        + `<path d="M${w * 0.28} ${h * 0.3} L${w * 0.72} ${h * 0.3} L${w * 0.68} ${h * 0.75} L${w * 0.32} ${h * 0.75} Z" fill="#4d5b45"/>`
        + `<rect x="${w * 0.3}" y="${h * 0.4}" width="${w * 0.4}" height="${h * 0.08}" fill="#6d7a5c"/>${strokes(w, h, r, 30, { x: w * 0.3, y: h * 0.32, w: w * 0.38, h: h * 0.4 })}`
        + `<rect x="${w * 0.34}" y="${h * 0.75}" width="${w * 0.05}" height="${h * 0.1}" fill="#3f4a39"/><rect x="${w * 0.61}" y="${h * 0.75}" width="${w * 0.05}" height="${h * 0.1}" fill="#3f4a39"/>`);
    case "western": { // 西方油画: sky, field and coloured dabs.
      let dabs = "";
      const colours = ["#d9a441", "#3f6e9a", "#8fb365", "#c4553a", "#f0e2b6"];
      for (let i = 0; i < 220; i++) dabs += `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h).toFixed(1)}" r="${(m * (0.005 + r() * 0.02)).toFixed(1)}" fill="${colours[i % colours.length]}" fill-opacity="0.7"/>`;
      return svg(w, h, `<rect width="${w}" height="${h * 0.55}" fill="#6f93b8"/><rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="#7d8c4a"/>${dabs}<rect width="${w}" height="${h}" fill="none" stroke="#8a6a2f" stroke-width="${m * 0.04}"/>`);
    }
    case "photo": // 照片: a grey-scale architecture study.
      return svg(w, h, `<rect width="${w}" height="${h}" fill="#9a9a9a"/><rect y="${h * 0.65}" width="${w}" height="${h * 0.35}" fill="#6b6b6b"/>`
        + `<path d="M${w * 0.2} ${h * 0.65} L${w * 0.5} ${h * 0.3} L${w * 0.8} ${h * 0.65} Z" fill="#3a3a3a"/><rect x="${w * 0.3}" y="${h * 0.5}" width="${w * 0.4}" height="${h * 0.15}" fill="#2b2b2b"/>`);
    case "book": { // 古籍书页: ruled columns with ink lines for characters.
      let cols = "";
      const n = 10;
      for (let c = 0; c < n; c++) {
        const x = w * 0.1 + ((w * 0.8) / n) * c;
        cols += `<line x1="${x}" y1="${h * 0.08}" x2="${x}" y2="${h * 0.92}" stroke="#8b2f23" stroke-width="${m * 0.003}"/>`;
        for (let g = 0; g < 18; g++) if (r() > 0.15) cols += `<rect x="${x + (w * 0.8) / n * 0.25}" y="${h * 0.1 + g * h * 0.045}" width="${(w * 0.8) / n * 0.5}" height="${h * 0.03}" fill="#1a1a1a" fill-opacity="${(0.6 + r() * 0.4).toFixed(2)}" rx="2"/>`;
      }
      return svg(w, h, `<rect width="${w}" height="${h}" fill="#e8dcbc"/><rect x="${w * 0.08}" y="${h * 0.06}" width="${w * 0.84}" height="${h * 0.88}" fill="none" stroke="#8b2f23" stroke-width="${m * 0.008}"/>${cols}`);
    }
    case "broken":
      return svg(w, h, `<rect width="${w}" height="${h}" fill="#cfc4a8"/>${strokes(w, h, r, 10)}`);
  }
}

/** A 64 px woven texture, laid over the whole master (silk, paper fibre, canvas grain at full zoom). */
export function textureSvg(): string {
  let lines = "";
  for (let i = 0; i < 64; i += 4) {
    lines += `<line x1="0" y1="${i}" x2="64" y2="${i + 1}" stroke="#000" stroke-opacity="0.05"/><line x1="${i}" y1="0" x2="${i + 1}" y2="64" stroke="#fff" stroke-opacity="0.06"/>`;
  }
  return svg(64, 64, lines);
}
