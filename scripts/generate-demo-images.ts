/**
 * Generates deterministic demo artwork for every image path the content references: pictures that
 * look like a real freelancer's work, drawn here (free to ship), with no text baked in (text lines
 * are drawn as bars, so no title repeats the one the page prints under it). Decision 067.
 * Usage: npx tsx scripts/generate-demo-images.ts
 * Output: content/images/** (the demo content's images, webp/png/jpeg), and the app's own
 * public/images/og-default.png, public/favicon.svg and public/favicon.png (the icon pages link: a
 * PNG is decoded off the page's main thread, an SVG with text is laid out on it, 25-55 ms on this
 * machine, counted by Lighthouse; the monogram is drawn as paths, so neither needs a font).
 * Same input => same bytes (every random choice comes from a generator seeded by the file name).
 *
 * Which picture is which kind (each in its own palette; light and dark UIs):
 * - projects/* — a product screenshot in a browser window on a soft backdrop; the window's top-left
 *   holds only its three dots, because the cards put a "Case study" chip there:
 *   harbourline-listings-platform: map search (result list, price pins, clusters, detail card);
 *   casa-alta-luxury-showcase: villa sales site (sunset hero, plot availability map);
 *   civic-grid-zoning-explorer: parcel map coloured by zone with a parcel report panel;
 *   ines-calado-photography: image-first photographer's portfolio;
 *   keystone-listing-feed-sync: feed admin (source status, review table, import chart);
 *   meridian-commercial-property-map: dark building map with a stacking-plan panel;
 *   northbound-delivery-operations: dark dispatch map (routes, stops, vans, alert list);
 *   tagus-development-tracker: plots coloured by phase, timeline, project panel with drone photo;
 *   yieldscope-rental-analytics: dark analytics dashboard (KPI tiles, hex map, charts).
 * - templates/*: the template's own page (developer portfolio, map product landing, listings grid).
 * - map-projects/* (and their -thumb.webp and .png fallbacks): the live map full-bleed, no
 *   browser chrome (it is what the embed shows): tracker, luxury terrain map, commercial buildings,
 *   analytics dashboard.
 * - posts/*: editorial illustrations of each post's subject on a flat colour field.
 * - profile.jpg: an illustrated portrait, centred with margin (the home page crops it to a circle).
 * - testimonials/*: illustrated avatars, one look per person.
 * - tutorial-thumbnail.webp: two map UIs side by side with the presenter in a corner; no play
 *   button (the page draws its own) and no title.
 * - og-default.png and the favicon: an ink and teal "AR" monogram (the OG card adds the name).
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import YAML from 'yaml';
import { readFrontMatter } from '../server/content/front-matter';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const CONTENT = path.join(ROOT, 'content');
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const INK = '#0f1720';
const TEAL = '#0e7c86';
const TEAL_LIGHT = '#5ec8c8';

// ---------------------------------------------------------------------------------------------
// Randomness and SVG helpers

type Rng = { (): number; int(a: number, b: number): number; pick<T>(xs: readonly T[]): T; range(a: number, b: number): number };
function rngFor(name: string): Rng {
  let h = 2166136261;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let s = h >>> 0;
  const r = (() => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  r.int = (a, b) => a + Math.floor(r() * (b - a + 1));
  r.pick = (xs) => xs[Math.floor(r() * xs.length)]!;
  r.range = (a, b) => a + r() * (b - a);
  return r;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
let idCounter = 0;
/** A fresh element id; reset per image, so ids (and bytes) are the same on every run. */
const uid = (p = 'i') => `${p}${(idCounter += 1)}`;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const circle = (x: number, y: number, rad: number, fill: string, extra = '') => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
/** A line of text, drawn as a rounded bar. */
const bar = (x: number, y: number, w: number, h: number, fill: string) => rect(x, y, w, h, fill, h / 2);
const poly = (pts: [number, number][], fill: string, extra = '') => `<polygon points="${pts.map(([a, b]) => `${f(a)},${f(b)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const line = (pts: [number, number][], stroke: string, width: number, extra = '') =>
  `<polyline points="${pts.map(([a, b]) => `${f(a)},${f(b)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linejoin="round" stroke-linecap="round"${extra ? ' ' + extra : ''}/>`;
const clipped = (x: number, y: number, w: number, h: number, body: string, rx = 0) => {
  const id = uid('c');
  return `<defs><clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}"/></clipPath></defs><g clip-path="url(#${id})">${body}</g>`;
};
const linear = (stops: string[], vertical = true) => {
  const id = uid('g');
  const s = stops.map((c, i) => `<stop offset="${f(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join('');
  return { id, def: `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${s}</linearGradient></defs>`, url: `url(#${id})` };
};
/** A soft shadow under a card (blurred rectangle). */
const shadow = (x: number, y: number, w: number, h: number, rx: number, opacity = 0.18) => {
  const id = uid('s');
  return `<defs><filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur stdDeviation="10"/></filter></defs>${rect(x, y + 8, w, h, '#0b1220', rx, `opacity="${opacity}" filter="url(#${id})"`)}`;
};
const card = (x: number, y: number, w: number, h: number, fill: string, rx = 12, shadowOpacity = 0.16) => shadow(x, y, w, h, rx, shadowOpacity) + rect(x, y, w, h, fill, rx);

// ---------------------------------------------------------------------------------------------
// Palettes: each product has its own, as a real client's product would

interface Ui {
  dark: boolean;
  page: string; panel: string; line: string; ink: string; muted: string; faint: string;
  accent: string; accent2: string; accentSoft: string;
  land: string; street: string; building: string; park: string; water: string; road: string; roadCase: string;
  backdrop: [string, string];
}
const LIGHT_MAP = { land: '#eef0ec', street: '#ffffff', building: '#e2e4df', park: '#cfe6c6', water: '#aed3e6', road: '#ffffff', roadCase: '#d9dcd6' };
const DARK_MAP = { land: '#1b2230', street: '#262f40', building: '#222b3b', park: '#1c3329', water: '#0f2236', road: '#3a4559', roadCase: '#1b2230' };
function light(accent: string, accent2: string, accentSoft: string, backdrop: [string, string], map: Partial<typeof LIGHT_MAP> = {}): Ui {
  return { dark: false, page: '#f6f7f9', panel: '#ffffff', line: '#e4e7ec', ink: '#1f2937', muted: '#9aa3af', faint: '#e9ecf1', accent, accent2, accentSoft, ...LIGHT_MAP, ...map, backdrop };
}
function dark(accent: string, accent2: string, accentSoft: string, backdrop: [string, string], map: Partial<typeof DARK_MAP> = {}): Ui {
  return { dark: true, page: '#0f141d', panel: '#161d29', line: '#273142', ink: '#e6eaf0', muted: '#5d6b80', faint: '#222b3a', accent, accent2, accentSoft, ...DARK_MAP, ...map, backdrop };
}

const UI = {
  harbour: light('#1d3a5c', '#d39b5b', '#e6edf5', ['#e9dfcf', '#c9d8e6'], { water: '#9fc9df', land: '#f1ede4', building: '#e6e0d4' }),
  casa: light('#9a4a23', '#d9a44a', '#f4e6da', ['#f1d9c4', '#d8c2b0']),
  civic: light('#0f766e', '#f59e0b', '#d6efec', ['#cfe8e4', '#e8efe9']),
  ines: light('#111111', '#8c7b6b', '#efeae4', ['#e9e5df', '#d6d2cc']),
  keystone: light('#2458d3', '#16a34a', '#e3ebfb', ['#dbe5f7', '#eef1f7']),
  meridian: dark('#f3a93c', '#58b4d1', '#3a2e1a', ['#1f2937', '#3b4356']),
  northbound: dark('#34d399', '#f87171', '#163a2e', ['#0f3b35', '#1d2a3a']),
  tagus: light('#c2552d', '#2f6f9f', '#f6e3da', ['#f3dfd3', '#dde6ee'], { water: '#a9cfe3' }),
  yield: dark('#2dd4bf', '#a78bfa', '#123a39', ['#16203a', '#2b2251'], { land: '#182030', water: '#0c1a2c' }),
  devPortfolio: light('#0e7c86', '#f59e0b', '#dff1f2', ['#d6ecec', '#e7e3da']),
  mapLanding: dark('#a3e635', '#38bdf8', '#273814', ['#14202b', '#20343a'], { land: '#142029', street: '#1c2b36', building: '#1a2731', water: '#0b1a26', road: '#2e4150' }),
  listings: light('#047857', '#f97316', '#dcf2e9', ['#dcefe6', '#f2ebe0']),
  trackerMap: light('#2563eb', '#ea580c', '#e0e9fd', ['#ffffff', '#ffffff']),
  luxuryMap: dark('#e0b872', '#7dd3c0', '#3a301c', ['#000000', '#000000'], { land: '#1d2420', park: '#22332a', water: '#0e2130', building: '#262e2a', street: '#28302c', road: '#3d463f' }),
  creMap: light('#7c2d12', '#0369a1', '#fbe7dc', ['#ffffff', '#ffffff'], { land: '#efefec', building: '#dcdcd6' }),
  analyticsMap: light('#0f766e', '#6366f1', '#d9f2ef', ['#ffffff', '#ffffff']),
} satisfies Record<string, Ui>;

const STATUS = { ok: '#22a06b', warn: '#e8a317', bad: '#e5484d', info: '#3b82f6' };

// ---------------------------------------------------------------------------------------------
// Building blocks

/** A browser window (chrome with three dots and an address bar as a blank pill); returns the body's box. */
function browser(ui: Ui, x: number, y: number, w: number, h: number): { svg: string; box: [number, number, number, number] } {
  const top = 40;
  let s = shadow(x, y, w, h, 14, 0.28) + rect(x, y, w, h, ui.page, 14);
  const chrome = ui.dark ? '#0a0e15' : '#e9ebef';
  s += clipped(x, y, w, top, rect(x, y, w, top + 14, chrome, 14), 0);
  ['#ff5f57', '#febc2e', '#28c840'].forEach((c, i) => { s += circle(x + 22 + i * 20, y + top / 2, 6, c); });
  s += rect(x + w * 0.3, y + 10, w * 0.4, 20, ui.dark ? '#1a212d' : '#ffffff', 10);
  s += bar(x + w * 0.3 + 14, y + 17, w * 0.12, 6, ui.dark ? '#3a4558' : '#cfd5dd');
  return { svg: s, box: [x, y + top, w, h - top] };
}

/** A product shot: the scene in a browser window on a two-tone backdrop, bleeding off the bottom. */
function shot(ui: Ui, r: Rng, W: number, H: number, scene: (x: number, y: number, w: number, h: number) => string): string {
  const g = linear(ui.backdrop, false);
  let s = g.def + rect(0, 0, W, H, g.url);
  for (let i = 0; i < 3; i++) s += circle(r.range(0, W), r.range(0, H), r.range(160, 340), '#ffffff', `opacity="${f(r.range(0.08, 0.16))}"`);
  const x = 64, y = 52, w = W - 128, h = H - 52 + 16; // the bottom corners fall off the picture
  const win = browser(ui, x, y, w, h);
  const [bx, by, bw, bh] = win.box;
  return s + win.svg + clipped(bx, by, bw, bh, scene(bx, by, bw, bh), 0);
}

/** A street map: blocks between streets on a slightly turned grid, parks, arterials, water. */
function basemap(r: Rng, ui: Ui, x: number, y: number, w: number, h: number, opts: { water?: 'left' | 'right' | 'bottom' | 'river' | 'none'; block?: number } = {}): string {
  const cx = x + w / 2, cy = y + h / 2, angle = r.range(-14, 14), b = opts.block ?? r.range(46, 64), gap = Math.max(6, b * 0.14);
  let grid = '';
  const span = Math.max(w, h) * 0.8;
  const cols: number[] = [], rows: number[] = [];
  for (let gx = cx - span; gx < cx + span; gx += b + gap) cols.push(gx);
  for (let gy = cy - span; gy < cy + span; gy += b * 0.8 + gap) rows.push(gy);
  for (const gx of cols) for (const gy of rows) {
    const bw = b, bh = b * 0.8, k = r();
    if (k < 0.07) { grid += rect(gx, gy, bw, bh, ui.park, 3); continue; }
    grid += rect(gx, gy, bw, bh, ui.land, 2);
    if (k < 0.6) { // building footprints inside the block
      const n = r.int(2, 4);
      for (let i = 0; i < n; i++) grid += rect(gx + 4 + (i * (bw - 8)) / n, gy + 4, (bw - 8) / n - 3, bh * r.range(0.35, 0.8), ui.building, 1.5);
    }
  }
  // arterials: a few of the street gaps, wide and cased
  const art: string[] = [];
  cols.forEach((gx, i) => { if (i % 5 === 2) art.push(`M${f(gx - gap / 2)},${f(cy - span)} V${f(cy + span)}`); });
  rows.forEach((gy, i) => { if (i % 4 === 1) art.push(`M${f(cx - span)},${f(gy - gap / 2)} H${f(cx + span)}`); });
  const d = art.join(' ');
  grid += `<path d="${d}" stroke="${ui.roadCase}" stroke-width="${f(gap + 6)}" fill="none"/><path d="${d}" stroke="${ui.road}" stroke-width="${f(gap + 3)}" fill="none"/>`;
  const diag = `M${f(cx - span)},${f(cy + span * 0.3)} Q${f(cx)},${f(cy - span * 0.2)} ${f(cx + span)},${f(cy - span * 0.7)}`;
  grid += `<path d="${diag}" stroke="${ui.roadCase}" stroke-width="${f(gap + 8)}" fill="none"/><path d="${diag}" stroke="${ui.dark ? ui.road : '#fbe3a6'}" stroke-width="${f(gap + 4)}" fill="none"/>`;
  let s = rect(x, y, w, h, ui.street) + `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">${grid}</g>`;
  const water = opts.water ?? r.pick(['left', 'right', 'bottom', 'river'] as const);
  if (water === 'left' || water === 'right') {
    const edge = water === 'left' ? x : x + w, sign = water === 'left' ? 1 : -1, depth = w * r.range(0.14, 0.24);
    const pts: string[] = [`M${f(edge - sign * 10)},${f(y - 10)}`];
    for (let i = 0; i <= 6; i++) pts.push(`L${f(edge + sign * (depth + r.range(-1, 1) * depth * 0.4))},${f(y - 10 + ((h + 20) * i) / 6)}`);
    pts.push(`L${f(edge - sign * 10)},${f(y + h + 10)} Z`);
    s += `<path d="${pts.join(' ')}" fill="${ui.water}" stroke="${ui.water}" stroke-width="30" stroke-linejoin="round"/>`;
  } else if (water === 'bottom') {
    const d0 = h * r.range(0.16, 0.26);
    s += `<path d="M${f(x - 10)},${f(y + h - d0)} C${f(x + w * 0.3)},${f(y + h - d0 * 1.6)} ${f(x + w * 0.6)},${f(y + h - d0 * 0.4)} ${f(x + w + 10)},${f(y + h - d0 * 1.2)} L${f(x + w + 10)},${f(y + h + 10)} L${f(x - 10)},${f(y + h + 10)} Z" fill="${ui.water}"/>`;
  } else if (water === 'river') {
    const ry = y + h * r.range(0.3, 0.7);
    s += `<path d="M${f(x - 20)},${f(ry)} C${f(x + w * 0.3)},${f(ry - h * 0.25)} ${f(x + w * 0.6)},${f(ry + h * 0.25)} ${f(x + w + 20)},${f(ry - h * 0.08)}" stroke="${ui.water}" stroke-width="${f(h * 0.07)}" fill="none"/>`;
  }
  return clipped(x, y, w, h, s);
}

const pricePin = (x: number, y: number, fill: string, barColor = '#ffffff', w = 58) =>
  shadow(x - w / 2, y - 30, w, 24, 12, 0.2) + rect(x - w / 2, y - 30, w, 24, fill, 12) + poly([[x - 6, y - 7], [x + 6, y - 7], [x, y]], fill) + bar(x - w / 2 + 12, y - 21, w - 24, 6, barColor);
const dotPin = (x: number, y: number, fill: string, rad = 8) => circle(x, y, rad + 3, '#ffffff') + circle(x, y, rad, fill);
/** A cluster bubble with its count: the one kind of text the pictures hold (a tiny UI label). */
const cluster = (x: number, y: number, rad: number, fill: string, count: number) =>
  circle(x, y, rad * 1.45, fill, 'opacity="0.22"') + circle(x, y, rad, fill, 'stroke="#ffffff" stroke-width="3"') +
  `<text x="${f(x)}" y="${f(y + rad * 0.3)}" font-family="${FONT}" font-size="${f(rad * (count > 99 ? 0.72 : 0.85))}" font-weight="700" fill="#ffffff" text-anchor="middle">${count}</text>`;
const teardrop = (x: number, y: number, fill: string, k = 1) =>
  `<path d="M${f(x)},${f(y)} c${f(-11 * k)},${f(-14 * k)} ${f(-15 * k)},${f(-19 * k)} ${f(-15 * k)},${f(-26 * k)} a${f(15 * k)},${f(15 * k)} 0 1,1 ${f(30 * k)},0 c0,${f(7 * k)} ${f(-4 * k)},${f(12 * k)} ${f(-15 * k)},${f(26 * k)}z" fill="${fill}" stroke="#ffffff" stroke-width="2.5"/>` + circle(x, y - 26 * k, 5 * k, '#ffffff');

/** Text lines as bars: a heading bar then `n` body bars. */
function textBlock(ui: Ui, x: number, y: number, w: number, n: number, r: Rng, heading = true, size = 1): string {
  let s = '';
  let yy = y;
  if (heading) { s += bar(x, yy, w * r.range(0.55, 0.85), 12 * size, ui.ink); yy += 24 * size; }
  for (let i = 0; i < n; i++) { s += bar(x, yy, w * (i === n - 1 ? r.range(0.4, 0.7) : r.range(0.85, 1)), 7 * size, ui.muted); yy += 15 * size; }
  return s;
}

const WALLS = ['#f4efe6', '#e9dcc9', '#dfe6ec', '#f2e0d2', '#ffffff', '#d8cbb7', '#e7e2d8'];
const ROOFS = ['#8b4a3b', '#4b5563', '#6b4f3a', '#3f4a5a', '#9a5b3f'];
/** A "photo" of a home: sky, ground, a house, terraced houses, an apartment block or a villa. */
function homePhoto(r: Rng, x: number, y: number, w: number, h: number, kind = r.pick(['house', 'apartment', 'villa', 'terrace'] as const), rx = 0): string {
  const golden = r() < 0.3;
  const sky = linear(golden ? ['#f6c99b', '#f4e3cf'] : [r.pick(['#9cc7e6', '#a9d0ea', '#b7d4e8']), '#e8f1f7']);
  let s = sky.def + rect(x, y, w, h, sky.url);
  const gy = y + h * 0.74;
  s += `<path d="M${f(x)},${f(gy - h * 0.12)} Q${f(x + w * 0.3)},${f(gy - h * 0.26)} ${f(x + w * 0.6)},${f(gy - h * 0.1)} T${f(x + w)},${f(gy - h * 0.14)} V${f(gy)} H${f(x)}Z" fill="${golden ? '#c9b08f' : '#a9c4a0'}" opacity="0.7"/>`;
  s += rect(x, gy, w, h - (gy - y), r.pick(['#8fb573', '#9cbf7c', '#86ac6b']));
  const wall = r.pick(WALLS), roof = r.pick(ROOFS), glass = '#6f93ad';
  const cx = x + w * r.range(0.42, 0.58);
  if (kind === 'house') {
    const hw = w * 0.46, hh = h * 0.3, hx = cx - hw / 2, hy = gy - hh;
    s += rect(hx, hy, hw, hh, wall) + poly([[hx - hw * 0.06, hy], [cx, hy - hh * 0.75], [hx + hw * 1.06, hy]], roof);
    s += rect(hx + hw * 0.68, hy - hh * 0.6, hw * 0.08, hh * 0.3, roof);
    s += rect(hx + hw * 0.12, hy + hh * 0.22, hw * 0.22, hh * 0.32, glass) + rect(hx + hw * 0.62, hy + hh * 0.22, hw * 0.22, hh * 0.32, glass) + rect(hx + hw * 0.42, hy + hh * 0.4, hw * 0.15, hh * 0.6, roof);
  } else if (kind === 'apartment') {
    const hw = w * 0.36, hh = h * 0.6, hx = cx - hw / 2, hy = gy - hh;
    s += rect(hx, hy, hw, hh, wall) + rect(hx - 4, hy - 6, hw + 8, 8, '#9aa3ad');
    for (let row = 0; row < 5; row++) for (let col = 0; col < 4; col++) s += rect(hx + hw * 0.08 + col * hw * 0.23, hy + hh * 0.07 + row * hh * 0.18, hw * 0.15, hh * 0.11, glass);
    for (let row = 1; row < 5; row++) s += rect(hx - 3, hy + row * hh * 0.18 + hh * 0.16, hw + 6, 3, '#b7bec6');
  } else if (kind === 'villa') {
    const hw = w * 0.56, hh = h * 0.22, hx = cx - hw / 2, hy = gy - hh;
    s += rect(hx, hy, hw, hh, '#f7f5f0') + rect(hx + hw * 0.05, hy + hh * 0.2, hw * 0.55, hh * 0.65, glass);
    s += rect(hx + hw * 0.3, hy - hh * 0.85, hw * 0.6, hh * 0.85, '#ece8e0') + rect(hx + hw * 0.36, hy - hh * 0.65, hw * 0.48, hh * 0.45, glass);
    s += rect(hx + hw * 0.25, hy - hh * 0.9, hw * 0.7, hh * 0.08, '#cfc9bf');
    s += rect(x + w * 0.08, gy + (h - (gy - y)) * 0.25, w * 0.45, (h - (gy - y)) * 0.4, '#7fd0e0', 3);
  } else {
    const n = 3, tw = w * 0.2, start = cx - (n * tw) / 2, hh = h * 0.36;
    for (let i = 0; i < n; i++) {
      const hx = start + i * tw, hy = gy - hh, c = r.pick(['#e9b8a0', '#c8d6c2', '#f0d9a8', '#bcd0e0', '#f4efe6']);
      s += rect(hx, hy, tw, hh, c) + poly([[hx, hy], [hx + tw / 2, hy - hh * 0.3], [hx + tw, hy]], roof);
      s += rect(hx + tw * 0.2, hy + hh * 0.18, tw * 0.25, hh * 0.22, glass) + rect(hx + tw * 0.55, hy + hh * 0.18, tw * 0.25, hh * 0.22, glass) + rect(hx + tw * 0.35, hy + hh * 0.58, tw * 0.3, hh * 0.42, '#5b4636');
    }
  }
  for (let i = 0; i < 2; i++) { // trees
    const tx = i ? x + w * r.range(0.82, 0.92) : x + w * r.range(0.06, 0.16), tr = h * r.range(0.08, 0.13);
    s += rect(tx - 2, gy - tr, 4, tr, '#6b4f3a') + circle(tx, gy - tr * 1.5, tr, r.pick(['#5d8f4e', '#6b9c58', '#4f7f45']));
  }
  return clipped(x, y, w, h, s, rx);
}

/** A line chart with soft area, grid lines, one or two series. */
function lineChart(r: Rng, ui: Ui, x: number, y: number, w: number, h: number, colors: string[], points = 12): string {
  let s = '';
  for (let i = 0; i <= 3; i++) s += rect(x, y + (h * i) / 3, w, 1, ui.line);
  colors.forEach((c, k) => {
    let v = r.range(0.3, 0.6);
    const pts: [number, number][] = [];
    for (let i = 0; i < points; i++) { v = Math.min(0.95, Math.max(0.08, v + r.range(-0.12, 0.16 - k * 0.06))); pts.push([x + (w * i) / (points - 1), y + h * (1 - v)]); }
    if (k === 0) {
      const g = linear([c, ui.panel]);
      s += g.def + `<path d="M${pts.map(([a, b]) => `${f(a)},${f(b)}`).join(' L')} L${f(x + w)},${f(y + h)} L${f(x)},${f(y + h)}Z" fill="${g.url}" opacity="0.35"/>`;
    }
    s += line(pts, c, 3);
  });
  return s;
}
function barChart(r: Rng, ui: Ui, x: number, y: number, w: number, h: number, colors: string[], n = 10): string {
  let s = rect(x, y + h, w, 1, ui.line);
  const slot = w / n;
  for (let i = 0; i < n; i++) {
    let acc = 0;
    colors.forEach((c, k) => {
      const v = r.range(0.15, 0.45) / (k + 1) + (k === 0 ? 0.25 : 0);
      const bh = h * Math.min(0.95 - acc, v);
      s += rect(x + i * slot + slot * 0.2, y + h - acc * h - bh, slot * 0.6, bh, c, k === colors.length - 1 ? 3 : 0);
      acc += bh / h;
    });
  }
  return s;
}
function donut(x: number, y: number, rad: number, parts: [number, string][], hole: string): string {
  let s = '', a0 = -Math.PI / 2;
  const total = parts.reduce((t, [v]) => t + v, 0);
  for (const [v, c] of parts) {
    const a1 = a0 + (v / total) * Math.PI * 2, large = a1 - a0 > Math.PI ? 1 : 0;
    s += `<path d="M${f(x)},${f(y)} L${f(x + rad * Math.cos(a0))},${f(y + rad * Math.sin(a0))} A${f(rad)},${f(rad)} 0 ${large} 1 ${f(x + rad * Math.cos(a1))},${f(y + rad * Math.sin(a1))}Z" fill="${c}"/>`;
    a0 = a1;
  }
  return s + circle(x, y, rad * 0.62, hole);
}
/** A KPI tile: label bar, value bar, delta chip and a sparkline. */
function kpi(r: Rng, ui: Ui, x: number, y: number, w: number, h: number, color: string): string {
  let s = card(x, y, w, h, ui.panel, 10, ui.dark ? 0.3 : 0.08);
  s += bar(x + 16, y + 16, w * 0.4, 7, ui.muted) + bar(x + 16, y + 34, w * r.range(0.35, 0.5), 16, ui.ink);
  const up = r() < 0.75;
  s += rect(x + 16, y + h - 26, 44, 16, up ? (ui.dark ? '#143a2c' : '#dcf3e6') : (ui.dark ? '#3d1c1f' : '#fde2e2'), 8) + bar(x + 30, y + h - 21, 22, 6, up ? STATUS.ok : STATUS.bad);
  s += poly(up ? [[x + 21, y + h - 14], [x + 25, y + h - 21], [x + 29, y + h - 14]] : [[x + 21, y + h - 21], [x + 25, y + h - 14], [x + 29, y + h - 21]], up ? STATUS.ok : STATUS.bad);
  const pts: [number, number][] = [];
  let v = 0.5;
  for (let i = 0; i < 9; i++) { v = Math.max(0.1, Math.min(0.9, v + r.range(-0.2, up ? 0.28 : 0.12))); pts.push([x + w * 0.55 + (w * 0.38 * i) / 8, y + h - 14 - v * (h * 0.45)]); }
  return s + line(pts, color, 2.5);
}
/** Hexagons over a city-shaped blob, coloured by a smooth field (H3-style aggregation). */
function hexMap(r: Rng, ui: Ui, x: number, y: number, w: number, h: number, ramp: string[], size = 16): string {
  let s = basemap(r, { ...ui, building: ui.land }, x, y, w, h, { water: 'right', block: 40 });
  const blobs = Array.from({ length: 4 }, () => [x + r.range(0.2, 0.7) * w, y + r.range(0.2, 0.8) * h, r.range(0.12, 0.3) * w] as const);
  const hw = Math.sqrt(3) * size, cx0 = x + w * 0.45, cy0 = y + h * 0.5;
  let hexes = '';
  for (let row = 0; row * size * 1.5 < h + size; row++) for (let col = 0; col * hw < w + hw; col++) {
    const px = x + col * hw + (row % 2 ? hw / 2 : 0), py = y + row * size * 1.5;
    const dx = (px - cx0) / (w * 0.42), dy = (py - cy0) / (h * 0.48);
    if (dx * dx + dy * dy > 1 - r() * 0.15) continue;
    let v = 0;
    for (const [bx, by, br] of blobs) v += Math.exp(-((px - bx) ** 2 + (py - by) ** 2) / (br * br));
    const c = ramp[Math.min(ramp.length - 1, Math.floor(Math.min(0.999, v / 1.4 + r() * 0.15) * ramp.length))]!;
    const pts: [number, number][] = Array.from({ length: 6 }, (_, i) => [px + size * 0.95 * Math.cos(Math.PI / 6 + (i * Math.PI) / 3), py + size * 0.95 * Math.sin(Math.PI / 6 + (i * Math.PI) / 3)]);
    hexes += poly(pts, c, 'opacity="0.88"');
  }
  return s + clipped(x, y, w, h, hexes);
}
/** A side list of results: thumbnail, two text bars, a price bar. */
function resultList(r: Rng, ui: Ui, x: number, y: number, w: number, h: number, n: number, selected = 1, photos = true): string {
  let s = '';
  const ih = Math.min(96, (h - 10) / n);
  for (let i = 0; i < n; i++) {
    const iy = y + i * ih, sel = i === selected;
    if (sel) s += rect(x - 8, iy - 4, w + 16, ih - 6, ui.accentSoft, 10);
    const th = ih - 20;
    s += photos ? homePhoto(r, x, iy + 2, th * 1.3, th, undefined, 8) : rect(x, iy + 2, th, th, ui.faint, 8);
    const tx = x + (photos ? th * 1.3 : th) + 14, tw = w - (tx - x);
    s += bar(tx, iy + 6, tw * 0.45, 10, ui.accent) + bar(tx, iy + 26, tw * r.range(0.7, 0.95), 7, ui.ink) + bar(tx, iy + 42, tw * r.range(0.4, 0.6), 7, ui.muted);
    s += rect(x, iy + ih - 8, w, 1, ui.line);
  }
  return s;
}
const chip = (ui: Ui, x: number, y: number, w: number, on = false) => rect(x, y, w, 26, on ? ui.accent : ui.panel, 13, on ? '' : `stroke="${ui.line}" stroke-width="1.5"`) + bar(x + 12, y + 10, w - 24, 6, on ? (ui.dark ? ui.page : '#ffffff') : ui.muted);
const button = (x: number, y: number, w: number, h: number, fill: string, text: string) => rect(x, y, w, h, fill, h / 2) + bar(x + w * 0.25, y + h / 2 - 3.5, w * 0.5, 7, text);
const navBar = (ui: Ui, r: Rng, x: number, y: number, w: number, h = 56, logo = ui.accent) => {
  let s = rect(x, y, w, h, ui.panel) + rect(x, y + h - 1, w, 1, ui.line) + rect(x + 24, y + h / 2 - 11, 22, 22, logo, 6) + bar(x + 54, y + h / 2 - 5, 80, 10, ui.ink);
  for (let i = 0; i < 4; i++) s += bar(x + w * 0.42 + i * 84, y + h / 2 - 4, r.range(46, 62), 8, ui.muted);
  return s + button(x + w - 150, y + h / 2 - 16, 126, 32, ui.accent, ui.dark ? ui.page : '#ffffff');
};

// ---------------------------------------------------------------------------------------------
// Scenes (each draws a whole app view into the box it is given)

type Scene = (r: Rng, ui: Ui, x: number, y: number, w: number, h: number) => string;

/** Map-first property search: filters and results on the left, price pins and clusters, a detail card. */
const mapSearch: Scene = (r, ui, x, y, w, h) => {
  const sw = Math.round(w * 0.34);
  let s = basemap(r, ui, x + sw, y, w - sw, h, { water: 'right' });
  for (let i = 0; i < 9; i++) { const px = x + sw + r.range(0.08, 0.75) * (w - sw), py = y + r.range(0.12, 0.9) * h; s += i === 3 ? '' : pricePin(px, py, i % 4 === 0 ? ui.accent2 : ui.accent); }
  for (let i = 0; i < 3; i++) s += cluster(x + sw + r.range(0.1, 0.7) * (w - sw), y + r.range(0.15, 0.85) * h, r.range(18, 24), ui.accent, r.int(4, 38));
  const dx = x + sw + (w - sw) * 0.5, dy = y + h * 0.16, dw = 240;
  s += pricePin(dx + dw / 2, dy + 252, ui.accent2);
  s += card(dx, dy, dw, 210, ui.panel, 12) + homePhoto(r, dx, dy, dw, 120, 'villa', 12) + rect(dx, dy + 110, dw, 10, ui.panel);
  s += bar(dx + 16, dy + 130, 96, 12, ui.accent) + bar(dx + 16, dy + 152, 190, 7, ui.ink) + bar(dx + 16, dy + 168, 130, 7, ui.muted);
  for (let i = 0; i < 3; i++) s += rect(dx + 16 + i * 52, dy + 186, 10, 10, ui.accent2, 2) + bar(dx + 30 + i * 52, dy + 188, 26, 6, ui.muted);
  s += rect(x, y, sw, h, ui.panel) + rect(x + sw - 1, y, 1, h, ui.line);
  s += rect(x + 20, y + 18, sw - 40, 38, ui.page, 19, `stroke="${ui.line}" stroke-width="1.5"`) + circle(x + 40, y + 37, 7, 'none', `stroke="${ui.muted}" stroke-width="2.5"`) + bar(x + 56, y + 34, sw * 0.4, 7, ui.muted);
  [70, 62, 84, 54].forEach((cw, i, all) => { const off = all.slice(0, i).reduce((a, b) => a + b + 8, 0); s += chip(ui, x + 20 + off, y + 70, cw, i === 1); });
  s += bar(x + 20, y + 118, sw * 0.3, 8, ui.muted);
  return s + resultList(r, ui, x + 20, y + 140, sw - 40, h - 150, 6, 1);
};

/** A listings grid: navigation, a filter bar, cards with home photos and prices. */
const listingsGrid: Scene = (r, ui, x, y, w, h) => {
  let s = rect(x, y, w, h, ui.page) + navBar(ui, r, x, y, w);
  const fy = y + 80;
  s += card(x + 32, fy, w - 64, 60, ui.panel, 14, 0.08);
  const fields = [0.24, 0.16, 0.16, 0.16];
  let fx = x + 48;
  for (const fw of fields) { const ww = (w - 64) * fw; s += rect(fx, fy + 12, ww - 12, 36, ui.page, 8) + bar(fx + 12, fy + 27, ww * 0.45, 7, ui.muted) + poly([[fx + ww - 34, fy + 27], [fx + ww - 26, fy + 27], [fx + ww - 30, fy + 32]], ui.muted); fx += ww; }
  s += button(x + w - 200, fy + 12, 152, 36, ui.accent, '#ffffff');
  s += bar(x + 32, fy + 84, 180, 12, ui.ink) + bar(x + 32, fy + 104, 120, 7, ui.muted);
  const cols = 3, gap = 24, cw = (w - 64 - gap * (cols - 1)) / cols, top = fy + 128, ch = 300;
  const kinds = ['house', 'apartment', 'villa', 'terrace', 'house', 'apartment'] as const;
  for (let i = 0; i < 6; i++) {
    const cx = x + 32 + (i % cols) * (cw + gap), cy = top + Math.floor(i / cols) * (ch + gap);
    s += card(cx, cy, cw, ch, ui.panel, 14, 0.1) + homePhoto(r, cx, cy, cw, ch * 0.58, kinds[i], 14) + rect(cx, cy + ch * 0.58 - 12, cw, 12, ui.panel);
    if (i % 3 === 0) s += rect(cx + 14, cy + 14, 70, 22, ui.accent2, 11) + bar(cx + 26, cy + 22, 46, 6, '#ffffff');
    s += circle(cx + cw - 26, cy + 26, 15, '#ffffff', 'opacity="0.92"') + `<path d="M${f(cx + cw - 26)},${f(cy + 33)} l-7,-7 a4.5,4.5 0 0,1 7,-5.5 a4.5,4.5 0 0,1 7,5.5z" fill="${i === 1 ? ui.accent2 : 'none'}" stroke="${i === 1 ? ui.accent2 : '#4b5563'}" stroke-width="1.8"/>`;
    const ty = cy + ch * 0.58 + 10;
    s += bar(cx + 18, ty, cw * 0.42, 14, ui.ink) + bar(cx + 18, ty + 26, cw * 0.7, 7, ui.muted);
    for (let k = 0; k < 3; k++) s += rect(cx + 18 + k * 70, ty + 46, 12, 12, ui.accent, 3) + bar(cx + 36 + k * 70, ty + 49, 30, 6, ui.muted);
  }
  return s;
};

/** Analytics dashboard: nav rail, KPI tiles, hexagon map, line and bar charts. */
const analytics: Scene = (r, ui, x, y, w, h) => {
  const ramp = ui.dark ? ['#1d3557', '#1f5f7a', '#1f8a8a', '#36b39a', '#8fd694', '#e9e37a'] : ['#e0f2f1', '#b2dfdb', '#80cbc4', '#4db6ac', '#26a69a', '#00796b'];
  let s = rect(x, y, w, h, ui.page);
  s += rect(x, y, 64, h, ui.dark ? '#0b1018' : ui.panel) + rect(x + 64, y, 1, h, ui.line) + rect(x + 18, y + 18, 28, 28, ui.accent, 8);
  for (let i = 0; i < 6; i++) s += rect(x + 22, y + 80 + i * 48, 20, 20, i === 1 ? ui.accent : ui.muted, 5, i === 1 ? '' : 'opacity="0.6"');
  const cx = x + 88, cw = w - 112;
  s += bar(cx, y + 22, 200, 14, ui.ink) + bar(cx, y + 44, 130, 7, ui.muted);
  s += chip(ui, cx + cw - 250, y + 22, 70, true) + chip(ui, cx + cw - 170, y + 22, 70) + chip(ui, cx + cw - 90, y + 22, 70);
  const kw = (cw - 3 * 16) / 4;
  for (let i = 0; i < 4; i++) s += kpi(r, ui, cx + i * (kw + 16), y + 72, kw, 96, i % 2 ? ui.accent2 : ui.accent);
  const my = y + 186, mh = h - 200, mw = cw * 0.6;
  s += card(cx, my, mw, mh, ui.panel, 12, ui.dark ? 0.3 : 0.08) + hexMap(r, ui, cx + 12, my + 44, mw - 24, mh - 56, ramp, 15) + bar(cx + 16, my + 18, 140, 9, ui.ink);
  ramp.forEach((c, i) => { s += rect(cx + mw - 28 - (ramp.length - i) * 22, my + 18, 20, 10, c, 2); });
  const rx = cx + mw + 16, rw = cw - mw - 16, h1 = (mh - 16) * 0.52;
  s += card(rx, my, rw, h1, ui.panel, 12, ui.dark ? 0.3 : 0.08) + bar(rx + 16, my + 18, 110, 9, ui.ink) + lineChart(r, ui, rx + 16, my + 48, rw - 32, h1 - 68, [ui.accent, ui.accent2]);
  const by = my + h1 + 16, bh = mh - h1 - 16;
  s += card(rx, by, rw, bh, ui.panel, 12, ui.dark ? 0.3 : 0.08) + bar(rx + 16, by + 18, 90, 9, ui.ink) + barChart(r, ui, rx + 16, by + 44, rw - 32, bh - 60, [ui.accent, ui.accent2], 12);
  return s;
};

const ZONES = ['#f2dc95', '#efb9a2', '#cbbbe3', '#add9b5', '#f4c98a', '#a9cbe8'];
/** Zoning explorer: parcels coloured by zone, a heritage overlay, a selected parcel and its report. */
const zoning: Scene = (r, ui, x, y, w, h) => {
  const pw = Math.round(w * 0.3), mw = w - pw;
  let s = basemap(r, ui, x, y, mw, h, { water: 'river', block: 70 });
  let parcels = '';
  const cx = x + mw / 2, cy = y + h / 2, ang = r.range(-10, 10);
  let sel = '';
  for (let gx = x - 100; gx < x + mw + 100; gx += 84) for (let gy = y - 100; gy < y + h + 100; gy += 66) {
    const zone = r.pick(ZONES.slice(0, 4).concat(ZONES[0]!, ZONES[0]!));
    const n = r.int(2, 4);
    for (let i = 0; i < n; i++) parcels += rect(gx + 5 + (i * 74) / n, gy + 5, 74 / n - 2, 56, zone, 1, `opacity="0.78" stroke="${ui.panel}" stroke-width="1.5"`);
    if (!sel && gx > cx - 40 && gy > cy - 40) sel = rect(gx + 3, gy + 3, 40, 60, 'none', 2, `stroke="${ui.accent}" stroke-width="4"`);
  }
  s += clipped(x, y, mw, h, `<g transform="rotate(${f(ang)} ${f(cx)} ${f(cy)})">${parcels}${sel}</g>`);
  const hid = uid('p');
  s += `<defs><pattern id="${hid}" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2" height="10" fill="#7c3a2d" opacity="0.3"/></pattern></defs>`;
  s += `<path d="M${f(x + mw * 0.15)},${f(y + h * 0.55)} q${f(mw * 0.1)},${f(-h * 0.2)} ${f(mw * 0.25)},${f(-h * 0.05)} t${f(mw * 0.05)},${f(h * 0.3)} t${f(-mw * 0.3)},${f(-h * 0.02)}z" fill="url(#${hid})" stroke="#7c3a2d" stroke-width="2" stroke-dasharray="6 4"/>`;
  // layers panel, bottom-left (the top-left stays clear for the card's chip)
  s += card(x + 20, y + h - 150, 180, 130, ui.panel, 10);
  ZONES.slice(0, 4).forEach((c, i) => { s += rect(x + 36, y + h - 132 + i * 26, 14, 14, c, 3) + bar(x + 60, y + h - 128 + i * 26, r.range(60, 110), 7, ui.muted); });
  s += card(x + mw - 60, y + 20, 40, 76, ui.panel, 8) + bar(x + mw - 48, y + 40, 16, 4, ui.ink) + bar(x + mw - 48, y + 76, 16, 4, ui.ink) + rect(x + mw - 42, y + 34, 4, 16, ui.ink, 2);
  const px = x + mw;
  s += rect(px, y, pw, h, ui.panel) + rect(px, y, 1, h, ui.line);
  s += rect(px + 20, y + 20, pw - 40, 36, ui.page, 8) + bar(px + 34, y + 34, pw * 0.45, 7, ui.muted);
  s += bar(px + 20, y + 76, pw * 0.55, 14, ui.ink) + rect(px + 20, y + 102, 86, 22, ZONES[0]!, 11) + rect(px + 114, y + 102, 76, 22, ui.accentSoft, 11) + bar(px + 30, y + 110, 66, 6, '#7a5c12') + bar(px + 126, y + 110, 52, 6, ui.accent);
  for (let i = 0; i < 6; i++) s += bar(px + 20, y + 144 + i * 26, pw * 0.3, 7, ui.muted) + bar(px + pw * 0.55, y + 144 + i * 26, pw * r.range(0.2, 0.35), 7, ui.ink) + rect(px + 20, y + 160 + i * 26, pw - 40, 1, ui.line);
  s += bar(px + 20, y + 318, pw * 0.4, 10, ui.ink);
  for (let i = 0; i < 4; i++) s += circle(px + 26, y + 352 + i * 40, 5, [STATUS.ok, STATUS.warn, STATUS.ok, STATUS.bad][i]!) + bar(px + 40, y + 344 + i * 40, pw * 0.6, 7, ui.ink) + bar(px + 40, y + 358 + i * 40, pw * 0.35, 6, ui.muted);
  return s + button(px + 20, y + h - 60, pw - 40, 38, ui.accent, '#ffffff');
};

/** Dispatch map: routes with stops, vans, an alert list and status chips. */
const dispatch: Scene = (r, ui, x, y, w, h) => {
  const lw = Math.round(w * 0.3);
  let s = basemap(r, ui, x + lw, y, w - lw, h, { water: 'bottom', block: 52 });
  const routeColors = ['#34d399', '#60a5fa', '#fbbf24', '#f472b6', '#a78bfa'];
  routeColors.forEach((c, k) => {
    let px = x + lw + r.range(0.1, 0.9) * (w - lw), py = y + r.range(0.1, 0.7) * h;
    const pts: [number, number][] = [[px, py]];
    for (let i = 0; i < 6; i++) { px = Math.max(x + lw + 30, Math.min(x + w - 30, px + r.range(-120, 120))); py = Math.max(y + 30, Math.min(y + h - 30, py + r.range(-60, 110))); pts.push([px, py]); }
    s += line(pts, c, 5, 'opacity="0.9"');
    pts.forEach(([a, b], i) => { if (i) s += circle(a, b, 8, ui.panel, `stroke="${c}" stroke-width="3"`); });
    const [vx, vy] = pts[2]!;
    s += rect(vx - 14, vy - 14, 28, 28, k === 2 ? STATUS.bad : c, 8, 'stroke="#0b1018" stroke-width="3"') + poly([[vx - 6, vy + 5], [vx, vy - 7], [vx + 6, vy + 5]], '#0b1018');
  });
  s += rect(x, y, lw, h, ui.panel) + rect(x + lw - 1, y, 1, h, ui.line);
  s += bar(x + 20, y + 22, lw * 0.45, 12, ui.ink);
  [[STATUS.ok, 0.3], [STATUS.warn, 0.22], [STATUS.bad, 0.2]].forEach(([c, k], i) => { s += rect(x + 20 + i * (lw - 40) / 3, y + 50, (lw - 52) / 3, 54, ui.faint, 8) + bar(x + 30 + i * (lw - 40) / 3, y + 62, 40, 14, c as string) + bar(x + 30 + i * (lw - 40) / 3, y + 84, (lw - 40) * (k as number) * 0.8, 6, ui.muted); });
  for (let i = 0; i < 7; i++) {
    const iy = y + 124 + i * 70, c = i < 2 ? STATUS.bad : i < 4 ? STATUS.warn : STATUS.ok;
    s += rect(x + 16, iy, lw - 32, 60, i === 0 ? ui.accentSoft : ui.faint, 10) + rect(x + 16, iy, 4, 60, c, 2) + circle(x + 38, iy + 20, 6, c);
    s += bar(x + 52, iy + 14, lw * 0.42, 9, ui.ink) + bar(x + 52, iy + 34, lw * 0.6, 6, ui.muted) + rect(x + lw - 86, iy + 12, 54, 20, ui.panel, 10) + bar(x + lw - 76, iy + 19, 34, 6, c);
  }
  s += card(x + w - 230, y + 20, 210, 44, ui.panel, 22) + circle(x + w - 206, y + 42, 7, STATUS.ok) + bar(x + w - 190, y + 38, 150, 8, ui.muted);
  return s;
};

const PHASES = ['#94a3b8', '#f59e0b', '#f97316', '#3b82f6', '#10b981'];
/** Development tracker: plots coloured by phase, a timeline, a project panel with a drone photo. */
const tracker: Scene = (r, ui, x, y, w, h) => {
  const pw = Math.round(w * 0.32), mw = w - pw;
  let s = basemap(r, ui, x, y, mw, h, { water: 'bottom' });
  for (let i = 0; i < 9; i++) {
    const px = x + r.range(0.1, 0.85) * mw, py = y + r.range(0.1, 0.65) * h, k = r.range(30, 60), c = PHASES[i % PHASES.length]!;
    const pts: [number, number][] = [[px, py], [px + k * 1.4, py + r.range(-10, 10)], [px + k * 1.3, py + k], [px - r.range(0, 12), py + k * 0.9]];
    s += poly(pts, c, `opacity="0.55" stroke="${c}" stroke-width="3"`);
    if (i === 2) s += poly(pts, 'none', `stroke="${ui.ink}" stroke-width="3" stroke-dasharray="7 4"`) + teardrop(px + k * 0.7, py + k * 0.45, ui.accent, 1.1);
  }
  const ty = y + h - 74;
  s += card(x + 20, ty, mw - 40, 54, ui.panel, 12);
  PHASES.forEach((c, i) => { s += rect(x + 40 + (i * (mw - 80)) / 5, ty + 34, (mw - 80) / 5 - 4, 6, c, 3); });
  s += circle(x + 40 + (mw - 80) * 0.68, ty + 37, 9, '#ffffff', `stroke="${ui.accent}" stroke-width="4"`) + bar(x + 40, ty + 14, 120, 8, ui.ink) + bar(x + mw - 140, ty + 14, 80, 8, ui.muted);
  const px = x + mw;
  s += rect(px, y, pw, h, ui.panel) + rect(px, y, 1, h, ui.line);
  s += constructionPhoto(r, px + 16, y + 16, pw - 32, 170);
  s += bar(px + 16, y + 204, pw * 0.6, 14, ui.ink) + rect(px + 16, y + 230, 88, 22, PHASES[3]!, 11) + bar(px + 28, y + 238, 64, 6, '#ffffff');
  s += bar(px + 16, y + 272, pw * 0.3, 7, ui.muted) + rect(px + 16, y + 288, pw - 32, 10, ui.faint, 5) + rect(px + 16, y + 288, (pw - 32) * 0.68, 10, ui.accent, 5);
  for (let i = 0; i < 5; i++) {
    const done = i < 3, iy = y + 322 + i * 34;
    s += circle(px + 26, iy + 6, 9, done ? STATUS.ok : ui.faint) + (done ? `<path d="M${f(px + 21)},${f(iy + 6)} l4,4 l7,-8" stroke="#fff" stroke-width="2.5" fill="none"/>` : '');
    s += bar(px + 46, iy + 2, pw * r.range(0.35, 0.55), 8, done ? ui.muted : ui.ink) + bar(px + pw - 76, iy + 2, 56, 7, ui.muted);
  }
  const gy = y + 510, gw = (pw - 32 - 16) / 3;
  s += bar(px + 16, gy, pw * 0.35, 9, ui.ink);
  for (let i = 0; i < 3; i++) s += constructionPhoto(r, px + 16 + i * (gw + 8), gy + 22, gw, gw * 0.75);
  return s;
};
/** A drone photo of a building site: ground, frame, crane. */
function constructionPhoto(r: Rng, x: number, y: number, w: number, h: number): string {
  const sky = linear(['#b9d6ea', '#eef4f8']);
  let s = sky.def + rect(x, y, w, h, sky.url) + rect(x, y + h * 0.62, w, h * 0.38, '#c8b79b');
  const bx = x + w * 0.22, bw = w * 0.46, floors = 5;
  for (let i = 0; i < floors; i++) {
    const fy = y + h * 0.62 - (i + 1) * h * 0.09;
    s += rect(bx, fy, bw, h * 0.09 - 3, i < 3 ? '#d6d3cc' : 'none', 0, i < 3 ? '' : 'stroke="#9ca3af" stroke-width="2"') + rect(bx, fy + h * 0.09 - 5, bw, 4, '#8b949e');
    if (i < 3) for (let k = 0; k < 5; k++) s += rect(bx + 6 + (k * (bw - 12)) / 5, fy + 5, (bw - 12) / 5 - 8, h * 0.09 - 14, '#7890a5');
  }
  const cx = x + w * 0.8;
  s += rect(cx, y + h * 0.1, 5, h * 0.52, '#f2b705') + rect(x + w * 0.35, y + h * 0.1, w * 0.55, 5, '#f2b705') + line([[x + w * 0.5, y + h * 0.12], [x + w * 0.5, y + h * 0.32]], '#4b5563', 1.5);
  s += rect(x + w * 0.06, y + h * 0.75, w * 0.12, h * 0.08, '#e4a33a', 2) + rect(x + w * 0.72, y + h * 0.8, w * 0.1, h * 0.1, '#9ca3af', 2);
  void r;
  return clipped(x, y, w, h, s, 10);
}

/** Commercial buildings as extruded footprints coloured by vacancy, with a stacking plan. */
const commercial: Scene = (r, ui, x, y, w, h) => {
  const pw = Math.round(w * 0.28), mw = w - pw;
  let s = basemap(r, ui, x, y, mw, h, { water: 'left', block: 66 });
  const ramp = ['#fde0c5', '#fbb47d', '#f2803f', '#d4541b', '#9a3412'];
  const blds: [number, number, number, number, number][] = [];
  for (let i = 0; i < 22; i++) blds.push([x + r.range(0.22, 0.95) * mw, y + r.range(0.08, 0.92) * h, r.range(26, 56), r.range(20, 44), r.range(8, 40)]);
  blds.sort((a, b) => a[1] - b[1]);
  blds.forEach(([bx, by, bw, bd, bh], i) => {
    const c = ramp[Math.floor(r() * ramp.length)]!;
    s += poly([[bx, by], [bx + bw, by], [bx + bw, by - bh], [bx, by - bh]], ui.dark ? '#0b1018' : '#6b5a4e', 'opacity="0.35"');
    s += rect(bx, by - bh, bw, bd, c, 2, `stroke="${ui.dark ? '#0b1018' : '#ffffff'}" stroke-width="1.5"`) + rect(bx, by - bh + bd, bw, bh, c, 0, 'opacity="0.7"');
    if (i === 11) s += rect(bx - 4, by - bh - 4, bw + 8, bd + bh + 8, 'none', 4, `stroke="${ui.accent2}" stroke-width="3.5"`);
  });
  s += card(x + mw - 250, y + 20, 230, 40, ui.panel, 20);
  ramp.forEach((c, i) => { s += rect(x + mw - 232 + i * 38, y + 34, 34, 12, c, 3); });
  const px = x + mw;
  s += rect(px, y, pw, h, ui.panel) + rect(px, y, 1, h, ui.line) + bar(px + 20, y + 22, pw * 0.6, 13, ui.ink) + bar(px + 20, y + 44, pw * 0.4, 7, ui.muted);
  [0, 1, 2].forEach((i) => { s += chip(ui, px + 20 + i * 70, y + 66, 62, i === 1); });
  const floors = 12, fh = (h - 230) / floors;
  for (let i = 0; i < floors; i++) {
    const fy = y + 110 + i * fh, c = r() < 0.3 ? ramp[0]! : r() < 0.5 ? '#4ade80' : r() < 0.7 ? ui.accent2 : ui.faint;
    s += bar(px + 20, fy + fh / 2 - 3, 20, 6, ui.muted) + rect(px + 52, fy + 2, (pw - 72) * r.range(0.45, 0.7), fh - 4, c, 3) + rect(px + 52 + (pw - 72) * 0.72, fy + 2, (pw - 72) * 0.28, fh - 4, ui.faint, 3);
  }
  return s + button(px + 20, y + h - 64, pw - 40, 40, ui.accent, '#ffffff');
};

/** The villa development's sales site: sunset hero with the villas, then the plot map strip. */
const villaSite: Scene = (r, ui, x, y, w, h) => {
  const hh = h * 0.66;
  let s = coastPhoto(r, x, y, w, hh);
  s += rect(x, y, w, 64, '#000000', 0, 'opacity="0.12"') + rect(x + 28, y + 22, 22, 22, '#ffffff', 11) + bar(x + 58, y + 28, 90, 10, '#ffffff');
  for (let i = 0; i < 4; i++) s += bar(x + w * 0.45 + i * 84, y + 30, 54, 7, '#ffffff');
  s += rect(x + w - 160, y + 16, 130, 34, '#ffffff', 17) + bar(x + w - 130, y + 30, 70, 7, ui.accent);
  s += bar(x + 56, y + hh * 0.5, w * 0.4, 26, '#ffffff') + bar(x + 56, y + hh * 0.5 + 40, w * 0.3, 26, '#ffffff') + bar(x + 56, y + hh * 0.5 + 88, w * 0.32, 9, '#fff3e6');
  s += button(x + 56, y + hh * 0.5 + 116, 170, 44, ui.accent, '#ffffff') + rect(x + 238, y + hh * 0.5 + 116, 150, 44, 'none', 22, 'stroke="#ffffff" stroke-width="2"') + bar(x + 270, y + hh * 0.5 + 135, 86, 7, '#ffffff');
  s += rect(x, y + hh, w, h - hh, '#fbf7f2');
  // plot availability strip
  const my = y + hh + 30, mh = h - hh - 30;
  s += bar(x + 56, my + 8, 200, 14, ui.ink) + bar(x + 56, my + 34, 300, 8, ui.muted) + bar(x + 56, my + 50, 260, 8, ui.muted);
  const mx = x + w * 0.45, mw = w - (mx - x) - 40;
  s += card(mx, my, mw, mh + 20, '#eef0e6', 12);
  const tcl = ['#d9dcc8', '#cdd2b8', '#c1c8a8'];
  for (let i = 0; i < 3; i++) s += `<path d="M${f(mx)},${f(my + 30 + i * 40)} C${f(mx + mw * 0.3)},${f(my + i * 40)} ${f(mx + mw * 0.6)},${f(my + 70 + i * 40)} ${f(mx + mw)},${f(my + 20 + i * 40)}" stroke="${tcl[i]}" stroke-width="14" fill="none"/>`;
  for (let i = 0; i < 13; i++) {
    const c = i % 5 === 0 ? '#c7c2b8' : i % 3 === 0 ? '#e0b872' : '#5f9e6e';
    s += rect(mx + 20 + i * ((mw - 40) / 13), my + 26 + (i % 2) * 34 + r.range(0, 10), (mw - 40) / 13 - 6, 28, c, 4, 'stroke="#ffffff" stroke-width="1.5"');
  }
  return s;
};
/** A golden-hour coast: sky, sea, hills and modern villas with pools. */
function coastPhoto(r: Rng, x: number, y: number, w: number, h: number): string {
  const sky = linear(['#f2a766', '#f6cf9a', '#f8e3c4']);
  let s = sky.def + rect(x, y, w, h, sky.url) + circle(x + w * 0.72, y + h * 0.46, h * 0.09, '#fff1d6', 'opacity="0.9"');
  const sea = linear(['#6f9fb8', '#3f6f8a']);
  s += sea.def + rect(x, y + h * 0.52, w, h * 0.48, sea.url);
  s += rect(x + w * 0.6, y + h * 0.53, w * 0.24, 3, '#ffe0b0', 0, 'opacity="0.7"') + rect(x + w * 0.64, y + h * 0.56, w * 0.16, 2, '#ffe0b0', 0, 'opacity="0.5"');
  s += `<path d="M${f(x)},${f(y + h * 0.62)} Q${f(x + w * 0.25)},${f(y + h * 0.5)} ${f(x + w * 0.5)},${f(y + h * 0.66)} T${f(x + w)},${f(y + h * 0.7)} V${f(y + h)} H${f(x)}Z" fill="#a08a5f"/>`;
  s += `<path d="M${f(x)},${f(y + h * 0.76)} Q${f(x + w * 0.35)},${f(y + h * 0.66)} ${f(x + w * 0.7)},${f(y + h * 0.8)} T${f(x + w)},${f(y + h * 0.82)} V${f(y + h)} H${f(x)}Z" fill="#7d7048"/>`;
  for (let i = 0; i < 3; i++) {
    const vx = x + w * (0.46 + i * 0.16), vy = y + h * (0.72 + i * 0.04), vw = w * 0.1;
    s += rect(vx, vy - h * 0.07, vw, h * 0.07, '#f4efe6') + rect(vx + vw * 0.1, vy - h * 0.055, vw * 0.5, h * 0.04, '#6d8fa6') + rect(vx - vw * 0.05, vy - h * 0.08, vw * 1.1, h * 0.012, '#d9d0c2') + rect(vx + vw * 0.2, vy + 2, vw * 0.6, h * 0.02, '#8fd3e3');
  }
  for (let i = 0; i < 7; i++) { const tx = x + r.range(0.02, 0.98) * w, ty = y + h * r.range(0.78, 0.95); s += circle(tx, ty, r.range(8, 16), '#4f6a3a'); }
  return clipped(x, y, w, h, s);
}

/** Photographer's portfolio: minimal header, a full-bleed architecture photo, a grid below. */
const photoPortfolio: Scene = (r, ui, x, y, w, h) => {
  let s = rect(x, y, w, h, '#ffffff') + bar(x + w / 2 - 70, y + 24, 140, 12, ui.ink);
  for (let i = 0; i < 3; i++) s += bar(x + 32 + i * 70, y + 28, 48, 6, ui.muted) + bar(x + w - 200 + i * 60, y + 28, 40, 6, ui.muted);
  s += archPhoto(r, x + 32, y + 64, w - 64, h * 0.52, 0);
  const gy = y + 64 + h * 0.52 + 20, gw = (w - 64 - 32) / 3;
  for (let i = 0; i < 3; i++) s += i === 1 ? interiorPhoto(r, x + 32 + i * (gw + 16), gy, gw, h - (gy - y) + 20) : archPhoto(r, x + 32 + i * (gw + 16), gy, gw, h - (gy - y) + 20, i);
  return s;
};
/** Concrete-and-glass architecture in raking light (an "architectural photograph"). */
function archPhoto(r: Rng, x: number, y: number, w: number, h: number, variant: number): string {
  const skies = [['#c9d6df', '#eef2f4'], ['#e8d5c0', '#f4ece3'], ['#9fb7c9', '#dde7ee']];
  const sky = linear(skies[variant % 3]!);
  let s = sky.def + rect(x, y, w, h, sky.url);
  const base = y + h * 0.85;
  s += rect(x, base, w, h - (base - y), '#b9b2a6');
  const bx = x + w * r.range(0.12, 0.3), bw = w * r.range(0.45, 0.62), bh = h * 0.58;
  s += rect(bx, base - bh, bw, bh, '#d9d4cb') + poly([[bx + bw, base - bh], [bx + bw + bw * 0.22, base - bh + h * 0.06], [bx + bw + bw * 0.22, base], [bx + bw, base]], '#a9a296');
  const bands = 4;
  for (let i = 0; i < bands; i++) s += rect(bx, base - bh + (i * bh) / bands + bh * 0.08, bw, bh / bands - bh * 0.14, '#3b4650') + rect(bx, base - bh + (i * bh) / bands + bh * 0.08, bw * 0.35, bh / bands - bh * 0.14, '#53616d');
  s += poly([[bx - w * 0.1, base - bh - 4], [bx + bw + bw * 0.22, base - bh - 4], [bx + bw + bw * 0.22, base - bh + 6], [bx - w * 0.1, base - bh + 6]], '#ece8e0');
  s += poly([[bx, base], [bx - w * 0.25, base + h * 0.2], [bx + bw * 0.3, base + h * 0.2], [bx + bw * 0.3, base]], '#000000', 'opacity="0.12"');
  return clipped(x, y, w, h, s, 4);
}
function interiorPhoto(r: Rng, x: number, y: number, w: number, h: number): string {
  let s = rect(x, y, w, h, '#e9e4dc') + poly([[x, y + h * 0.7], [x + w, y + h * 0.7], [x + w, y + h], [x, y + h]], '#c9b59a');
  s += rect(x + w * 0.55, y + h * 0.12, w * 0.35, h * 0.5, '#b7d0e0') + rect(x + w * 0.72, y + h * 0.12, 3, h * 0.5, '#e9e4dc');
  s += poly([[x + w * 0.55, y + h * 0.62], [x + w * 0.9, y + h * 0.62], [x + w * 0.7, y + h * 0.95], [x + w * 0.2, y + h * 0.95]], '#fff7e6', 'opacity="0.5"');
  s += rect(x + w * 0.1, y + h * 0.55, w * 0.4, h * 0.16, '#6e6a62', 6) + rect(x + w * 0.12, y + h * 0.48, w * 0.36, h * 0.1, '#86817a', 6) + circle(x + w * 0.3, y + h * 0.3, w * 0.05, '#d8b26e');
  void r;
  return clipped(x, y, w, h, s, 4);
}

/** The feed pipeline's admin: source health, an import chart and the review queue. */
const feedAdmin: Scene = (r, ui, x, y, w, h) => {
  let s = rect(x, y, w, h, ui.page) + rect(x, y, 200, h, '#111a2e') + rect(x + 20, y + 20, 26, 26, ui.accent, 7) + bar(x + 56, y + 29, 90, 9, '#e6eaf0');
  for (let i = 0; i < 7; i++) s += rect(x + 12, y + 72 + i * 40, 176, 32, i === 2 ? '#1e2a47' : 'none', 8) + rect(x + 24, y + 82 + i * 40, 12, 12, i === 2 ? '#7aa2ff' : '#55607a', 3) + bar(x + 46, y + 85 + i * 40, r.range(60, 110), 7, i === 2 ? '#e6eaf0' : '#55607a');
  const cx = x + 224, cw = w - 248;
  s += bar(cx, y + 24, 220, 14, ui.ink) + bar(cx, y + 46, 140, 7, ui.muted) + button(cx + cw - 140, y + 22, 140, 34, ui.accent, '#ffffff');
  const sw = (cw - 32) / 3;
  [STATUS.ok, STATUS.ok, STATUS.warn].forEach((c, i) => {
    const sx = cx + i * (sw + 16), sy = y + 76;
    s += card(sx, sy, sw, 96, ui.panel, 12, 0.08) + rect(sx + 16, sy + 16, 36, 36, [ui.accentSoft, '#e7f6ec', '#fdf1dc'][i]!, 9) + rect(sx + 26, sy + 26, 16, 16, [ui.accent, '#16a34a', '#d97706'][i]!, 4);
    s += bar(sx + 64, sy + 20, sw * 0.4, 9, ui.ink) + bar(sx + 64, sy + 38, sw * 0.3, 7, ui.muted) + circle(sx + sw - 26, sy + 28, 7, c);
    s += rect(sx + 16, sy + 68, sw - 32, 8, ui.faint, 4) + rect(sx + 16, sy + 68, (sw - 32) * (i === 2 ? 0.62 : r.range(0.85, 1)), 8, c, 4);
  });
  const ty = y + 192, tw = cw * 0.62, th = h - 210;
  s += card(cx, ty, tw, th, ui.panel, 12, 0.08) + bar(cx + 18, ty + 18, 140, 10, ui.ink) + rect(cx, ty + 46, tw, 1, ui.line);
  for (let i = 0; i < 7; i++) {
    const ry = ty + 58 + i * 58, st = [STATUS.warn, STATUS.bad, STATUS.warn, STATUS.ok, STATUS.warn, STATUS.ok, STATUS.bad][i]!;
    s += homePhoto(r, cx + 18, ry, 60, 44, undefined, 6) + bar(cx + 92, ry + 8, tw * 0.3, 8, ui.ink) + bar(cx + 92, ry + 26, tw * 0.22, 7, ui.muted);
    s += rect(cx + tw * 0.58, ry + 12, 84, 22, st === STATUS.ok ? '#e7f6ec' : st === STATUS.bad ? '#fde8e8' : '#fdf1dc', 11) + bar(cx + tw * 0.58 + 14, ry + 20, 56, 6, st);
    s += bar(cx + tw - 110, ry + 20, 40, 7, ui.muted) + rect(cx + tw - 52, ry + 12, 30, 22, ui.faint, 6) + rect(cx + 18, ry + 51, tw - 36, 1, ui.line);
  }
  const gx = cx + tw + 16, gw = cw - tw - 16, gh = (th - 16) / 2;
  s += card(gx, ty, gw, gh, ui.panel, 12, 0.08) + bar(gx + 16, ty + 18, 100, 9, ui.ink) + barChart(r, ui, gx + 16, ty + 44, gw - 32, gh - 60, [ui.accent, '#93b4f5'], 12);
  s += card(gx, ty + gh + 16, gw, gh, ui.panel, 12, 0.08) + clipped(gx, ty + gh + 16, gw, gh, basemap(r, ui, gx, ty + gh + 16, gw, gh, { water: 'left', block: 36 }) + [0, 1, 2, 3].map((i) => dotPin(gx + r.range(0.3, 0.85) * gw, ty + gh + 16 + r.range(0.2, 0.85) * gh, i ? STATUS.warn : STATUS.bad)).join(''), 12);
  return s;
};

/** A developer's portfolio site: intro with portrait, client logos, case-study cards, services. */
const devPortfolio: Scene = (r, ui, x, y, w, h) => {
  let s = rect(x, y, w, h, '#fbfaf7') + navBar({ ...ui, panel: '#fbfaf7' }, r, x, y, w, 56, INK);
  const hy = y + 96;
  s += rect(x + 56, hy, 110, 24, ui.accentSoft, 12) + bar(x + 70, hy + 9, 82, 6, ui.accent);
  s += bar(x + 56, hy + 44, w * 0.42, 30, INK) + bar(x + 56, hy + 86, w * 0.34, 30, INK) + bar(x + 56, hy + 138, w * 0.4, 9, ui.muted) + bar(x + 56, hy + 156, w * 0.33, 9, ui.muted);
  s += button(x + 56, hy + 190, 160, 44, ui.accent, '#ffffff') + rect(x + 228, hy + 190, 150, 44, 'none', 22, `stroke="${INK}" stroke-width="2"`) + bar(x + 262, hy + 209, 82, 7, INK);
  const px = x + w * 0.74, py = hy + 120, pr = 110;
  s += circle(px, py, pr + 16, ui.accentSoft) + portraitIn(px - pr, py - pr, pr * 2, PEOPLE.alex, '#f0c987', true);
  s += card(px - pr - 40, py + pr - 30, 150, 50, '#ffffff', 25) + circle(px - pr - 14, py + pr - 5, 9, STATUS.ok) + bar(px - pr, py + pr - 9, 90, 8, ui.muted);
  const ly = hy + 280;
  for (let i = 0; i < 5; i++) s += rect(x + 56 + i * ((w - 112) / 5), ly, (w - 112) / 5 - 40, 18, '#c9c6bd', 4);
  const cy = ly + 48, cw = (w - 112 - 40) / 3;
  for (let i = 0; i < 3; i++) {
    const ccx = x + 56 + i * (cw + 20);
    s += card(ccx, cy, cw, 240, '#ffffff', 12, 0.08);
    const inner = [UI.harbour, UI.yield, UI.tagus][i]!;
    s += clipped(ccx, cy, cw, 150, i === 0 ? basemap(r, inner, ccx, cy, cw, 150, { water: 'right', block: 30 }) + pricePin(ccx + cw * 0.4, cy + 70, inner.accent) + pricePin(ccx + cw * 0.65, cy + 110, inner.accent2) : i === 1 ? rect(ccx, cy, cw, 150, inner.page) + kpi(r, inner, ccx + 12, cy + 12, cw * 0.45, 70, inner.accent) + lineChart(r, inner, ccx + 12, cy + 96, cw - 24, 44, [inner.accent]) : constructionPhoto(r, ccx, cy, cw, 150), 12);
    s += bar(ccx + 16, cy + 166, cw * 0.6, 11, INK) + bar(ccx + 16, cy + 188, cw * 0.85, 7, ui.muted) + bar(ccx + 16, cy + 204, cw * 0.5, 7, ui.muted);
  }
  return s;
};

/** Landing page for a map product: hero copy, an animated-routes map card, features. */
const mapLanding: Scene = (r, ui, x, y, w, h) => {
  const bg = linear(['#0f1a22', '#142a30']);
  let s = bg.def + rect(x, y, w, h, bg.url);
  s += rect(x + 28, y + 20, 24, 24, ui.accent, 6) + bar(x + 62, y + 27, 90, 10, ui.ink);
  for (let i = 0; i < 4; i++) s += bar(x + w * 0.4 + i * 84, y + 29, 54, 7, ui.muted);
  s += button(x + w - 160, y + 16, 132, 34, ui.accent, ui.page);
  const hy = y + 110;
  s += rect(x + 56, hy, 130, 24, '#1f3320', 12) + bar(x + 70, hy + 9, 100, 6, ui.accent);
  s += bar(x + 56, hy + 46, w * 0.36, 28, ui.ink) + bar(x + 56, hy + 86, w * 0.3, 28, ui.ink) + bar(x + 56, hy + 134, w * 0.34, 8, ui.muted) + bar(x + 56, hy + 152, w * 0.28, 8, ui.muted);
  s += button(x + 56, hy + 186, 150, 44, ui.accent, ui.page) + rect(x + 218, hy + 186, 140, 44, 'none', 22, `stroke="${ui.muted}" stroke-width="2"`) + bar(x + 248, hy + 205, 80, 7, ui.ink);
  const mx = x + w * 0.5, my = y + 80, mw = w * 0.46, mh = h * 0.62;
  s += card(mx, my, mw, mh, ui.panel, 16, 0.4);
  let routes = basemap(r, ui, mx, my, mw, mh, { water: 'left', block: 38 });
  [ui.accent, ui.accent2, '#f472b6'].forEach((c) => {
    let px = mx + r.range(0.2, 0.5) * mw, py = my + r.range(0.2, 0.8) * mh;
    const pts: [number, number][] = [[px, py]];
    for (let i = 0; i < 5; i++) { px += r.range(20, 80); py += r.range(-60, 60); pts.push([px, Math.max(my + 20, Math.min(my + mh - 20, py))]); }
    routes += line(pts, c, 4) + pts.map(([a, b]) => circle(a, b, 6, ui.panel, `stroke="${c}" stroke-width="3"`)).join('');
  });
  s += clipped(mx, my, mw, mh, routes, 16);
  s += card(mx - 40, my + mh - 90, 200, 70, ui.panel, 12, 0.4) + kpiInline(ui, mx - 24, my + mh - 74);
  const fy = y + h * 0.74, fw = (w - 112 - 40) / 3;
  for (let i = 0; i < 3; i++) { const fx = x + 56 + i * (fw + 20); s += rect(fx, fy, fw, 120, ui.panel, 12, `stroke="${ui.line}"`) + rect(fx + 20, fy + 20, 36, 36, '#1f3320', 9) + rect(fx + 30, fy + 30, 16, 16, ui.accent, 4) + bar(fx + 20, fy + 72, fw * 0.5, 10, ui.ink) + bar(fx + 20, fy + 92, fw * 0.75, 7, ui.muted); }
  return s;
};
const kpiInline = (ui: Ui, x: number, y: number) => bar(x, y, 70, 7, ui.muted) + bar(x, y + 16, 110, 16, ui.ink) + rect(x + 124, y + 12, 40, 22, '#1f3320', 11) + bar(x + 134, y + 20, 20, 6, ui.accent);

/** The luxury map: dark terrain with contours, the sea, villa markers with photos, a side gallery. */
const luxuryMap: Scene = (r, ui, x, y, w, h) => {
  const sw = Math.round(w * 0.3), mw = w - sw;
  const land = linear(['#2a3a30', '#1d2822']);
  let s = land.def + rect(x, y, mw, h, land.url);
  // hillshade and contour lines around two summits
  for (const [hx, hy] of [[0.3, 0.25], [0.75, 0.18]] as const) {
    const cx = x + mw * hx, cy = y + h * hy;
    s += circle(cx - 30, cy - 20, 160, '#3b5142', 'opacity="0.55"');
    for (let i = 0; i < 9; i++) s += `<ellipse cx="${f(cx + i * 5)}" cy="${f(cy + i * 6)}" rx="${f(26 + i * 30)}" ry="${f(18 + i * 22)}" fill="none" stroke="#5d7563" stroke-width="${i % 4 === 3 ? 2 : 1}" opacity="${f(0.75 - i * 0.05)}" transform="rotate(${f(r.range(-15, 15))} ${f(cx)} ${f(cy)})"/>`;
  }
  // the town, in a corner
  s += clipped(x + mw * 0.52, y + h * 0.38, mw * 0.48, h * 0.3, basemap(r, { ...ui, street: '#2f3a33', land: '#252e29', building: '#323d36' }, x + mw * 0.52, y + h * 0.38, mw * 0.48, h * 0.3, { water: 'none', block: 28 }), 60);
  const coast = `M${f(x)},${f(y + h * 0.72)} C${f(x + mw * 0.3)},${f(y + h * 0.62)} ${f(x + mw * 0.55)},${f(y + h * 0.86)} ${f(x + mw)},${f(y + h * 0.74)}`;
  s += `<path d="${coast} V${f(y + h)} H${f(x)}Z" fill="#1c4a5c"/><path d="${coast}" fill="none" stroke="#d9c79a" stroke-width="10" opacity="0.85"/><path d="${coast}" fill="none" stroke="#2d6a80" stroke-width="22" opacity="0.5" transform="translate(0 18)"/>`;
  s += `<path d="M${f(x)},${f(y + h * 0.6)} C${f(x + mw * 0.3)},${f(y + h * 0.5)} ${f(x + mw * 0.6)},${f(y + h * 0.7)} ${f(x + mw)},${f(y + h * 0.58)}" stroke="#c9a85a" stroke-width="4" fill="none" opacity="0.8"/>`;
  const spots: [number, number][] = [];
  for (let i = 0; i < 9; i++) spots.push([x + r.range(0.08, 0.9) * mw, y + r.range(0.12, 0.56) * h]);
  spots.forEach(([px, py], i) => { if (i !== 4) s += pricePin(px, py, i % 3 ? ui.accent : '#ffffff', i % 3 ? '#1d2420' : '#8a6a2f', 62); });
  const [sx, sy] = spots[4] = [x + mw * 0.42, y + h * 0.52];
  s += pricePin(sx, sy, '#ffffff', '#8a6a2f', 62) + card(sx - 110, sy - 230, 220, 190, ui.panel, 12, 0.5) + homePhoto(r, sx - 110, sy - 230, 220, 110, 'villa', 12) + rect(sx - 110, sy - 132, 220, 12, ui.panel);
  s += bar(sx - 94, sy - 108, 120, 10, ui.ink) + bar(sx - 94, sy - 88, 170, 7, ui.muted) + bar(sx - 94, sy - 68, 80, 10, ui.accent);
  s += card(x + mw - 64, y + 20, 44, 84, ui.panel, 10, 0.4) + bar(x + mw - 50, y + 42, 16, 4, ui.ink) + bar(x + mw - 50, y + 82, 16, 4, ui.ink) + rect(x + mw - 44, y + 36, 4, 16, ui.ink, 2);
  s += card(x + mw - 64, y + 116, 44, 44, ui.panel, 10, 0.4) + poly([[x + mw - 50, y + 146], [x + mw - 42, y + 128], [x + mw - 34, y + 146]], ui.accent);
  s += rect(x + mw, y, sw, h, ui.panel) + rect(x + mw + 20, y + 20, sw - 40, 36, ui.faint, 18) + bar(x + mw + 40, y + 34, sw * 0.4, 7, ui.muted);
  const ch = (h - 76) / 3;
  for (let i = 0; i < 3; i++) {
    const cy = y + 72 + i * ch;
    s += homePhoto(r, x + mw + 20, cy, sw - 40, ch - 72, 'villa', 10) + bar(x + mw + 20, cy + ch - 60, sw * 0.5, 10, ui.ink) + bar(x + mw + 20, cy + ch - 42, sw * 0.7, 7, ui.muted) + bar(x + mw + 20, cy + ch - 28, sw * 0.3, 9, ui.accent);
  }
  return s;
};

// ---------------------------------------------------------------------------------------------
// Portraits

interface Person { skin: string; hair: string; style: 'short' | 'long' | 'bun' | 'curly' | 'wavy'; shirt: string; collar?: string; beard?: boolean | 'short'; glasses?: boolean; bg: [string, string] }
const PEOPLE = {
  alex: { skin: '#e9b894', hair: '#3b2a20', style: 'wavy', shirt: '#1f3b4d', collar: '#e8eef0', beard: 'short', bg: ['#cfe9e6', '#9fd0cc'] },
  sofia: { skin: '#f1c7a5', hair: '#2c1c14', style: 'long', shirt: '#c2552d', bg: ['#f6dfcf', '#efc2a6'] },
  daniel: { skin: '#8a5a3c', hair: '#17110d', style: 'short', shirt: '#2563eb', collar: '#dbe6fb', beard: true, bg: ['#dbe5f7', '#b8cbee'] },
  priya: { skin: '#b9825a', hair: '#1c1310', style: 'bun', shirt: '#0f766e', glasses: true, bg: ['#e5e0f5', '#cdc4ec'] },
} satisfies Record<string, Person>;

/** A friendly flat portrait, head and shoulders centred with margin, in the square (x, y, S). */
function portraitIn(x: number, y: number, S: number, p: Person, accent?: string, round = false, decor = ''): string {
  const u = (n: number) => n * S;
  const bg = linear(p.bg);
  const cx = x + S / 2, hy = y + u(0.43), hrx = u(0.145), hry = u(0.175);
  let s = bg.def + clipped(x, y, S, S, rect(x, y, S, S, bg.url) + decor + (accent ? circle(x + u(0.78), y + u(0.24), u(0.06), accent, 'opacity="0.8"') : '') + body(), round ? S / 2 : 0);
  function body(): string {
    let b = '';
    // hair behind the head (long styles)
    if (p.style === 'long') b += `<path d="M${f(cx - hrx * 1.25)},${f(hy - hry * 0.2)} Q${f(cx - hrx * 1.4)},${f(hy + hry * 1.6)} ${f(cx - hrx * 0.9)},${f(hy + hry * 1.9)} L${f(cx + hrx * 0.9)},${f(hy + hry * 1.9)} Q${f(cx + hrx * 1.4)},${f(hy + hry * 1.6)} ${f(cx + hrx * 1.25)},${f(hy - hry * 0.2)}Z" fill="${p.hair}"/>`;
    if (p.style === 'bun') b += circle(cx, hy - hry * 1.12, hrx * 0.48, p.hair);
    // shoulders and neck
    b += `<path d="M${f(cx - u(0.33))},${f(y + S)} C${f(cx - u(0.33))},${f(y + u(0.74))} ${f(cx - u(0.2))},${f(y + u(0.68))} ${f(cx)},${f(y + u(0.68))} C${f(cx + u(0.2))},${f(y + u(0.68))} ${f(cx + u(0.33))},${f(y + u(0.74))} ${f(cx + u(0.33))},${f(y + S)}Z" fill="${p.shirt}"/>`;
    b += rect(cx - hrx * 0.42, hy + hry * 0.6, hrx * 0.84, u(0.12), p.skin) + `<path d="M${f(cx - hrx * 0.42)},${f(hy + hry * 1.05)} Q${f(cx)},${f(hy + hry * 1.35)} ${f(cx + hrx * 0.42)},${f(hy + hry * 1.05)}" fill="#000" opacity="0.1"/>`;
    b += `<path d="M${f(cx - hrx * 0.5)},${f(y + u(0.685))} L${f(cx)},${f(y + u(0.78))} L${f(cx + hrx * 0.5)},${f(y + u(0.685))} Z" fill="${p.skin}"/>`;
    if (p.collar) b += `<path d="M${f(cx - hrx * 0.55)},${f(y + u(0.68))} L${f(cx - hrx * 0.05)},${f(y + u(0.79))} L${f(cx - hrx * 0.35)},${f(y + u(0.8))}Z M${f(cx + hrx * 0.55)},${f(y + u(0.68))} L${f(cx + hrx * 0.05)},${f(y + u(0.79))} L${f(cx + hrx * 0.35)},${f(y + u(0.8))}Z" fill="${p.collar}"/>`;
    // ears, head
    b += `<ellipse cx="${f(cx - hrx)}" cy="${f(hy + hry * 0.1)}" rx="${f(hrx * 0.16)}" ry="${f(hry * 0.2)}" fill="${p.skin}"/><ellipse cx="${f(cx + hrx)}" cy="${f(hy + hry * 0.1)}" rx="${f(hrx * 0.16)}" ry="${f(hry * 0.2)}" fill="${p.skin}"/>`;
    b += `<ellipse cx="${f(cx)}" cy="${f(hy)}" rx="${f(hrx)}" ry="${f(hry)}" fill="${p.skin}"/>`;
    if (p.beard) b += `<path opacity="${p.beard === 'short' ? 0.55 : 0.9}" d="M${f(cx - hrx * 0.98)},${f(hy + hry * 0.05)} Q${f(cx - hrx * 0.9)},${f(hy + hry * 1.1)} ${f(cx)},${f(hy + hry * 1.08)} Q${f(cx + hrx * 0.9)},${f(hy + hry * 1.1)} ${f(cx + hrx * 0.98)},${f(hy + hry * 0.05)} Q${f(cx + hrx * 0.7)},${f(hy + hry * 0.6)} ${f(cx)},${f(hy + hry * 0.55)} Q${f(cx - hrx * 0.7)},${f(hy + hry * 0.6)} ${f(cx - hrx * 0.98)},${f(hy + hry * 0.05)}Z" fill="${p.hair}"/>`;
    // hair on top
    const top = hy - hry;
    if (p.style === 'short') b += `<path d="M${f(cx - hrx * 1.02)},${f(hy - hry * 0.1)} Q${f(cx - hrx * 1.05)},${f(top - hry * 0.25)} ${f(cx)},${f(top - hry * 0.18)} Q${f(cx + hrx * 1.05)},${f(top - hry * 0.25)} ${f(cx + hrx * 1.02)},${f(hy - hry * 0.1)} Q${f(cx + hrx * 0.8)},${f(top + hry * 0.35)} ${f(cx)},${f(top + hry * 0.3)} Q${f(cx - hrx * 0.8)},${f(top + hry * 0.35)} ${f(cx - hrx * 1.02)},${f(hy - hry * 0.1)}Z" fill="${p.hair}"/>`;
    else if (p.style === 'wavy') b += `<path d="M${f(cx - hrx * 1.08)},${f(hy + hry * 0.05)} Q${f(cx - hrx * 1.25)},${f(top - hry * 0.2)} ${f(cx - hrx * 0.2)},${f(top - hry * 0.3)} Q${f(cx + hrx * 0.6)},${f(top - hry * 0.45)} ${f(cx + hrx * 1.1)},${f(top + hry * 0.2)} Q${f(cx + hrx * 1.15)},${f(hy - hry * 0.3)} ${f(cx + hrx * 1.04)},${f(hy + hry * 0.05)} Q${f(cx + hrx * 0.9)},${f(top + hry * 0.45)} ${f(cx + hrx * 0.2)},${f(top + hry * 0.32)} Q${f(cx - hrx * 0.4)},${f(top + hry * 0.5)} ${f(cx - hrx * 0.8)},${f(top + hry * 0.42)} Q${f(cx - hrx * 0.95)},${f(hy - hry * 0.3)} ${f(cx - hrx * 1.08)},${f(hy + hry * 0.05)}Z" fill="${p.hair}"/>`;
    else if (p.style === 'long' || p.style === 'bun') b += `<path d="M${f(cx - hrx * 1.1)},${f(hy + hry * 0.2)} Q${f(cx - hrx * 1.2)},${f(top - hry * 0.25)} ${f(cx)},${f(top - hry * 0.2)} Q${f(cx + hrx * 1.2)},${f(top - hry * 0.25)} ${f(cx + hrx * 1.1)},${f(hy + hry * 0.2)} Q${f(cx + hrx * 0.9)},${f(top + hry * 0.3)} ${f(cx + hrx * 0.1)},${f(top + hry * 0.28)} Q${f(cx - hrx * 0.3)},${f(top + hry * 0.5)} ${f(cx - hrx * 0.85)},${f(top + hry * 0.55)} Q${f(cx - hrx * 1.0)},${f(hy - hry * 0.1)} ${f(cx - hrx * 1.1)},${f(hy + hry * 0.2)}Z" fill="${p.hair}"/>`;
    // face
    const ey = hy + hry * 0.02;
    b += `<ellipse cx="${f(cx - hrx * 0.38)}" cy="${f(ey)}" rx="${f(hrx * 0.08)}" ry="${f(hry * 0.085)}" fill="#1d1410"/><ellipse cx="${f(cx + hrx * 0.38)}" cy="${f(ey)}" rx="${f(hrx * 0.08)}" ry="${f(hry * 0.085)}" fill="#1d1410"/>`;
    b += `<path d="M${f(cx - hrx * 0.55)},${f(ey - hry * 0.2)} q${f(hrx * 0.17)},${f(-hry * 0.08)} ${f(hrx * 0.32)},0 M${f(cx + hrx * 0.23)},${f(ey - hry * 0.2)} q${f(hrx * 0.17)},${f(-hry * 0.08)} ${f(hrx * 0.32)},0" stroke="${p.hair}" stroke-width="${f(u(0.008))}" fill="none" stroke-linecap="round"/>`;
    if (p.glasses) b += `<g fill="none" stroke="#2b2b2b" stroke-width="${f(u(0.006))}"><circle cx="${f(cx - hrx * 0.38)}" cy="${f(ey)}" r="${f(hrx * 0.25)}"/><circle cx="${f(cx + hrx * 0.38)}" cy="${f(ey)}" r="${f(hrx * 0.25)}"/><path d="M${f(cx - hrx * 0.13)},${f(ey)} h${f(hrx * 0.26)}"/></g>`;
    b += `<path d="M${f(cx)},${f(ey + hry * 0.12)} q${f(-hrx * 0.1)},${f(hry * 0.2)} ${f(hrx * 0.02)},${f(hry * 0.25)}" stroke="#000" stroke-opacity="0.18" stroke-width="${f(u(0.006))}" fill="none" stroke-linecap="round"/>`;
    b += `<path d="M${f(cx - hrx * 0.32)},${f(hy + hry * 0.5)} Q${f(cx)},${f(hy + hry * 0.74)} ${f(cx + hrx * 0.32)},${f(hy + hry * 0.5)} Q${f(cx)},${f(hy + hry * 0.6)} ${f(cx - hrx * 0.32)},${f(hy + hry * 0.5)}Z" fill="#ffffff" stroke="#7a3b2e" stroke-width="${f(u(0.006))}" stroke-linejoin="round"/>`;
    b += circle(cx - hrx * 0.6, hy + hry * 0.35, hrx * 0.14, '#e36d5a', 'opacity="0.18"') + circle(cx + hrx * 0.6, hy + hry * 0.35, hrx * 0.14, '#e36d5a', 'opacity="0.18"');
    return b;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Editorial illustrations for posts (no text; each shows the post's subject)

type Illo = (r: Rng, W: number, H: number) => string;
const field = (c: string, W: number, H: number) => rect(0, 0, W, H, c);
const ILLOS: Record<string, Illo> = {
  // Feeds (stacked documents) into a gear, out come clean listing cards.
  'automating-listing-imports-from-mls-feeds': (r, W, H) => {
    let s = field('#e8efe9', W, H);
    for (let i = 0; i < 3; i++) { const dx = 120 + i * 26, dy = 200 + i * 40; s += card(dx, dy, 200, 250, '#ffffff', 12) + rect(dx + 20, dy + 20, 60, 14, ['#2458d3', '#0f766e', '#c2552d'][i]!, 4); for (let k = 0; k < 8; k++) s += bar(dx + 20, dy + 56 + k * 20, r.range(100, 160), 7, '#c8cfd8'); }
    s += line([[420, 375], [540, 375]], '#1f2937', 6) + poly([[540, 360], [566, 375], [540, 390]], '#1f2937');
    const gx = 650, gy = 375;
    let teeth = '';
    for (let i = 0; i < 10; i++) teeth += `<rect x="${f(gx - 16)}" y="${f(gy - 110)}" width="32" height="40" rx="6" fill="#0e7c86" transform="rotate(${i * 36} ${gx} ${gy})"/>`;
    s += teeth + circle(gx, gy, 84, '#0e7c86') + circle(gx, gy, 34, '#e8efe9');
    s += line([[760, 375], [830, 375]], '#1f2937', 6) + poly([[830, 360], [856, 375], [830, 390]], '#1f2937');
    for (let i = 0; i < 3; i++) { const cy = 160 + i * 160; s += card(880, cy, 240, 130, '#ffffff', 12) + homePhoto(r, 890, cy + 10, 90, 110, undefined, 8) + bar(995, cy + 26, 90, 10, '#1f2937') + bar(995, cy + 48, 110, 7, '#9aa3af') + circle(1090, cy + 100, 12, STATUS.ok) + `<path d="M${1084},${cy + 100} l4,4 l8,-8" stroke="#fff" stroke-width="3" fill="none"/>`; }
    return s;
  },
  // Thousands of dots resolving into clusters of different sizes.
  'clustering-100000-property-pins': (r, W, H) => {
    // Left of the seam every pin is drawn; right of it the same kind of data as counted clusters.
    const ui = { ...UI.mapLanding, water: '#0b1a26' };
    let s = basemap(r, ui, 0, 0, W, H, { water: 'river', block: 44 });
    const left = Array.from({ length: 6 }, () => [r.range(60, W * 0.5), r.range(80, H - 80), r.range(40, 100)] as const);
    let dots = '';
    for (let i = 0; i < 800; i++) { const [cx, cy, sp] = r.pick(left); const a = r() * Math.PI * 2, d = Math.abs(r() + r() - 1) * sp * 1.6; dots += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 2.4, '#a3e635', 'opacity="0.6"'); }
    s += clipped(0, 0, W * 0.55, H, dots);
    s += rect(W * 0.55 - 3, 0, 6, H, '#ffffff', 0, 'opacity="0.75"');
    const sizes = [[0.7, 0.24, 1480], [0.84, 0.5, 312], [0.66, 0.62, 86], [0.9, 0.16, 24], [0.76, 0.84, 640], [0.93, 0.78, 9]] as const;
    for (const [fx, fy, n] of sizes) s += cluster(W * fx, H * fy, 18 + Math.log10(n) * 12, n > 500 ? '#f97316' : n > 50 ? '#eab308' : '#22c55e', n);
    return s;
  },
  // Three gauges in the green, over a faint map.
  'core-web-vitals-for-map-heavy-pages': (r, W, H) => {
    let s = field('#f3efe7', W, H);
    s += clipped(0, 0, W, H, basemap(r, { ...UI.harbour, land: '#ebe6db', building: '#e4ddd0', street: '#f3efe7' }, 0, 0, W, H, { water: 'bottom', block: 50 }) + rect(0, 0, W, H, '#f3efe7', 0, 'opacity="0.55"'));
    [[260, STATUS.ok, 0.82], [600, STATUS.ok, 0.9], [940, STATUS.ok, 0.76]].forEach(([cx, c, v]) => {
      const x = cx as number, y = 400, rad = 130, a = Math.PI * (1 - (v as number));
      s += card(x - 170, y - 190, 340, 300, '#ffffff', 20);
      s += `<path d="M${x - rad},${y} A${rad},${rad} 0 0 1 ${x + rad},${y}" stroke="#e5e7eb" stroke-width="26" fill="none" stroke-linecap="round"/>`;
      s += `<path d="M${x - rad},${y} A${rad},${rad} 0 0 1 ${f(x + rad * Math.cos(a))},${f(y - rad * Math.sin(a))}" stroke="${c}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
      s += line([[x, y], [x + (rad - 40) * Math.cos(a), y - (rad - 40) * Math.sin(a)]], '#1f2937', 6) + circle(x, y, 12, '#1f2937') + bar(x - 60, y + 50, 120, 12, '#1f2937');
    });
    return s;
  },
  // An address card, an arrow and a pin with its accuracy ring on a map.
  'geocoding-addresses-cheaply-and-correctly': (r, W, H) => {
    let s = basemap(r, UI.civic, 0, 0, W, H, { water: 'river', block: 56 });
    s += circle(780, 360, 150, '#0f766e', 'opacity="0.12"') + circle(780, 360, 150, 'none', 'stroke="#0f766e" stroke-width="3" stroke-dasharray="10 8"') + circle(780, 360, 60, '#0f766e', 'opacity="0.18"');
    s += line([[780, 200], [780, 520]], '#0f766e', 2, 'opacity="0.6"') + line([[620, 360], [940, 360]], '#0f766e', 2, 'opacity="0.6"') + teardrop(780, 360, '#c2552d', 2.2);
    s += card(120, 250, 340, 200, '#ffffff', 16) + rect(140, 270, 44, 44, '#d6efec', 10) + teardrop(162, 306, '#0f766e', 0.9);
    for (let i = 0; i < 4; i++) s += bar(140, 336 + i * 24, i ? r.range(180, 280) : 200, i ? 8 : 12, i ? '#9aa3af' : '#1f2937');
    s += `<path d="M470,350 C560,320 600,330 680,350" stroke="#1f2937" stroke-width="5" fill="none" stroke-dasharray="2 12" stroke-linecap="round"/>` + poly([[676, 336], [700, 354], [674, 366]], '#1f2937');
    return s;
  },
  // The same map in two providers' styles, side by side.
  'mapbox-vs-google-maps-video-walkthrough': (r, W, H) => twoMaps(r, W, H, false),
  // Two renderers: a vector style and a satellite-ish style split on a diagonal.
  'mapbox-vs-maplibre-2025': (r, W, H) => twoMaps(r, W, H, true),
  // An exploded stack of map layers over a database.
  'vector-tiles-from-postgis': (r, W, H) => {
    let s = field('#14202b', W, H);
    const cx = W / 2 + 120, layers = [['#38bdf8', 0.5], ['#a3e635', 0.6], ['#f59e0b', 0.7], ['#e6eaf0', 0.9]] as const;
    const iso = (x: number, y: number, lx: number, ly: number) => [x + (lx - ly) * 0.87, y + (lx + ly) * 0.5] as [number, number];
    // database
    const dx = 220, dy = 300;
    for (let i = 2; i >= 0; i--) s += `<ellipse cx="${dx}" cy="${dy + i * 70 + 60}" rx="110" ry="34" fill="#0e7c86"/>` + rect(dx - 110, dy + i * 70, 220, 60, '#0e7c86') + `<ellipse cx="${dx}" cy="${dy + i * 70}" rx="110" ry="34" fill="${i ? '#11939e' : '#5ec8c8'}"/>`;
    s += `<path d="M360,380 C420,380 440,400 500,400" stroke="#5ec8c8" stroke-width="5" fill="none" stroke-dasharray="2 12" stroke-linecap="round"/>`;
    layers.forEach(([c, o], i) => {
      const y = 560 - i * 110, size = 260;
      s += poly([iso(cx, y, -size, -size), iso(cx, y, size, -size), iso(cx, y, size, size), iso(cx, y, -size, size)], c, `opacity="${o * 0.35}" stroke="${c}" stroke-width="2"`);
      for (let k = 0; k < 10; k++) {
        if (i === 0) s += line([iso(cx, y, -size, r.range(-size, size)), iso(cx, y, size, r.range(-size, size))], c, 3, 'opacity="0.8"');
        else if (i === 1) { const ax = r.range(-size, size - 60), ay = r.range(-size, size - 60); s += poly([iso(cx, y, ax, ay), iso(cx, y, ax + 60, ay), iso(cx, y, ax + 60, ay + 50), iso(cx, y, ax, ay + 50)], c, 'opacity="0.75"'); }
        else if (i === 2) { const [px, py] = iso(cx, y, r.range(-size, size), r.range(-size, size)); s += circle(px, py, 7, c); }
      }
      if (i === 3) for (let gx = -size; gx <= size; gx += size / 2) s += line([iso(cx, y, gx, -size), iso(cx, y, gx, size)], '#e6eaf0', 2, 'opacity="0.6"') + line([iso(cx, y, -size, gx), iso(cx, y, size, gx)], '#e6eaf0', 2, 'opacity="0.6"');
    });
    return s;
  },
  // A magnifier over listing cards, with filter sliders.
  'what-a-listings-search-really-needs': (r, W, H) => {
    let s = field('#f2ebe0', W, H);
    for (let i = 0; i < 6; i++) { const x = 90 + (i % 3) * 250, y = 110 + Math.floor(i / 3) * 290; s += card(x, y, 220, 260, '#ffffff', 14) + homePhoto(r, x, y, 220, 150, undefined, 14) + rect(x, y + 138, 220, 12, '#ffffff') + bar(x + 16, y + 166, 100, 13, '#1f2937') + bar(x + 16, y + 192, 160, 7, '#9aa3af') + bar(x + 16, y + 210, 120, 7, '#9aa3af'); }
    s += circle(520, 330, 120, '#ffffff', 'opacity="0.35"') + circle(520, 330, 120, 'none', 'stroke="#1f2937" stroke-width="22"') + line([[605, 415], [700, 510]], '#1f2937', 34);
    s += card(860, 130, 270, 480, '#ffffff', 16);
    for (let i = 0; i < 5; i++) { const y = 170 + i * 86, v = r.range(0.3, 0.8); s += bar(884, y, 120, 9, '#1f2937') + rect(884, y + 30, 222, 6, '#e5e7eb', 3) + rect(884, y + 30, 222 * v, 6, '#047857', 3) + circle(884 + 222 * v, y + 33, 11, '#ffffff', 'stroke="#047857" stroke-width="4"'); }
    return s;
  },
};
/** Two map UIs side by side (or split on a diagonal): the same city, two styles. */
function twoMaps(r: Rng, W: number, H: number, diagonal: boolean): string {
  // Side by side: a familiar light road map against a dark vector style. Diagonal: a pale
  // minimal style against a satellite-like one (the two renderers, the same streets).
  const a: Ui = diagonal
    ? { ...UI.trackerMap, land: '#f4f3ef', street: '#ffffff', building: '#e9e7e1', park: '#dfe9d6', water: '#c9dbe3', road: '#ffffff', roadCase: '#d8d6cf' }
    : { ...UI.trackerMap, land: '#f1f3f4', street: '#ffffff', building: '#e8eaed', park: '#c8e6c9', water: '#aadaff', road: '#fde293', roadCase: '#f1c359' };
  const b: Ui = diagonal
    ? dark('#facc15', '#f472b6', '#123', ['#000', '#000'], { land: '#4a5740', street: '#6d7163', building: '#6a6a5c', park: '#34512f', water: '#1f3f52', road: '#8d8f80', roadCase: '#4a5740' })
    : dark('#22d3ee', '#f472b6', '#123', ['#000', '#000'], { land: '#1a1d2b', street: '#2a2f45', building: '#222639', water: '#0d1b33', road: '#4b5275' });
  let s = basemap(rngFor(`${diagonal}`), a, 0, 0, W, H, { water: 'left', block: 58 });
  const right = basemap(rngFor(`${diagonal}`), b, 0, 0, W, H, { water: 'left', block: 58 });
  const cid = uid('c');
  const clip = diagonal ? `<polygon points="${W * 0.62},0 ${W},0 ${W},${H} ${W * 0.38},${H}"/>` : `<rect x="${W / 2}" y="0" width="${W / 2}" height="${H}"/>`;
  s += `<defs><clipPath id="${cid}">${clip}</clipPath></defs><g clip-path="url(#${cid})">${right}</g>`;
  s += diagonal ? line([[W * 0.62, 0], [W * 0.38, H]], '#ffffff', 8) : rect(W / 2 - 4, 0, 8, H, '#ffffff');
  for (let i = 0; i < 8; i++) {
    const x = r.range(140, W - 80), y = r.range(120, H - 60), onLeft = diagonal ? x < W * 0.62 - (y / H) * W * 0.24 : x < W / 2;
    s += teardrop(x, y, onLeft ? (diagonal ? '#0e7c86' : '#ea4335') : (diagonal ? '#facc15' : '#22d3ee'), 1.3);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Rendering

const svgDoc = (body: string, W: number, H: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

const written: string[] = [];
async function render(rel: string, draw: () => string, W: number, H: number, outW = W, outH = H, quality = 78): Promise<void> {
  idCounter = 0;
  // The default social image is the app's; every other image belongs to the demo content.
  const file = path.join(rel === '/images/og-default.png' ? PUBLIC : CONTENT, rel.replace(/^\//, ''));
  await mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svgDoc(draw(), W, H)), { density: 72 * (outW / W) }).resize(outW, outH).flatten({ background: '#ffffff' });
  const ext = path.extname(file).toLowerCase();
  if (ext === '.webp') img = img.webp({ quality, effort: 6, smartSubsample: true });
  else if (ext === '.png') img = img.png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 });
  else img = img.jpeg({ quality: 82, mozjpeg: true });
  await writeFile(file, await img.toBuffer());
  written.push(file);
}

/** The project and template pictures: which scene, in which palette. */
const SHOTS: Record<string, [Scene, Ui]> = {
  'harbourline-listings-platform': [mapSearch, UI.harbour],
  'casa-alta-luxury-showcase': [villaSite, UI.casa],
  'civic-grid-zoning-explorer': [zoning, UI.civic],
  'ines-calado-photography': [photoPortfolio, UI.ines],
  'keystone-listing-feed-sync': [feedAdmin, UI.keystone],
  'meridian-commercial-property-map': [commercial, UI.meridian],
  'northbound-delivery-operations': [dispatch, UI.northbound],
  'tagus-development-tracker': [tracker, UI.tagus],
  'yieldscope-rental-analytics': [analytics, UI.yield],
  'developer-portfolio': [devPortfolio, UI.devPortfolio],
  'map-product-landing': [mapLanding, UI.mapLanding],
  'real-estate-listings': [listingsGrid, UI.listings],
};
/** The live map demos, full-bleed. */
const MAPS: Record<string, [Scene, Ui]> = {
  'development-project-tracker': [tracker, UI.trackerMap],
  'luxury-real-estate': [luxuryMap, UI.luxuryMap],
  'commercial-property-tracker': [commercial, UI.creMap],
  'property-analytics-dashboard': [analytics, UI.analyticsMap],
};
const slugOf = (image: string) => path.basename(image).replace(/\.\w+$/, '').replace(/-thumb$/, '');

/** The "AR" monogram as paths (no font needed), in a 64-unit box. */
const monogramPaths = (fill: string) =>
  `<path d="M12 47 L22.5 17 H27.5 L38 47 H32.6 L30.4 40.4 H19.6 L17.4 47Z M21.2 35.6 H28.8 L25 24.2Z" fill="${fill}"/>` +
  `<path d="M40 17 H47.5 C53.6 17 57 20.2 57 25.4 C57 29.2 55 31.9 51.6 33 L58 47 H52.2 L46.4 33.8 H45.2 V47 H40Z M45.2 21.6 V29.4 H47.4 C50.2 29.4 51.7 28 51.7 25.5 C51.7 23 50.2 21.6 47.4 21.6Z" fill="${fill}"/>`;

async function main(): Promise<void> {
  const site = YAML.parse(await readFile(path.join(ROOT, 'content/site.yaml'), 'utf8'));
  const items: { image: string; section: string }[] = [];
  for (const section of ['posts', 'projects', 'templates']) {
    const dir = path.join(ROOT, 'content', section);
    for (const name of (await readdir(dir)).filter((n) => /\.(md|html)$/.test(n)).sort()) {
      const front = readFrontMatter(await readFile(path.join(dir, name), 'utf8'));
      const data = front.ok ? front.data : {};
      if (typeof data.image === 'string' && data.image.startsWith('/images/')) items.push({ image: data.image, section });
    }
  }
  for (const it of items) {
    const slug = slugOf(it.image), r = rngFor(slug);
    const shotFor = SHOTS[slug];
    const illo = ILLOS[slug];
    if (shotFor) await render(it.image, () => shot(shotFor[1], r, 1200, 750, (x, y, w, h) => shotFor[0](r, shotFor[1], x, y, w, h)), 1200, 750);
    else if (illo) await render(it.image, () => illo(r, 1200, 750), 1200, 750);
    else await render(it.image, () => shot(UI.devPortfolio, r, 1200, 750, (x, y, w, h) => mapSearch(r, UI.devPortfolio, x, y, w, h)), 1200, 750);
  }

  for (const p of site.mapProjects ?? []) {
    const [scene, ui] = MAPS[slugOf(p.image)] ?? [mapSearch, UI.trackerMap];
    const draw = () => scene(rngFor(slugOf(p.image)), ui, 0, 0, 1200, 750);
    await render(p.image, draw, 1200, 750, 1600, 1000);
    await render(p.fallbackImage, draw, 1200, 750, 1600, 1000);
    await render(p.thumbnail, draw, 1200, 750, 480, 300, 60);
  }
  const faces: Record<string, Person> = { 'Sofia Marques': PEOPLE.sofia, 'Daniel Okafor': PEOPLE.daniel, 'Priya Raman': PEOPLE.priya };
  for (const t of site.testimonials ?? []) if (t.image?.startsWith('/images/')) {
    const person = faces[t.name] ?? PEOPLE.sofia;
    await render(t.image, () => portraitIn(0, 0, 160, person), 160, 160, 160, 160, 82);
  }
  if (site.owner?.profileImage?.startsWith('/images/')) {
    // Drawn square with the subject in the middle 70%: the home page crops it to a circle.
    await render(site.owner.profileImage, () => {
      const S = 640;
      let dots = '';
      for (let i = 0; i < 9; i++) for (let k = 0; k < 9; k++) dots += circle(40 + i * 70, 40 + k * 70, 3, '#0e7c86', 'opacity="0.16"');
      return portraitIn(0, 0, S, PEOPLE.alex, '#f0c987', false, dots);
    }, 640, 640);
  }

  if (site.tutorial?.fallbackThumbnail?.startsWith('/images/')) {
    // Two map UIs side by side and the presenter in a corner; the page draws the play button.
    await render(site.tutorial.fallbackThumbnail, () => {
      const W = 1280, H = 720, r = rngFor('tutorial');
      const bg = linear(['#0f1720', '#183038'], false);
      let s = bg.def + rect(0, 0, W, H, bg.url);
      const panes: [Scene, Ui][] = [[mapSearch, { ...UI.trackerMap, land: '#f1f3f4', building: '#e8eaed', water: '#aadaff', road: '#fde293', roadCase: '#f1c359', accent: '#1a73e8', accent2: '#ea4335', accentSoft: '#e8f0fe' }], [mapSearch, { ...UI.mapLanding, accent: '#22d3ee', accent2: '#f472b6', accentSoft: '#123340' }]];
      panes.forEach(([scene, ui], i) => {
        const x = 48 + i * 604, y = 70, w = 580, h = 500, win = browser(ui, x, y, w, h);
        const [bx, by, bw, bh] = win.box;
        s += win.svg + clipped(bx, by, bw, bh, `<g transform="translate(${bx} ${by}) scale(0.5)">${scene(r, ui, 0, 0, bw * 2, bh * 2)}</g>`);
      });
      s += rect(0, H - 110, W, 110, '#0b1117', 0, 'opacity="0.85"') + rect(48, H - 64, 340, 14, '#5ec8c8', 7) + rect(48, H - 38, 220, 10, '#51606e', 5);
      s += circle(W - 140, H - 150, 96, '#0e7c86') + `<g transform="translate(${W - 236} ${H - 246})">${portraitIn(0, 0, 192, PEOPLE.alex, undefined, true)}</g>` + circle(W - 140, H - 150, 96, 'none', 'stroke="#ffffff" stroke-width="6"');
      return s;
    }, 1280, 720);
  }

  // Open Graph card: the monogram and the owner's name on ink, a teal map edge.
  await render('/images/og-default.png', () => {
    const W = 1200, H = 630, r = rngFor('og-default');
    const ui: Ui = { ...UI.mapLanding, land: '#16222b', street: '#1b2a35', building: '#1a2832', water: '#0e2a33', road: '#25414a' };
    let s = rect(0, 0, W, H, INK) + clipped(640, 0, 560, H, basemap(r, ui, 640, 0, 560, H, { water: 'bottom', block: 42 }));
    const fade = linear([INK, '#0f172000'], false);
    s += fade.def + rect(640, 0, 260, H, fade.url);
    for (let i = 0; i < 5; i++) s += teardrop(r.range(820, 1140), r.range(120, 520), i % 2 ? TEAL_LIGHT : '#f0c987', 1.3);
    s += rect(80, 130, 104, 104, TEAL, 24) + `<g transform="translate(80 130) scale(1.625)">${monogramPaths('#ffffff')}</g>`;
    s += `<text x="80" y="350" font-family="${FONT}" font-size="78" font-weight="700" fill="#ffffff">${esc(site.owner?.name ?? 'Alex Rivera')}</text>`;
    s += `<text x="80" y="420" font-family="${FONT}" font-size="38" fill="#c9d6dc">${esc(site.hero?.headline ?? '')}</text>`;
    s += rect(80, 470, 96, 8, TEAL_LIGHT, 4);
    return s;
  }, 1200, 630);

  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${INK}"/><rect x="8" y="52" width="48" height="4" rx="2" fill="${TEAL_LIGHT}"/>${monogramPaths('#ffffff')}</svg>\n`;
  await writeFile(path.join(PUBLIC, 'favicon.svg'), favicon);
  written.push(path.join(PUBLIC, 'favicon.svg'));
  await sharp(Buffer.from(favicon), { density: 384 }).resize(96, 96).png({ compressionLevel: 9, palette: true }).toFile(path.join(PUBLIC, 'favicon.png'));
  written.push(path.join(PUBLIC, 'favicon.png'));
  console.log(`Wrote ${written.length} files:\n${written.map((w) => '  ' + path.relative(ROOT, w)).join('\n')}`);
}

main().catch((err) => { console.error(err); process.exit(1); });
