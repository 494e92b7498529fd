#!/usr/bin/env node
/**
 * generate-images.mjs — placeholder imagery for the Altura Consulting site.
 *
 * Why this exists: the build environment has no network access and no real
 * photography yet, so the site's images are rendered here from deterministic
 * SVG compositions (seeded by file name) with the installed `sharp` package.
 * Content staff can replace any file in data/images/ with a real photo of the
 * same name and a similar aspect ratio; nothing else needs to change.
 *
 * Usage: node scripts/generate-images.mjs            (all images)
 *        node scripts/generate-images.mjs og team/  (only paths containing a filter)
 * Re-running is idempotent: same inputs give the same bytes, and files whose
 * bytes would not change are left untouched. No network, no downloads, no
 * randomness beyond a PRNG seeded from each output path.
 * Careful: a full run overwrites every listed file, including any real photo
 * that has replaced a placeholder; pass filters to regenerate selectively.
 * Set DUMP_SVG=/some/dir to also write the source SVGs for inspection.
 */
import { mkdir, writeFile, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "data", "images");

/* ------------------------------------------------------------------ palette */

const C = {
  navy: "#0B1F3A",
  ink: "#102A4C",
  blue: "#1D4ED8",
  teal: "#0F766E",
  amber: "#F59E0B",
  paper: "#F8F5EF",
  slate: "#475569",
  black: "#000000",
  white: "#FFFFFF",
};

const FONT = "Liberation Sans, DejaVu Sans, sans-serif";

/* ------------------------------------------------------ deterministic random */

function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i += 1) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRng(key) {
  const seed = fnv1a(key);
  const next = mulberry32(seed);
  return {
    seed,
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
}

/* ------------------------------------------------------------- svg helpers */

/** Compact, deterministic number formatting for SVG attributes. */
const n = (v) => {
  const s = (Math.round(v * 10) / 10).toFixed(1);
  return s.endsWith(".0") ? s.slice(0, -2) : s;
};

function hexToRgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two hex colours, t in [0, 1]. */
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return `#${A.map((v, i) =>
    Math.round(v + (B[i] - v) * t)
      .toString(16)
      .padStart(2, "0"),
  ).join("")}`;
}

const stops = (list) => list.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? "" : ` stop-opacity="${a}"`}/>`).join("");

/** Linear gradient in bounding-box units: [x1, y1, x2, y2]. */
const linear = (id, [x1, y1, x2, y2], list) =>
  `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;

/** Linear gradient in user-space units (safe for lines and shared fills). */
const linearUser = (id, [x1, y1, x2, y2], list) =>
  `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;

const radial = (id, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = {}, list) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;

const blurFilter = (id, sd) =>
  // user-space region larger than any canvas, so big blurs never get clipped to a box
  `<filter id="${id}" filterUnits="userSpaceOnUse" x="-1200" y="-1200" width="3600" height="3400" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** Very fine monochrome grain, blended softly so it adds texture but little JPEG weight. */
const grainFilter = (id, seed, freq = 0.9) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
  `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="1" seed="${seed % 1000}" stitchTiles="stitch"/>` +
  `<feColorMatrix type="saturate" values="0"/></filter>`;

const circle = (cx, cy, r, attrs = "") => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
const ellipse = (cx, cy, rx, ry, attrs = "") => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;
const rect = (x, y, w, h, attrs = "") => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
const poly = (pts, attrs = "") => `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" ${attrs}/>`;
const polyline = (pts, attrs = "") => `<polyline points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="none" ${attrs}/>`;

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
function smoothPath(pts, tension = 1) {
  if (pts.length < 2) return "";
  let d = `M${n(pts[0][0])},${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += ` C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

/**
 * Soft round glow: an ellipse filled with a radial gradient that fades to
 * transparent. Used instead of large Gaussian blurs, which librsvg
 * approximates with box blurs that turn big circles into rounded squares.
 */
const usedGlows = new Map();
function glow(cx, cy, rx, ry, color, opacity = 1) {
  const id = `glow-${color.slice(1).toLowerCase()}`;
  usedGlows.set(id, color);
  return ellipse(cx, cy, rx, ry, `fill="url(#${id})" opacity="${n(opacity * 100) / 100}"`);
}

function glowDefs() {
  const out = [...usedGlows.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, color]) =>
      radial(id, {}, [
        [0, color, 1],
        [0.3, color, 0.8],
        [0.55, color, 0.42],
        [0.8, color, 0.12],
        [1, color, 0],
      ]),
    );
  usedGlows.clear();
  return out.join("");
}

function doc(w, h, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs.join("")}${glowDefs()}</defs>${body.join("")}</svg>`
  );
}

/* ------------------------------------------------------ shared layer recipes */

/** Large, heavily blurred colour fields. */
function blobs(r, w, h, colors, { count = 4, min = 0.18, max = 0.38, opacity = [0.3, 0.55], area } = {}) {
  const out = [];
  const [ax, ay, aw, ah] = area || [0, 0, w, h];
  for (let i = 0; i < count; i += 1) {
    const color = colors[i % colors.length];
    const rad = r.range(min, max) * Math.max(w, h);
    const x = ax + r.range(0, aw);
    const y = ay + r.range(0, ah);
    out.push(glow(x, y, rad * 1.5, rad * 1.5, color, r.range(...opacity)));
  }
  return `<g>${out.join("")}</g>`;
}

/** A soft diagonal band of light crossing the frame. */
function lightBand(r, w, h, id, { opacity = 0.08, color = C.paper } = {}) {
  const angle = r.range(-38, -22);
  const thickness = r.range(0.18, 0.32) * h;
  const offset = r.range(-0.25, 0.15) * h;
  return {
    defs: linear(
      id,
      [0, 0, 0, 1],
      [
        [0, color, 0],
        [0.5, color, opacity],
        [1, color, 0],
      ],
    ),
    body: `<g transform="rotate(${n(angle)} ${w / 2} ${h / 2})">${rect(-w, h / 2 + offset - thickness / 2, w * 3, thickness, `fill="url(#${id})"`)}</g>`,
  };
}

/** Horizontal band of mist: a full-width rect with a soft vertical fade. */
function mistBand(id, w, y, thickness, opacity, color = C.paper) {
  return {
    defs: linear(
      id,
      [0, 0, 0, 1],
      [
        [0, color, 0],
        [0.5, color, opacity],
        [1, color, 0],
      ],
    ),
    body: rect(0, y - thickness / 2, w, thickness, `fill="url(#${id})"`),
  };
}

/** Edge darkening for depth. */
function vignette(w, h, id, strength = 0.55, color = C.navy) {
  return {
    defs: radial(id, { cx: 0.5, cy: 0.48, r: 0.75 }, [
      [0.45, color, 0],
      [1, color, strength],
    ]),
    body: rect(0, 0, w, h, `fill="url(#${id})"`),
  };
}

function grain(w, h, r, opacity = 0.05) {
  return {
    defs: grainFilter("fGrain", r.seed),
    body: rect(0, 0, w, h, `filter="url(#fGrain)" opacity="${opacity}" style="mix-blend-mode:soft-light"`),
  };
}

/** Fine line grid, optionally fading out via a mask gradient. */
function lineGrid(w, h, step, id, { color = C.paper, opacity = 0.06, width = 1 } = {}) {
  return {
    defs:
      `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse">` +
      `<path d="M${step} 0H0V${step}" fill="none" stroke="${color}" stroke-width="${width}"/></pattern>`,
    body: rect(0, 0, w, h, `fill="url(#${id})" opacity="${opacity}"`),
  };
}

/**
 * Mountain ridge as an array of points. Peaks are raised-cosine (smooth) or
 * triangular (sharp) bumps combined with max(), plus midpoint-displacement
 * detail for a natural silhouette.
 */
function ridge(r, w, { base, amp, peaks = 5, widths = [0.12, 0.3], detail = 14, roughness = 0.55, sharp = false, sides = 0, step = 6 }) {
  const P = Array.from({ length: peaks }, () => ({
    x: r.range(-0.1 * w, 1.1 * w),
    hgt: r.range(0.45, 1) * amp,
    wid: r.range(widths[0], widths[1]) * w,
  }));
  // midpoint displacement detail
  const size = 257;
  const md = new Array(size).fill(0);
  md[0] = r.range(-1, 1);
  md[size - 1] = r.range(-1, 1);
  let span = size - 1;
  let disp = 1;
  while (span > 1) {
    const half = span / 2;
    for (let i = half; i < size; i += span) {
      md[i] = (md[i - half] + md[i + half]) / 2 + r.range(-disp, disp);
    }
    span = half;
    disp *= roughness;
  }
  const pts = [];
  for (let x = 0; x <= w + step; x += step) {
    let y = 0;
    for (const p of P) {
      const d = Math.abs(x - p.x) / p.wid;
      if (d < 1) {
        const v = sharp ? p.hgt * (1 - d) ** 1.15 : p.hgt * 0.5 * (1 + Math.cos(Math.PI * d));
        y = Math.max(y, v);
      }
    }
    const t = Math.min(1, x / w);
    y += sides * amp * (2 * t - 1) ** 2;
    y += md[Math.round(t * (size - 1))] * detail;
    pts.push([Math.min(x, w), base - y]);
  }
  return pts;
}

const ridgeFill = (pts, bottom, w) => `M0,${n(bottom)} L${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" L")} L${n(w)},${n(bottom)} Z`;

/* --------------------------------------------------------------- portraits */

function portrait(key, w, h) {
  const r = makeRng(key);
  const schemes = [
    { a: C.ink, b: C.navy, glow: [C.blue, C.teal, C.blue], accent: C.amber, tint: C.blue },
    { a: mix(C.teal, C.navy, 0.3), b: C.navy, glow: [C.teal, C.blue, C.teal], accent: C.amber, tint: C.teal },
    { a: mix(C.slate, C.ink, 0.2), b: C.navy, glow: [C.slate, C.blue, C.amber], accent: C.amber, tint: C.slate },
    { a: mix(C.blue, C.navy, 0.45), b: C.navy, glow: [C.blue, C.ink, C.teal], accent: C.amber, tint: C.blue },
  ];
  const s = schemes[r.int(0, schemes.length - 1)];
  const defs = [];
  const body = [];

  const gx = r.range(0, 0.4);
  defs.push(
    linear(
      "bg",
      [gx, 0, 1 - gx, 1],
      [
        [0, s.a],
        [1, s.b],
      ],
    ),
  );
  defs.push(blurFilter("bGlow", 34));
  defs.push(blurFilter("bSoft", 1.1));
  defs.push(blurFilter("bChin", 14));
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));
  body.push(blobs(r, w, h, s.glow, { count: 3, min: 0.22, max: 0.36, opacity: [0.35, 0.6] }));
  body.push(glow(r.range(0.1, 0.9) * w, r.range(0.05, 0.35) * h, w * 0.22, w * 0.22, s.accent, 0.22));

  const band = lightBand(r, w, h, "band", { opacity: 0.07 });
  defs.push(band.defs);
  body.push(band.body);

  // head + shoulders bust
  const cx = w / 2 + r.range(-0.015, 0.015) * w;
  const headR = r.range(0.128, 0.14) * w;
  const cy = h * r.range(0.385, 0.405);
  const hw = w * r.range(0.29, 0.32); // half shoulder width
  const nw = headR * r.range(0.5, 0.55); // half neck width
  const neckTop = cy + headR * 0.6;
  const nb = cy + headR * r.range(1.3, 1.38); // neck base
  const light = mix(C.paper, s.tint, 0.12);

  // halo rings
  const rings = [1.5, 2.05, 2.7].map((k, i) =>
    circle(cx, cy, headR * k, `fill="none" stroke="${C.paper}" stroke-width="1.4" opacity="${[0.09, 0.06, 0.04][i]}"`),
  );
  body.push(`<g>${rings.join("")}</g>`);

  // left contour, top to bottom, as [dx, y] with dx measured outward from cx
  const p0 = [nw, neckTop];
  const p1 = [nw * 1.03, nb - headR * 0.3];
  const seg2 = [
    [nw * 1.08, nb - headR * 0.02],
    [nw + headR * 0.3, nb + headR * 0.16],
    [hw * 0.66, nb + headR * 0.28],
  ];
  const seg3 = [
    [hw * 0.9, nb + headR * 0.36],
    [hw * 1.0, nb + headR * 0.7],
    [hw * 1.03, nb + headR * 1.3],
  ];
  const p4 = [hw * 1.08, h + 4];
  const P = (sg, [dx, y]) => `${n(cx + sg * dx)},${n(y)}`;
  const torso =
    `M${P(-1, p0)} L${P(-1, p1)} C${seg2.map((q) => P(-1, q)).join(" ")} C${seg3.map((q) => P(-1, q)).join(" ")} L${P(-1, p4)} ` +
    `L${P(1, p4)} L${P(1, seg3[2])} C${P(1, seg3[1])} ${P(1, seg3[0])} ${P(1, seg2[2])} ` +
    `C${P(1, seg2[1])} ${P(1, seg2[0])} ${P(1, p1)} L${P(1, p0)} Z`;
  const shape = `${ellipse(cx, cy, headR * 0.9, headR * 1.03)}<path d="${torso}"/>`;

  defs.push(`<mask id="bust" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><g fill="#fff" filter="url(#bSoft)">${shape}</g></mask>`);
  defs.push(
    linearUser(
      "sil",
      [0, cy - headR, 0, h],
      [
        [0, light, 0.92],
        [0.5, light, 0.78],
        [1, light, 0.42],
      ],
    ),
  );
  const lightFromLeft = r.chance(0.5);
  defs.push(
    linearUser(
      "shade",
      [cx - hw, 0, cx + hw, 0],
      [
        [0, lightFromLeft ? C.white : C.ink, lightFromLeft ? 0.16 : 0.26],
        [0.42, lightFromLeft ? C.white : C.ink, 0],
        [0.58, lightFromLeft ? C.ink : C.white, 0],
        [1, lightFromLeft ? C.ink : C.white, lightFromLeft ? 0.26 : 0.16],
      ],
    ),
  );
  body.push(`<g fill="${C.paper}" opacity="0.14" filter="url(#bGlow)">${shape}</g>`);
  body.push(
    `<g mask="url(#bust)">${rect(0, 0, w, h, 'fill="url(#sil)"')}${rect(0, 0, w, h, 'fill="url(#shade)"')}` +
      // soft shadow under the chin
      `${ellipse(cx, cy + headR * 1.12, headR * 0.62, headR * 0.26, `fill="${C.ink}" opacity="0.22" filter="url(#bChin)"`)}</g>`,
  );

  const vig = vignette(w, h, "vig", 0.5);
  defs.push(vig.defs);
  body.push(vig.body);
  const gr = grain(w, h, r, 0.35);
  defs.push(gr.defs);
  body.push(gr.body);
  return doc(w, h, defs, body);
}

/* ------------------------------------------------------------------ events */

function finish(r, w, h, defs, body, { vig = 0.5, grainAmt = 0.3 } = {}) {
  const v = vignette(w, h, "vig", vig);
  defs.push(v.defs);
  body.push(v.body);
  if (grainAmt > 0) {
    const g = grain(w, h, r, grainAmt);
    defs.push(g.defs);
    body.push(g.body);
  }
  return doc(w, h, defs, body);
}

function audienceRow(r, w, y, headR, color, spacing) {
  const out = [];
  let x = -r.range(0, spacing);
  while (x < w + spacing) {
    const hr = headR * r.range(0.88, 1.1);
    const hy = y + r.range(-headR * 0.25, headR * 0.25);
    out.push(circle(x, hy, hr));
    out.push(ellipse(x, hy + hr * 2.25, hr * 2.1, hr * 1.45));
    x += spacing * r.range(0.85, 1.2);
  }
  return `<g fill="${color}">${out.join("")}</g>`;
}

function sceneStage(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  const floorY = h * 0.7;
  defs.push(
    linear(
      "bg",
      [0, 0, 0, 1],
      [
        [0, mix(C.navy, C.black, 0.35)],
        [0.7, C.navy],
        [1, mix(C.navy, C.black, 0.45)],
      ],
    ),
  );
  defs.push(blurFilter("bBeam", 12));
  defs.push(blurFilter("bGlow", 40));
  defs.push(blurFilter("bSoft", 2));
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));
  body.push(glow(w / 2, h * 0.35, w * 0.675, h * 0.45, C.blue, 0.35));

  // LED screen
  const sw = w * 0.46;
  const sh = sw * 0.5;
  const sx = (w - sw) / 2;
  const sy = floorY - sh - h * 0.1;
  defs.push(
    linear(
      "screen",
      [0, 0, 1, 1],
      [
        [0, mix(C.blue, C.navy, 0.15)],
        [0.6, mix(C.blue, C.teal, 0.55)],
        [1, C.teal],
      ],
    ),
  );
  body.push(rect(sx - 30, sy - 30, sw + 60, sh + 60, `fill="${C.blue}" opacity="0.55" filter="url(#bGlow)"`));
  body.push(rect(sx, sy, sw, sh, 'rx="4" fill="url(#screen)"'));
  // abstract content on the screen: a soft rising line and a few bars
  const pts = Array.from({ length: 7 }, (_, i) => [sx + sw * (0.1 + i * 0.13), sy + sh * (0.78 - i * 0.09 + r.range(-0.05, 0.05))]);
  body.push(`<path d="${smoothPath(pts)}" fill="none" stroke="${C.paper}" stroke-width="4" stroke-linecap="round" opacity="0.75"/>`);
  body.push(circle(pts[6][0], pts[6][1], 8, `fill="${C.amber}"`));
  body.push(rect(sx + sw * 0.1, sy + sh * 0.13, sw * 0.28, 10, `rx="5" fill="${C.paper}" opacity="0.55"`));
  body.push(rect(sx + sw * 0.1, sy + sh * 0.13 + 22, sw * 0.18, 8, `rx="4" fill="${C.paper}" opacity="0.3"`));

  // LED columns
  for (const side of [-1, 1]) {
    const cx = w / 2 + side * (sw / 2 + w * 0.1);
    body.push(rect(cx - 9, sy - 20, 18, floorY - sy + 20, `fill="${C.paper}" opacity="0.35" filter="url(#bGlow)"`));
    body.push(rect(cx - 4, sy - 20, 8, floorY - sy + 20, `rx="4" fill="${mix(C.paper, C.blue, 0.2)}" opacity="0.7"`));
  }

  // stage floor
  defs.push(
    linear(
      "floor",
      [0, 0, 0, 1],
      [
        [0, mix(C.ink, C.blue, 0.25)],
        [1, C.navy],
      ],
    ),
  );
  body.push(
    poly(
      [
        [w * 0.12, floorY],
        [w * 0.88, floorY],
        [w * 1.02, floorY + h * 0.08],
        [-w * 0.02, floorY + h * 0.08],
      ],
      'fill="url(#floor)"',
    ),
  );
  body.push(rect(w * 0.12, floorY - 1, w * 0.76, 2, `fill="${C.amber}" opacity="0.5"`));
  body.push(ellipse(w / 2, floorY + h * 0.03, sw * 0.45, h * 0.025, `fill="${C.blue}" opacity="0.45" filter="url(#bGlow)"`));

  // light beams
  const beams = [];
  const lights = 6;
  for (let i = 0; i < lights; i += 1) {
    const lx = w * (0.08 + (0.84 * i) / (lights - 1)) + r.range(-20, 20);
    const tx = lx + (w / 2 - lx) * r.range(0.3, 0.7) + r.range(-60, 60);
    const spread = r.range(60, 130);
    const id = `beam${i}`;
    const col = i % 3 === 1 ? mix(C.amber, C.paper, 0.4) : C.paper;
    defs.push(
      linearUser(
        id,
        [lx, 0, tx, floorY],
        [
          [0, col, 0.42],
          [0.6, col, 0.1],
          [1, col, 0],
        ],
      ),
    );
    beams.push(
      poly(
        [
          [lx - 6, -10],
          [lx + 6, -10],
          [tx + spread, floorY + 20],
          [tx - spread, floorY + 20],
        ],
        `fill="url(#${id})"`,
      ),
    );
    body.push(circle(lx, 4, 16, `fill="${C.paper}" opacity="0.8" filter="url(#bSoft)"`));
  }
  body.push(`<g filter="url(#bBeam)" style="mix-blend-mode:screen">${beams.join("")}</g>`);

  // haze
  body.push(blobs(r, w, h * 0.6, [C.paper], { count: 3, min: 0.12, max: 0.2, opacity: [0.04, 0.08] }));

  // audience in the foreground, against a faint haze so the silhouettes read
  body.push(glow(w / 2, h * 0.86, w * 0.75, h * 0.2, mix(C.blue, C.slate, 0.4), 0.35));
  const aud = mix(C.navy, C.black, 0.55);
  body.push(`<g opacity="0.9">${audienceRow(r, w, h * 0.83, 17, mix(C.navy, C.black, 0.3), 62)}</g>`);
  body.push(audienceRow(r, w, h * 0.9, 24, mix(C.navy, C.black, 0.45), 84));
  body.push(audienceRow(r, w, h * 0.98, 32, aud, 112));

  return finish(r, w, h, defs, body, { vig: 0.45, grainAmt: 0.3 });
}

function sceneLake(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  const H = h * 0.6;
  defs.push(
    linear(
      "sky",
      [0, 0, 0, 1],
      [
        [0, C.ink],
        [0.45, mix(C.blue, C.slate, 0.55)],
        [0.85, mix(C.paper, C.slate, 0.25)],
        [1, mix(C.paper, C.amber, 0.18)],
      ],
    ),
  );
  defs.push(blurFilter("bMist", 18));
  defs.push(blurFilter("bRefl", 5));
  body.push(rect(0, 0, w, H + 2, 'fill="url(#sky)"'));
  const sunX = r.range(0.35, 0.65) * w;
  body.push(glow(sunX, H - 30, 255, 255, C.amber, 0.35));
  body.push(circle(sunX, H - 55, 26, `fill="${mix(C.paper, C.amber, 0.25)}" opacity="0.85" filter="url(#bMist)"`));

  const layers = [
    { base: H - 2, amp: h * 0.36, peaks: 6, sides: 0.25, color: mix(C.slate, C.paper, 0.42), detail: 16, roughness: 0.62 },
    { base: H + 2, amp: h * 0.27, peaks: 5, sides: 0.55, color: mix(C.slate, C.ink, 0.35), detail: 18, roughness: 0.62 },
    { base: H + 3, amp: h * 0.2, peaks: 4, sides: 0.9, color: mix(C.ink, C.slate, 0.3), detail: 12, roughness: 0.62 },
  ];
  const mountains = [];
  layers.forEach((L, i) => {
    const pts = ridge(r, w, { ...L, widths: [0.14, 0.32] });
    mountains.push(`<path d="${ridgeFill(pts, H + 4, w)}" fill="${L.color}"/>`);
    if (i < 2) {
      const m = mistBand(`mist${i}`, w, H - 8 - i * 4, 44, 0.22);
      defs.push(m.defs);
      mountains.push(m.body);
    }
  });
  body.push(`<g>${mountains.join("")}</g>`);

  // lake
  defs.push(
    linear(
      "lake",
      [0, 0, 0, 1],
      [
        [0, mix(C.slate, C.paper, 0.3)],
        [0.25, mix(C.ink, C.blue, 0.3)],
        [1, C.navy],
      ],
    ),
  );
  body.push(rect(0, H, w, h - H, 'fill="url(#lake)"'));
  defs.push(`<clipPath id="lakeClip">${rect(0, H, w, h - H)}</clipPath>`);
  // reflections fade out with distance from the shoreline
  defs.push(
    linearUser(
      "reflFade",
      [0, H, 0, h],
      [
        [0, C.white, 1],
        [0.55, C.white, 0.35],
        [1, C.white, 0],
      ],
    ),
  );
  defs.push(`<mask id="reflMask" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}">${rect(0, H, w, h - H, 'fill="url(#reflFade)"')}</mask>`);
  body.push(
    `<g clip-path="url(#lakeClip)" mask="url(#reflMask)"><g transform="translate(0 ${n(H * 1.85 + 4)}) scale(1 -0.85)" opacity="0.34" filter="url(#bRefl)">${mountains
      .filter((m) => m.startsWith("<path"))
      .join("")}</g></g>`,
  );
  // shimmer
  const shimmer = [];
  for (let i = 0; i < 46; i += 1) {
    const t = r.next();
    const y = H + 6 + t * t * (h - H);
    const x = sunX + r.range(-1, 1) * (60 + t * 260);
    const len = r.range(20, 120) * (0.5 + t);
    shimmer.push(rect(x - len / 2, y, len, 1.6 + t * 1.6, `rx="1" opacity="${n((0.5 - t * 0.35) * r.range(0.4, 1) * 100) / 100}"`));
  }
  body.push(`<g fill="${mix(C.paper, C.amber, 0.35)}">${shimmer.join("")}</g>`);
  body.push(rect(0, H - 1, w, 2, `fill="${C.paper}" opacity="0.25"`));

  const band = lightBand(r, w, h, "band", { opacity: 0.06 });
  defs.push(band.defs);
  body.push(band.body);
  return finish(r, w, h, defs, body, { vig: 0.4, grainAmt: 0.25 });
}

function sceneCoast(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  const H = h * 0.64;
  defs.push(
    linear(
      "sky",
      [0, 0, 0, 1],
      [
        [0, C.navy],
        [0.35, mix(C.ink, C.slate, 0.45)],
        [0.7, mix(C.slate, C.amber, 0.55)],
        [0.92, mix(C.amber, C.paper, 0.3)],
        [1, mix(C.amber, C.paper, 0.45)],
      ],
    ),
  );
  defs.push(blurFilter("bCloud", 10));
  defs.push(blurFilter("bSoft", 2.5));
  defs.push(blurFilter("bLight", 3));
  body.push(rect(0, 0, w, H + 2, 'fill="url(#sky)"'));

  const sunX = w * r.range(0.6, 0.72);
  body.push(glow(sunX, H - 10, 330, 330, C.amber, 0.45));
  body.push(circle(sunX, H - 34, 44, `fill="${mix(C.paper, C.amber, 0.35)}" filter="url(#bSoft)"`));

  // long thin clouds
  const clouds = [];
  for (let i = 0; i < 7; i += 1) {
    const y = H * r.range(0.35, 0.85);
    clouds.push(ellipse(r.range(0.1, 1) * w, y, r.range(90, 260), r.range(3, 8), `opacity="${n(r.range(0.18, 0.38) * 100) / 100}"`));
  }
  body.push(`<g fill="${mix(C.amber, C.paper, 0.55)}" filter="url(#bCloud)">${clouds.join("")}</g>`);

  // sea
  defs.push(
    linear(
      "sea",
      [0, 0, 0, 1],
      [
        [0, mix(C.slate, C.amber, 0.3)],
        [0.3, mix(C.ink, C.slate, 0.4)],
        [1, C.navy],
      ],
    ),
  );
  body.push(rect(0, H, w, h - H, 'fill="url(#sea)"'));
  const glints = [];
  for (let i = 0; i < 70; i += 1) {
    const t = r.next();
    const y = H + 3 + t * t * (h - H);
    const x = sunX + r.range(-1, 1) * (30 + t * 200);
    const len = r.range(16, 90) * (0.5 + t * 1.4);
    glints.push(rect(x - len / 2, y, len, 1.4 + t * 2, `rx="1" opacity="${n((0.75 - t * 0.55) * r.range(0.35, 1) * 100) / 100}"`));
  }
  body.push(`<g fill="${mix(C.amber, C.paper, 0.4)}">${glints.join("")}</g>`);

  // cliffs (left), layered with atmospheric perspective
  const cliff = (extent, height, color, detail) => {
    const pts = [];
    const md = ridge(r, w, { base: 0, amp: 0, peaks: 0, detail, roughness: 0.6 });
    for (let i = 0; i < md.length; i += 1) {
      const x = md[i][0];
      if (x > extent) break;
      const t = x / extent;
      const y = H - height * (1 - t ** 1.7) * (0.9 + 0.1 * Math.sin(t * 9)) + md[i][1];
      pts.push([x, Math.min(H + 2, y)]);
    }
    pts.push([extent, H + 2]);
    return `<path d="M0,${n(H + 4)} L${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" L")} Z" fill="${color}"/>`;
  };
  body.push(cliff(w * 0.62, h * 0.3, mix(C.slate, C.amber, 0.18), 10));
  body.push(cliff(w * 0.44, h * 0.42, mix(C.ink, C.slate, 0.35), 14));
  // distant headland on the right
  body.push(
    `<path d="M${n(w * 0.86)},${n(H + 2)} C${n(w * 0.9)},${n(H - 26)} ${n(w * 0.96)},${n(H - 34)} ${w},${n(H - 30)} L${w},${n(H + 2)} Z" fill="${mix(C.slate, C.amber, 0.3)}" opacity="0.8"/>`,
  );
  // village lights on the near cliff
  const lights = [];
  for (let i = 0; i < 34; i += 1) {
    const x = w * r.range(0.08, 0.34);
    const t = x / (w * 0.44);
    const top = H - h * 0.42 * (1 - t ** 1.7) * 0.9;
    const y = r.range(top + 30, H - 6);
    lights.push(circle(x, y, r.range(1.2, 2.4)));
  }
  body.push(`<g fill="${C.amber}" filter="url(#bLight)" opacity="0.9">${lights.join("")}</g>`);
  body.push(`<g fill="${mix(C.amber, C.paper, 0.5)}">${lights.join("")}</g>`);
  body.push(rect(0, H - 1, w, 2, `fill="${C.paper}" opacity="0.18"`));
  return finish(r, w, h, defs, body, { vig: 0.45, grainAmt: 0.25 });
}

function bokehField(r, w, h, colors, { count = 60, area, sizes = [8, 80], opacity = [0.08, 0.45] } = {}) {
  const [ax, ay, aw, ah] = area || [0, 0, w, h];
  const layers = { far: [], mid: [], near: [] };
  for (let i = 0; i < count; i += 1) {
    const t = r.next();
    const rad = sizes[0] + (sizes[1] - sizes[0]) * t * t;
    const layer = rad < 22 ? "far" : rad < 48 ? "mid" : "near";
    const col = r.pick(colors);
    const op = n(r.range(...opacity) * (layer === "near" ? 0.7 : 1) * 100) / 100;
    const x = ax + r.range(0, aw);
    const y = ay + r.range(0, ah);
    layers[layer].push(circle(x, y, rad, `fill="${col}" opacity="${op}"`));
    if (layer !== "far" && r.chance(0.5)) {
      layers[layer].push(circle(x, y, rad * 0.96, `fill="none" stroke="${C.paper}" stroke-width="1.5" opacity="${n(op * 0.6 * 100) / 100}"`));
    }
  }
  return (
    `<g filter="url(#bFar)">${layers.far.join("")}</g>` +
    `<g filter="url(#bMid)">${layers.mid.join("")}</g>` +
    `<g filter="url(#bNear)">${layers.near.join("")}</g>`
  );
}

function sceneGala(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  defs.push(
    linear(
      "bg",
      [0.2, 0, 0.8, 1],
      [
        [0, mix(C.navy, C.black, 0.3)],
        [0.6, C.ink],
        [1, mix(C.navy, C.amber, 0.12)],
      ],
    ),
  );
  defs.push(blurFilter("bFar", 1.5));
  defs.push(blurFilter("bMid", 4));
  defs.push(blurFilter("bNear", 9));
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));
  body.push(blobs(r, w, h, [C.amber, C.blue, mix(C.amber, C.paper, 0.3)], { count: 3, min: 0.2, max: 0.3, opacity: [0.18, 0.32] }));
  const band = lightBand(r, w, h, "band", { opacity: 0.08, color: mix(C.paper, C.amber, 0.3) });
  defs.push(band.defs);
  body.push(band.body);
  body.push(
    bokehField(r, w, h, [C.amber, mix(C.amber, C.paper, 0.5), C.paper, mix(C.blue, C.paper, 0.35)], {
      count: 85,
      sizes: [5, 95],
      opacity: [0.12, 0.55],
    }),
  );
  return finish(r, w, h, defs, body, { vig: 0.55, grainAmt: 0.3 });
}

function sceneAperitivo(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  defs.push(
    linear(
      "bg",
      [0, 0, 0, 1],
      [
        [0, C.navy],
        [0.45, mix(C.ink, C.slate, 0.35)],
        [0.8, mix(C.slate, C.amber, 0.32)],
        [1, mix(C.amber, C.navy, 0.55)],
      ],
    ),
  );
  defs.push(blurFilter("bFar", 2));
  defs.push(blurFilter("bMid", 5));
  defs.push(blurFilter("bNear", 11));
  defs.push(blurFilter("bBulb", 7));
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));
  body.push(glow(w * 0.5, h * 0.95, w * 0.9, h * 0.375, C.amber, 0.26));
  // a low horizon of distant, warm city lights
  const city = [];
  for (let i = 0; i < 90; i += 1) {
    city.push(circle(r.range(0, w), h * r.range(0.6, 0.66), r.range(0.8, 1.8)));
  }
  body.push(`<g fill="${mix(C.amber, C.paper, 0.4)}" opacity="0.7" filter="url(#bFar)">${city.join("")}</g>`);
  body.push(
    bokehField(r, w, h, [C.amber, mix(C.amber, C.paper, 0.45), mix(C.amber, "#e2553a", 0.25)], {
      count: 70,
      area: [0, h * 0.35, w, h * 0.7],
      sizes: [4, 70],
      opacity: [0.15, 0.55],
    }),
  );

  // string lights at three depths: catenaries across the frame with glowing bulbs
  const depths = [
    { y1: h * r.range(0.1, 0.14), y2: h * r.range(0.06, 0.1), sag: h * 0.09, scale: 0.6, every: 2, blur: "bFar", op: 0.55 },
    { y1: h * r.range(0.16, 0.2), y2: h * r.range(0.2, 0.24), sag: h * 0.13, scale: 0.85, every: 3, blur: null, op: 0.85 },
    { y1: h * r.range(0.02, 0.05), y2: h * r.range(0.0, 0.03), sag: h * 0.26, scale: 1.5, every: 5, blur: "bMid", op: 0.9 },
  ];
  for (const d of depths) {
    const steps = 80;
    const pts = [];
    for (let i = 0; i <= steps; i += 1) {
      const t = i / steps;
      pts.push([-30 + (w + 60) * t, d.y1 + (d.y2 - d.y1) * t + d.sag * 4 * t * (1 - t)]);
    }
    const glows = [];
    const bulbs = [];
    for (let i = 1; i < steps; i += d.every) {
      const [x, y] = pts[i];
      const drop = 6 * d.scale;
      glows.push(circle(x, y + drop, 16 * d.scale));
      bulbs.push(circle(x, y + drop, 3.6 * d.scale));
    }
    const f = d.blur ? ` filter="url(#${d.blur})"` : "";
    body.push(
      `<g opacity="${d.op}"${f}>` +
        `<path d="${smoothPath(pts)}" fill="none" stroke="${mix(C.navy, C.black, 0.4)}" stroke-width="${n(1.6 * d.scale)}" opacity="0.7"/>` +
        `<g fill="${C.amber}" opacity="0.5" filter="url(#bBulb)">${glows.join("")}</g>` +
        `<g fill="${mix(C.paper, C.amber, 0.25)}">${bulbs.join("")}</g></g>`,
    );
  }

  return finish(r, w, h, defs, body, { vig: 0.45, grainAmt: 0.3 });
}

function perspectiveGrid(w, h, vx, vy, { rows = 14, cols = 26, bottom = h, flip = false } = {}) {
  const lines = [];
  const sign = flip ? -1 : 1;
  const depth = Math.abs(bottom - vy);
  for (let i = 1; i <= rows; i += 1) {
    const t = (i / rows) ** 2.2;
    const y = vy + sign * depth * t;
    lines.push(`M${-w * 0.5},${n(y)}H${w * 1.5}`);
  }
  for (let i = -cols / 2; i <= cols / 2; i += 1) {
    const bx = vx + i * (w * 0.16);
    lines.push(`M${n(vx)},${n(vy)}L${n(bx)},${n(bottom)}`);
  }
  return lines.join("");
}

function sceneSummit(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  const vx = w / 2;
  const vy = h * 0.5;
  defs.push(
    linear(
      "bg",
      [0, 0, 0, 1],
      [
        [0, mix(C.navy, C.black, 0.4)],
        [0.5, C.ink],
        [1, mix(C.navy, C.black, 0.35)],
      ],
    ),
  );
  defs.push(blurFilter("bGlow", 14));
  defs.push(blurFilter("bSoft", 2));
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));
  body.push(glow(vx, vy, w * 0.75, h * 0.24, C.blue, 0.6));
  body.push(glow(vx, vy, w * 0.375, h * 0.09, C.teal, 0.6));

  defs.push(
    linearUser(
      "gFloor",
      [0, vy, 0, h],
      [
        [0, mix(C.blue, C.paper, 0.4), 0.05],
        [0.4, mix(C.blue, C.paper, 0.4), 0.5],
        [1, mix(C.blue, C.paper, 0.5), 0.7],
      ],
    ),
  );
  defs.push(
    linearUser(
      "gCeil",
      [0, vy, 0, 0],
      [
        [0, mix(C.blue, C.paper, 0.4), 0.03],
        [1, mix(C.blue, C.paper, 0.4), 0.35],
      ],
    ),
  );
  body.push(`<path d="${perspectiveGrid(w, h, vx, vy, { rows: 13, cols: 30, bottom: h })}" stroke="url(#gFloor)" stroke-width="1.3" fill="none"/>`);
  body.push(`<path d="${perspectiveGrid(w, h, vx, vy, { rows: 9, cols: 30, bottom: 0, flip: true })}" stroke="url(#gCeil)" stroke-width="1" fill="none"/>`);

  // keynote ring of light
  const ringR = h * 0.2;
  const ringY = vy - h * 0.02;
  body.push(circle(vx, ringY, ringR, `fill="none" stroke="${mix(C.blue, C.paper, 0.3)}" stroke-width="14" opacity="0.55" filter="url(#bGlow)"`));
  body.push(circle(vx, ringY, ringR, `fill="none" stroke="${mix(C.paper, C.blue, 0.15)}" stroke-width="3" opacity="0.95"`));
  body.push(circle(vx, ringY, ringR * 0.72, `fill="none" stroke="${C.paper}" stroke-width="1" opacity="0.25" stroke-dasharray="2 10"`));
  const a = r.range(-0.9, -0.4);
  body.push(circle(vx + Math.cos(a) * ringR, ringY + Math.sin(a) * ringR, 7, `fill="${C.amber}"`));
  body.push(circle(vx + Math.cos(a) * ringR, ringY + Math.sin(a) * ringR, 18, `fill="${C.amber}" opacity="0.5" filter="url(#bGlow)"`));

  // floating network nodes
  const nodes = Array.from({ length: 26 }, () => [r.range(0.05, 0.95) * w, r.range(0.08, 0.45) * h]);
  const links = [];
  nodes.forEach((p, i) => {
    nodes.forEach((q, j) => {
      if (j <= i) return;
      const d = Math.hypot(p[0] - q[0], p[1] - q[1]);
      if (d < 150) links.push(`M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`);
    });
  });
  body.push(`<path d="${links.join("")}" stroke="${mix(C.blue, C.paper, 0.5)}" stroke-width="1" opacity="0.22" fill="none"/>`);
  body.push(`<g fill="${mix(C.paper, C.blue, 0.2)}" opacity="0.7">${nodes.map(([x, y]) => circle(x, y, r.range(1.5, 3.2))).join("")}</g>`);

  // silhouettes of a few attendees facing the ring
  body.push(`<g opacity="0.95">${audienceRow(r, w, h * 0.93, 26, mix(C.navy, C.black, 0.5), 120)}</g>`);
  return finish(r, w, h, defs, body, { vig: 0.5, grainAmt: 0.3 });
}

function sceneArena(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  const cx = w / 2;
  const cy = h * 0.52;
  defs.push(
    radial("bg", { cx: 0.5, cy: 0.5, r: 0.7 }, [
      [0, mix(C.ink, C.blue, 0.25)],
      [0.6, C.navy],
      [1, mix(C.navy, C.black, 0.4)],
    ]),
  );
  defs.push(blurFilter("bBeam", 10));
  defs.push(blurFilter("bGlow", 12));
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));

  // seating tiers: concentric elliptical rows of tiny dots
  const dots = [];
  for (let row = 0; row < 16; row += 1) {
    const rx = w * 0.2 + row * w * 0.045;
    const ry = h * 0.085 + row * h * 0.034;
    const count = Math.round(60 + row * 12);
    for (let i = 0; i < count; i += 1) {
      const a = (i / count) * Math.PI * 2 + r.range(-0.01, 0.01);
      const x = cx + Math.cos(a) * rx;
      const y = cy + h * 0.06 + Math.sin(a) * ry;
      if (y < cy - h * 0.02 && Math.abs(x - cx) < w * 0.3) continue; // keep the stage backdrop clear
      if (r.chance(0.12)) continue;
      dots.push(circle(x, y, 1.4 + row * 0.16));
    }
  }
  body.push(`<g fill="${mix(C.slate, C.paper, 0.3)}" opacity="0.45">${dots.join("")}</g>`);

  // stage pool of light
  body.push(glow(cx, cy + h * 0.06, w * 0.3, h * 0.135, C.amber, 0.45));
  body.push(ellipse(cx, cy + h * 0.06, w * 0.14, h * 0.045, `fill="${mix(C.ink, C.blue, 0.3)}"`));
  body.push(ellipse(cx, cy + h * 0.06, w * 0.14, h * 0.045, `fill="none" stroke="${C.amber}" stroke-width="2" opacity="0.8"`));
  // backdrop screens
  body.push(rect(cx - w * 0.17, cy - h * 0.32, w * 0.34, h * 0.2, `rx="3" fill="${C.blue}" opacity="0.5" filter="url(#bGlow)"`));
  defs.push(
    linear(
      "scr",
      [0, 0, 1, 1],
      [
        [0, mix(C.blue, C.ink, 0.2)],
        [1, mix(C.blue, C.teal, 0.6)],
      ],
    ),
  );
  body.push(rect(cx - w * 0.16, cy - h * 0.31, w * 0.32, h * 0.18, 'rx="3" fill="url(#scr)"'));
  const bars = [];
  for (let i = 0; i < 6; i += 1) {
    const bh = h * (0.03 + i * 0.02 + r.range(0, 0.01));
    bars.push(rect(cx - w * 0.12 + i * w * 0.04, cy - h * 0.15 - bh, w * 0.022, bh, 'rx="2"'));
  }
  body.push(`<g fill="${C.paper}" opacity="0.7">${bars.join("")}</g>`);

  // overhead truss ring with lamps and beams
  const trussY = h * 0.08;
  const beams = [];
  for (let i = 0; i < 9; i += 1) {
    const a = Math.PI * (0.1 + (0.8 * i) / 8);
    const lx = cx - Math.cos(a) * w * 0.42;
    const ly = trussY + Math.sin(a) * h * 0.05;
    const tx = cx + r.range(-w * 0.08, w * 0.08);
    const id = `beam${i}`;
    const col = i % 2 ? C.paper : mix(C.amber, C.paper, 0.4);
    defs.push(
      linearUser(
        id,
        [lx, ly, tx, cy],
        [
          [0, col, 0.35],
          [1, col, 0],
        ],
      ),
    );
    beams.push(
      poly(
        [
          [lx - 4, ly],
          [lx + 4, ly],
          [tx + 50, cy + h * 0.05],
          [tx - 50, cy + h * 0.05],
        ],
        `fill="url(#${id})"`,
      ),
    );
    body.push(circle(lx, ly, 5, `fill="${C.paper}" opacity="0.9"`));
  }
  body.push(`<g filter="url(#bBeam)">${beams.join("")}</g>`);
  body.push(ellipse(cx, trussY + h * 0.02, w * 0.42, h * 0.05, `fill="none" stroke="${C.slate}" stroke-width="3" opacity="0.6"`));
  return finish(r, w, h, defs, body, { vig: 0.5, grainAmt: 0.3 });
}

function sceneDolomites(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  const H = h * 0.74;
  defs.push(
    linear(
      "sky",
      [0, 0, 0, 1],
      [
        [0, C.ink],
        [0.5, mix(C.blue, C.slate, 0.5)],
        [0.85, mix(C.slate, C.amber, 0.35)],
        [1, mix(C.amber, C.paper, 0.45)],
      ],
    ),
  );
  body.push(rect(0, 0, w, h, 'fill="url(#sky)"'));
  body.push(glow(w * r.range(0.2, 0.8), h * 0.72, 360, 360, C.amber, 0.3));
  // faint stars/early evening
  const stars = Array.from({ length: 30 }, () => circle(r.range(0, w), r.range(0, h * 0.28), r.range(0.6, 1.3)));
  body.push(`<g fill="${C.paper}" opacity="0.45">${stars.join("")}</g>`);

  // a pale, distant range
  const far = ridge(r, w, { base: H - h * 0.04, amp: h * 0.3, peaks: 10, widths: [0.05, 0.12], sharp: true, detail: 8, roughness: 0.65, step: 5 });
  body.push(`<path d="${ridgeFill(far, h, w)}" fill="${mix(C.slate, C.paper, 0.28)}" opacity="0.55"/>`);

  // main massif: scree slopes with steep rock towers (Dolomite-style), lit by alpenglow
  const base = H - h * 0.02;
  const broad = Array.from({ length: 3 }, (_, i) => ({
    x: (0.15 + i * 0.35 + r.range(-0.08, 0.08)) * w,
    hgt: r.range(0.2, 0.3) * h,
    wid: r.range(0.22, 0.34) * w,
  }));
  const towers = Array.from({ length: 14 }, () => ({ x: r.range(0.03, 0.97) * w, hgt: r.range(0.05, 0.15) * h, wid: r.range(0.018, 0.045) * w }));
  const detail = ridge(r, w, { base: 0, amp: 0, peaks: 0, detail: 12, roughness: 0.74, step: 3 });
  const broadAt = (x) => {
    let y = 0;
    for (const b of broad) {
      const d = Math.abs(x - b.x) / b.wid;
      if (d < 1) y = Math.max(y, b.hgt * (1 - d ** 1.6));
    }
    return y;
  };
  const heightAt = (x) => {
    const y = broadAt(x);
    let add = 0;
    for (const t of towers) {
      const d = Math.abs(x - t.x) / t.wid;
      // blocky, flat-topped towers with steep walls, scaled by how high the massif is there
      if (d < 1) add = Math.max(add, t.hgt * (1 - d ** 4) * Math.min(1, y / (h * 0.12)));
    }
    return y + add;
  };
  const massif = detail.map(([x, dy]) => [x, base - heightAt(x) + dy]);
  defs.push(`<clipPath id="massif"><path d="${ridgeFill(massif, h, w)}"/></clipPath>`);
  defs.push(
    linearUser(
      "rock",
      [0, base - h * 0.46, 0, base],
      [
        [0, mix(C.amber, C.paper, 0.3)],
        [0.3, mix(C.amber, C.slate, 0.5)],
        [0.7, mix(C.slate, C.ink, 0.35)],
        [1, C.ink],
      ],
    ),
  );
  defs.push(
    linearUser(
      "faceShade",
      [0, base - h * 0.46, 0, base],
      [
        [0, C.ink, 0.32],
        [0.6, C.ink, 0.14],
        [1, C.ink, 0],
      ],
    ),
  );
  // shadowed walls: the right-hand flank of every tower and of the broad massifs
  const faces = [
    ...towers.map((t) => rect(t.x + t.wid * 0.12, 0, t.wid * 0.9, h)),
    ...broad.map((b) =>
      poly([
        [b.x, base - b.hgt - h * 0.2],
        [b.x + b.wid, base],
        [b.x + b.wid * 0.25, base],
      ]),
    ),
  ];
  const gullies = towers.map((t) => {
    const gx = t.x - t.wid * r.range(0.2, 0.5);
    return `M${n(gx)},${n(base - t.hgt * 0.85)} L${n(gx + r.range(-6, 6))},${n(base)}`;
  });
  body.push(
    `<g clip-path="url(#massif)">${rect(0, 0, w, h, 'fill="url(#rock)"')}` +
      `<g fill="url(#faceShade)">${faces.join("")}</g>` +
      `<path d="${gullies.join("")}" stroke="${C.ink}" stroke-width="2" opacity="0.3"/></g>`,
  );
  const mist = mistBand("mist", w, base - h * 0.03, 70, 0.16);
  defs.push(mist.defs);
  body.push(mist.body);

  // forested slopes and meadow in front
  const forest = ridge(r, w, { base: H + h * 0.07, amp: h * 0.06, peaks: 5, widths: [0.15, 0.35], detail: 6, roughness: 0.8, step: 3 });
  body.push(`<path d="${ridgeFill(forest, h, w)}" fill="${mix(C.teal, C.navy, 0.72)}"/>`);
  const meadow = ridge(r, w, { base: h * 0.95, amp: h * 0.06, peaks: 3, widths: [0.3, 0.6], detail: 5 });
  defs.push(
    linear(
      "meadow",
      [0, 0, 0, 1],
      [
        [0, mix(C.teal, C.navy, 0.35)],
        [1, C.navy],
      ],
    ),
  );
  body.push(`<path d="${ridgeFill(meadow, h, w)}" fill="url(#meadow)"/>`);
  return finish(r, w, h, defs, body, { vig: 0.45, grainAmt: 0.25 });
}

function sceneDinner(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  const vx = w / 2;
  const vy = h * 0.5;
  defs.push(
    linear(
      "bg",
      [0, 0, 0, 1],
      [
        [0, mix(C.navy, C.black, 0.3)],
        [0.55, C.ink],
        [1, mix(C.navy, C.black, 0.4)],
      ],
    ),
  );
  defs.push(blurFilter("bFar", 1.5));
  defs.push(blurFilter("bMid", 4));
  defs.push(blurFilter("bNear", 10));
  defs.push(blurFilter("bFlame", 6));
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));

  // tall arched windows on the back wall
  defs.push(
    linear(
      "win",
      [0, 0, 0, 1],
      [
        [0, mix(C.blue, C.paper, 0.25), 0.4],
        [1, C.blue, 0.05],
      ],
    ),
  );
  const wins = [];
  for (let i = 0; i < 5; i += 1) {
    const ww = w * 0.085;
    const wx = w * (0.14 + i * 0.18) - ww / 2;
    const wy = h * 0.1;
    const wh = h * 0.36;
    wins.push(`<path d="M${n(wx)},${n(wy + wh)} V${n(wy + ww / 2)} A${n(ww / 2)},${n(ww / 2)} 0 0 1 ${n(wx + ww)},${n(wy + ww / 2)} V${n(wy + wh)} Z"/>`);
    wins.push(rect(wx + ww / 2 - 1, wy + 6, 2, wh - 6, `fill="${C.navy}" opacity="0.6"`));
  }
  body.push(`<g fill="url(#win)">${wins.join("")}</g>`);

  // chandeliers: clusters of warm points
  const chand = [];
  for (const cxr of [0.28, 0.5, 0.72]) {
    const cx = w * cxr;
    const cy = h * 0.16;
    for (let i = 0; i < 22; i += 1) {
      const a = r.range(0, Math.PI * 2);
      const d = r.range(0, 1) ** 0.7;
      chand.push(circle(cx + Math.cos(a) * d * 70, cy + Math.sin(a) * d * 30 + d * 10, r.range(1.5, 3.5)));
    }
    body.push(glow(cx, cy, 165, 90, C.amber, 0.35));
  }
  body.push(`<g fill="${mix(C.paper, C.amber, 0.3)}">${chand.join("")}</g>`);
  body.push(bokehField(r, w, h, [C.amber, mix(C.amber, C.paper, 0.5)], { count: 30, area: [0, 0, w, h * 0.45], sizes: [6, 60], opacity: [0.1, 0.35] }));

  // long table in perspective
  const tW0 = w * 0.04;
  const tW1 = w * 0.62;
  defs.push(
    linearUser(
      "cloth",
      [0, vy, 0, h],
      [
        [0, C.paper, 0.05],
        [1, C.paper, 0.2],
      ],
    ),
  );
  body.push(
    poly(
      [
        [vx - tW0, vy],
        [vx + tW0, vy],
        [vx + tW1, h],
        [vx - tW1, h],
      ],
      'fill="url(#cloth)"',
    ),
  );
  defs.push(
    linearUser(
      "runner",
      [0, vy, 0, h],
      [
        [0, C.amber, 0.06],
        [1, C.amber, 0.16],
      ],
    ),
  );
  body.push(
    poly(
      [
        [vx - tW0 * 0.25, vy],
        [vx + tW0 * 0.25, vy],
        [vx + tW1 * 0.22, h],
        [vx - tW1 * 0.22, h],
      ],
      'fill="url(#runner)"',
    ),
  );

  // candles along the runner, and place settings along the edges
  const flames = [];
  const glows = [];
  const wax = [];
  const plates = [];
  for (let i = 0; i < 9; i += 1) {
    const t = (i + 0.5) / 9;
    const p = t ** 1.6;
    const y = vy + (h - vy) * p;
    const half = tW0 + (tW1 - tW0) * p;
    const s = 0.25 + p * 1.6;
    for (const side of [-0.12, 0.12]) {
      const x = vx + side * half;
      wax.push(rect(x - 3 * s, y - 26 * s, 6 * s, 26 * s, 'rx="1"'));
      flames.push(ellipse(x, y - 31 * s, 2.6 * s, 5 * s));
      glows.push(circle(x, y - 31 * s, 18 * s));
    }
    for (const side of [-0.7, 0.7]) {
      plates.push(ellipse(vx + side * half, y, 22 * s, 7 * s));
    }
  }
  body.push(`<g fill="none" stroke="${C.paper}" stroke-width="1.5" opacity="0.3">${plates.join("")}</g>`);
  body.push(`<g fill="${C.paper}" opacity="0.75">${wax.join("")}</g>`);
  body.push(`<g fill="${C.amber}" opacity="0.6" filter="url(#bFlame)">${glows.join("")}</g>`);
  body.push(`<g fill="${mix(C.paper, C.amber, 0.3)}">${flames.join("")}</g>`);
  return finish(r, w, h, defs, body, { vig: 0.55, grainAmt: 0.3 });
}

function sceneHackathon(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  defs.push(
    linear(
      "bg",
      [0, 0, 1, 1],
      [
        [0, mix(C.navy, C.black, 0.3)],
        [0.6, C.ink],
        [1, mix(C.teal, C.navy, 0.6)],
      ],
    ),
  );
  defs.push(blurFilter("bGlow", 16));
  defs.push(blurFilter("bDof", 3));
  defs.push(`<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">${circle(14, 14, 1.2, `fill="${C.paper}"`)}</pattern>`);
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));
  body.push(rect(0, 0, w, h, 'fill="url(#dots)" opacity="0.12"'));
  body.push(blobs(r, w, h, [C.teal, C.blue, C.teal], { count: 3, min: 0.2, max: 0.3, opacity: [0.35, 0.55] }));

  // circuit traces
  const traces = [];
  const nodes = [];
  for (let i = 0; i < 16; i += 1) {
    let x = r.range(0, w);
    let y = r.range(0, h);
    const pts = [[x, y]];
    for (let k = 0; k < 3; k += 1) {
      const len = r.range(60, 220);
      const dir = r.int(0, 3);
      if (dir === 0) x += len;
      else if (dir === 1) x -= len;
      else if (dir === 2) {
        x += len * 0.7;
        y += len * 0.7;
      } else {
        x -= len * 0.7;
        y -= len * 0.7;
      }
      pts.push([x, y]);
    }
    traces.push(polyline(pts));
    nodes.push(circle(x, y, 4));
    nodes.push(circle(pts[0][0], pts[0][1], 2.5));
  }
  body.push(`<g stroke="${mix(C.teal, C.paper, 0.3)}" stroke-width="1.6" opacity="0.35">${traces.join("")}</g>`);
  body.push(`<g fill="${mix(C.teal, C.paper, 0.45)}" opacity="0.7">${nodes.join("")}</g>`);

  // editor windows with abstract code lines
  const palette = [mix(C.blue, C.paper, 0.35), mix(C.teal, C.paper, 0.35), C.amber, mix(C.paper, C.slate, 0.2)];
  const windowSvg = (x, y, ww, wh, lines, filter) => {
    const parts = [];
    parts.push(rect(x - 10, y - 10, ww + 20, wh + 20, `rx="18" fill="${C.blue}" opacity="0.35" filter="url(#bGlow)"`));
    parts.push(
      rect(
        x,
        y,
        ww,
        wh,
        `rx="14" fill="${mix(C.navy, C.black, 0.2)}" opacity="0.92" stroke="${mix(C.blue, C.paper, 0.3)}" stroke-opacity="0.35" stroke-width="1.5"`,
      ),
    );
    parts.push(`<g>${[0, 1, 2].map((i) => circle(x + 22 + i * 18, y + 20, 5, `fill="${[C.amber, C.slate, C.slate][i]}" opacity="0.8"`)).join("")}</g>`);
    let indent = 0;
    for (let i = 0; i < lines; i += 1) {
      const ly = y + 50 + i * 22;
      if (ly > y + wh - 24) break;
      indent = Math.max(0, Math.min(3, indent + r.pick([-1, 0, 0, 1])));
      let lx = x + 24 + indent * 24;
      const tokens = r.int(1, 4);
      for (let t = 0; t < tokens; t += 1) {
        const tw = r.range(24, 110);
        if (lx + tw > x + ww - 20) break;
        parts.push(rect(lx, ly, tw, 9, `rx="4.5" fill="${r.pick(palette)}" opacity="${n(r.range(0.5, 0.9) * 100) / 100}"`));
        lx += tw + 10;
      }
    }
    return `<g${filter ? ` filter="url(#${filter})"` : ""}>${parts.join("")}</g>`;
  };
  body.push(`<g transform="rotate(-7 ${w / 2} ${h / 2})" opacity="0.7">${windowSvg(w * 0.58, h * 0.12, w * 0.36, h * 0.5, 14, "bDof")}</g>`);
  body.push(`<g transform="rotate(-7 ${w / 2} ${h / 2})">${windowSvg(w * 0.1, h * 0.3, w * 0.5, h * 0.52, 16)}</g>`);
  // blinking cursor accent
  body.push(`<g transform="rotate(-7 ${w / 2} ${h / 2})">${rect(w * 0.1 + 24, h * 0.3 + h * 0.52 - 40, 12, 18, `fill="${C.amber}"`)}</g>`);
  return finish(r, w, h, defs, body, { vig: 0.5, grainAmt: 0.3 });
}

/* ------------------------------------------------------------------- cases */

function caseBase(r, w, h, accent, defs, body) {
  defs.push(
    linear(
      "bg",
      [0, 0, 1, 1],
      [
        [0, C.ink],
        [0.55, C.navy],
        [1, mix(C.navy, C.black, 0.3)],
      ],
    ),
  );
  defs.push(blurFilter("bGlow", 12));
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));
  body.push(blobs(r, w, h, [accent, accent, C.ink], { count: 3, min: 0.2, max: 0.32, opacity: [0.35, 0.55] }));
  const g = lineGrid(w, h, 60, "grid", { opacity: 0.06 });
  defs.push(g.defs);
  body.push(g.body);
  const band = lightBand(r, w, h, "band", { opacity: 0.06 });
  defs.push(band.defs);
  body.push(band.body);
}

function caseGrowth(key, w, h, accent) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  caseBase(r, w, h, accent, defs, body);
  const light = mix(accent, C.paper, 0.45);
  const x0 = w * 0.1;
  const x1 = w * 0.9;
  const yb = h * 0.8;
  const N = 10;
  const pts = Array.from({ length: N }, (_, i) => {
    const t = i / (N - 1);
    return [x0 + (x1 - x0) * t, yb - h * (0.08 + 0.55 * t ** 1.8 + r.range(-0.025, 0.025))];
  });
  const base = pts.map(([x], i) => [x, yb - h * (0.1 + 0.18 * (i / (N - 1))) + r.range(-8, 8)]);
  defs.push(
    linearUser(
      "area",
      [0, h * 0.15, 0, yb],
      [
        [0, accent, 0.65],
        [1, accent, 0],
      ],
    ),
  );
  const curve = smoothPath(pts);
  body.push(`<path d="${curve} L${n(x1)},${n(yb)} L${n(x0)},${n(yb)} Z" fill="url(#area)"/>`);
  body.push(`<path d="${smoothPath(base)}" fill="none" stroke="${C.paper}" stroke-width="2" stroke-dasharray="6 10" opacity="0.35"/>`);
  body.push(`<path d="${curve}" fill="none" stroke="${light}" stroke-width="12" opacity="0.45" filter="url(#bGlow)"/>`);
  body.push(`<path d="${curve}" fill="none" stroke="${light}" stroke-width="4" stroke-linecap="round"/>`);
  body.push(
    `<g fill="${C.navy}" stroke="${light}" stroke-width="3">${pts
      .slice(0, -1)
      .map(([x, y]) => circle(x, y, 6))
      .join("")}</g>`,
  );
  const [lx, ly] = pts[N - 1];
  body.push(circle(lx, ly, 34, `fill="none" stroke="${C.amber}" stroke-width="1.5" opacity="0.45"`));
  body.push(circle(lx, ly, 22, `fill="${C.amber}" opacity="0.35" filter="url(#bGlow)"`));
  body.push(circle(lx, ly, 10, `fill="${C.amber}"`));
  body.push(rect(x0, yb, x1 - x0, 2, `fill="${C.paper}" opacity="0.35"`));
  for (let i = 0; i < N; i += 1) body.push(rect(pts[i][0] - 1, yb + 8, 2, 10, `fill="${C.paper}" opacity="0.3"`));
  return finish(r, w, h, defs, body, { vig: 0.45, grainAmt: 0.25 });
}

function caseBars(key, w, h, accent) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  caseBase(r, w, h, accent, defs, body);
  const light = mix(accent, C.paper, 0.4);
  const N = 9;
  const x0 = w * 0.12;
  const x1 = w * 0.88;
  const yb = h * 0.8;
  const gap = 22;
  const bw = (x1 - x0 - gap * (N - 1)) / N;
  defs.push(
    linearUser(
      "bar",
      [0, h * 0.15, 0, yb],
      [
        [0, light, 0.95],
        [1, accent, 0.35],
      ],
    ),
  );
  const tops = [];
  for (let i = 0; i < N; i += 1) {
    const t = i / (N - 1);
    const bh = h * (0.6 - 0.4 * t ** 0.8 + r.range(-0.02, 0.02));
    const x = x0 + i * (bw + gap);
    tops.push([x + bw / 2, yb - bh]);
    body.push(rect(x, yb - bh, bw, bh, `rx="${n(Math.min(12, bw / 4))}" fill="url(#bar)" opacity="${i === N - 1 ? 1 : 0.85}"`));
  }
  body.push(rect(x0 - 10, yb, x1 - x0 + 20, 2, `fill="${C.paper}" opacity="0.35"`));
  const trend = tops.map(([x, y]) => [x, y - 26]);
  body.push(`<path d="${smoothPath(trend)}" fill="none" stroke="${C.paper}" stroke-width="2.5" stroke-dasharray="2 9" stroke-linecap="round" opacity="0.7"/>`);
  const [ex, ey] = trend[N - 1];
  // downward arrowhead marking the saving
  body.push(
    poly(
      [
        [ex - 12, ey - 6],
        [ex + 12, ey - 6],
        [ex, ey + 10],
      ],
      `fill="${C.amber}"`,
    ),
  );
  body.push(circle(ex, ey, 26, `fill="${C.amber}" opacity="0.3" filter="url(#bGlow)"`));
  const [sx, sy] = trend[0];
  body.push(circle(sx, sy, 6, `fill="${C.paper}" opacity="0.8"`));
  return finish(r, w, h, defs, body, { vig: 0.45, grainAmt: 0.25 });
}

function caseRings(key, w, h, accent) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  caseBase(r, w, h, accent, defs, body);
  const cx = w * 0.5;
  const cy = h * 0.5;
  const rings = [
    { rad: h * 0.33, val: r.range(0.86, 0.94), color: accent, width: 26 },
    { rad: h * 0.255, val: r.range(0.72, 0.82), color: mix(accent, C.paper, 0.45), width: 20 },
    { rad: h * 0.19, val: r.range(0.6, 0.7), color: mix(C.paper, C.slate, 0.2), width: 16 },
  ];
  // tick marks around the outer ring
  const ticks = [];
  for (let i = 0; i < 60; i += 1) {
    const a = (i / 60) * Math.PI * 2;
    const r0 = h * 0.385;
    const r1 = r0 + (i % 5 === 0 ? 16 : 8);
    ticks.push(`M${n(cx + Math.cos(a) * r0)},${n(cy + Math.sin(a) * r0)}L${n(cx + Math.cos(a) * r1)},${n(cy + Math.sin(a) * r1)}`);
  }
  body.push(`<path d="${ticks.join("")}" stroke="${C.paper}" stroke-width="2" opacity="0.25"/>`);
  for (const ring of rings) {
    const circ = 2 * Math.PI * ring.rad;
    body.push(circle(cx, cy, ring.rad, `fill="none" stroke="${C.paper}" stroke-width="${ring.width}" opacity="0.07"`));
    const arc = `fill="none" stroke="${ring.color}" stroke-width="${ring.width}" stroke-linecap="round" stroke-dasharray="${n(circ * ring.val)} ${n(circ)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"`;
    body.push(circle(cx, cy, ring.rad, `${arc} opacity="0.5" filter="url(#bGlow)"`));
    body.push(circle(cx, cy, ring.rad, arc));
  }
  body.push(circle(cx, cy, h * 0.1, `fill="${C.paper}" opacity="0.06"`));
  body.push(circle(cx, cy, h * 0.035, `fill="${accent}"`));
  // a few satellite dots
  for (let i = 0; i < 5; i += 1) {
    const a = r.range(0, Math.PI * 2);
    const d = h * r.range(0.43, 0.5);
    body.push(circle(cx + Math.cos(a) * d * 1.25, cy + Math.sin(a) * d, r.range(3, 6), `fill="${C.paper}" opacity="${n(r.range(0.2, 0.5) * 100) / 100}"`));
  }
  return finish(r, w, h, defs, body, { vig: 0.45, grainAmt: 0.25 });
}

/* ------------------------------------------------------------ open graph */

function ogDefault(key, w, h) {
  const r = makeRng(key);
  const defs = [];
  const body = [];
  defs.push(
    linear(
      "bg",
      [0, 0, 1, 1],
      [
        [0, C.ink],
        [0.6, C.navy],
        [1, mix(C.navy, C.black, 0.35)],
      ],
    ),
  );
  defs.push(blurFilter("bGlow", 10));
  body.push(rect(0, 0, w, h, 'fill="url(#bg)"'));
  body.push(glow(w * 0.92, h * 0.3, 390, 390, C.blue, 0.55));
  body.push(glow(w * 0.78, h * 1.0, 330, 330, C.teal, 0.45));
  const g = lineGrid(w, h, 48, "grid", { opacity: 0.04 });
  defs.push(g.defs);
  body.push(g.body);

  // accent: a stack of parallel mountain ridge lines (Altura = height) with an amber sun
  const px = w * 0.84;
  const py = h * 0.3;
  const profile = [
    [-380, 250],
    [-230, 120],
    [-175, 138],
    [-70, 35],
    [0, 0],
    [62, 52],
    [104, 40],
    [230, 150],
    [400, 270],
  ];
  const contours = [];
  for (let i = 0; i < 9; i += 1) {
    const pts = profile.map(([dx, dy]) => [px + dx, py + dy + i * 24]);
    contours.push(polyline(pts, `stroke-linejoin="round" opacity="${n((0.95 - i * 0.1) * 100) / 100}"`));
  }
  defs.push(
    linearUser(
      "peak",
      [w * 0.62, 0, w, 0],
      [
        [0, mix(C.blue, C.paper, 0.3), 0],
        [0.3, mix(C.blue, C.paper, 0.35)],
        [1, mix(C.teal, C.paper, 0.35)],
      ],
    ),
  );
  body.push(`<g stroke="url(#peak)" stroke-width="2.2" stroke-linecap="round">${contours.join("")}</g>`);
  const sunX = px + 120;
  const sunY = py - 70;
  body.push(glow(sunX, sunY, 70, 70, C.amber, 0.45));
  body.push(circle(sunX, sunY, 16, `fill="${C.amber}"`));

  // text block, left aligned
  const x = 88;
  body.push(rect(x, 214, 64, 6, `rx="3" fill="${C.amber}"`));
  body.push(`<text x="${x}" y="318" font-family="${FONT}" font-weight="700" font-size="78" letter-spacing="-1" fill="${C.paper}">Altura Consulting</text>`);
  body.push(
    `<text x="${x}" y="382" font-family="${FONT}" font-weight="400" font-size="32" fill="${C.paper}" fill-opacity="0.78">Strategia, Academy ed eventi per le imprese</text>`,
  );
  return finish(r, w, h, defs, body, { vig: 0.35, grainAmt: 0.2 });
}

/* ------------------------------------------------------------------- jobs */

const PORTRAIT = { w: 800, h: 800 };
const EVENT = { w: 1200, h: 800 };
const CASE = { w: 1200, h: 900 };

const JOBS = [
  ...["giulia-ferrari", "marco-bianchi", "elena-russo", "luca-conti"].map((s) => ({ file: `team/${s}.jpg`, ...PORTRAIT, render: portrait })),
  ...["sara-galli", "davide-moretti", "chiara-lombardi", "paolo-ricci"].map((s) => ({ file: `teachers/${s}.jpg`, ...PORTRAIT, render: portrait })),
  { file: "events/kick-off-strategico-2027.jpg", ...EVENT, render: sceneStage },
  { file: "events/team-building-lago-di-como.jpg", ...EVENT, render: sceneLake },
  { file: "events/incentive-costiera-amalfitana.jpg", ...EVENT, render: sceneCoast },
  { file: "events/gala-aziendale-fine-anno.jpg", ...EVENT, render: sceneGala },
  { file: "events/aperitivo-networking-ai.jpg", ...EVENT, render: sceneAperitivo },
  { file: "events/ai-leadership-summit.jpg", ...EVENT, render: sceneSummit },
  { file: "past-events/convention-vendite-2026.jpg", ...EVENT, render: sceneArena },
  { file: "past-events/team-building-dolomiti.jpg", ...EVENT, render: sceneDolomites },
  { file: "past-events/cena-di-gala-milano.jpg", ...EVENT, render: sceneDinner },
  { file: "past-events/hackathon-innovazione.jpg", ...EVENT, render: sceneHackathon },
  { file: "cases/b2b-saas.jpg", ...CASE, render: (k, w, h) => caseGrowth(k, w, h, C.blue) },
  { file: "cases/retail-ecommerce.jpg", ...CASE, render: (k, w, h) => caseBars(k, w, h, C.teal) },
  { file: "cases/financial-services.jpg", ...CASE, render: (k, w, h) => caseRings(k, w, h, C.amber) },
  { file: "og-default.jpg", w: 1200, h: 630, render: ogDefault },
];

async function renderJob({ file, w, h, render }) {
  const svg = render(file, w, h);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: C.navy })
    .toColorspace("srgb")
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  if (info.width !== w || info.height !== h) {
    throw new Error(`${file}: rendered ${info.width}x${info.height}, expected ${w}x${h}`);
  }
  const out = path.join(OUT_DIR, file);
  await mkdir(path.dirname(out), { recursive: true });
  let unchanged = false;
  try {
    unchanged = Buffer.compare(await readFile(out), data) === 0;
  } catch {
    /* file does not exist yet */
  }
  if (!unchanged) await writeFile(out, data);
  const rel = path.relative(ROOT, out);
  console.log(`${rel}  ${w}x${h}  ${(data.length / 1024).toFixed(1)} KB${unchanged ? "  (unchanged)" : ""}`);
  return svg;
}

async function main() {
  const only = process.argv.slice(2);
  const jobs = only.length ? JOBS.filter((j) => only.some((o) => j.file.includes(o))) : JOBS;
  if (process.env.DUMP_SVG) await mkdir(process.env.DUMP_SVG, { recursive: true });
  for (const job of jobs) {
    const svg = await renderJob(job);
    if (process.env.DUMP_SVG) await writeFile(path.join(process.env.DUMP_SVG, job.file.replace(/\//g, "__").replace(/\.jpg$/, ".svg")), svg);
  }
  console.log(`${jobs.length} image(s) in ${path.relative(ROOT, OUT_DIR)}/`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
