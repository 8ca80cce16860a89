/**
 * Generates deterministic demo artwork for every image path the content references.
 * Usage: npx tsx scripts/generate-demo-images.ts
 * Output: content/images/** (the demo content's images, webp/png/jpeg), and the app's own
 * public/images/og-default.png, public/favicon.svg and public/favicon.png (the icon pages link: a
 * PNG is decoded off the page's main thread, an SVG with text is laid out on it, 25-55 ms on this
 * machine, counted by Lighthouse). Same input => same bytes.
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
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const PURPLES = ['#7c3aed', '#6d28d9', '#8b5cf6', '#4f46e5', '#6366f1', '#a78bfa', '#5b21b6'];
const WARM = ['#f59e0b', '#fb923c', '#f472b6', '#fbbf24'];
const SLATE = { 900: '#0f172a', 800: '#1e293b', 700: '#334155', 400: '#94a3b8', 200: '#e2e8f0', 100: '#f1f5f9' };

type Rng = { (): number; int(a: number, b: number): number; pick<T>(xs: T[]): T };
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
  return r;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const f = (n: number) => n.toFixed(1);

function wrap(text: string, maxChars: number, maxLines = 2): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    if (!cur || (cur + ' ' + word).length <= maxChars) cur = cur ? `${cur} ${word}` : word;
    else { lines.push(cur); cur = word; }
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = lines[maxLines - 1]!.replace(/[\s,:;.-]*\S*$/, '') + '…';
  }
  return lines;
}

const initials = (name: string) => name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();

/** Stylised map in the region (x,y,w,h): land, parks, river, street grid, heat blobs, pins. */
function mapArt(r: Rng, x: number, y: number, w: number, h: number, dark = r() < 0.4): string {
  const id = `m${r.int(0, 1e6)}`;
  const land = dark ? SLATE[900] : '#f5f3ff', street = dark ? SLATE[700] : '#ffffff', minor = dark ? SLATE[800] : '#e9e5f5';
  let s = `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`;
  s += `<radialGradient id="${id}h"><stop offset="0" stop-color="${r.pick(WARM)}" stop-opacity="0.55"/><stop offset="1" stop-color="${PURPLES[0]}" stop-opacity="0"/></radialGradient></defs>`;
  s += `<g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${land}"/>`;
  const step = 40 + r() * 30, tilt = (r() - 0.5) * 0.3;
  for (let gx = -h; gx < w + h; gx += step) s += `<line x1="${f(x + gx)}" y1="${y}" x2="${f(x + gx + h * tilt)}" y2="${y + h}" stroke="${minor}" stroke-width="3"/>`;
  for (let gy = 0; gy < h; gy += step * 0.9) s += `<line x1="${x}" y1="${f(y + gy)}" x2="${x + w}" y2="${f(y + gy - w * tilt * 0.5)}" stroke="${minor}" stroke-width="3"/>`;
  for (let i = 0; i < 5; i++) { // parks
    const px = x + r() * w, py = y + r() * h, pw = 60 + r() * w * 0.15, ph = 50 + r() * h * 0.15;
    s += `<polygon points="${f(px)},${f(py)} ${f(px + pw)},${f(py + r() * 20)} ${f(px + pw - r() * 30)},${f(py + ph)} ${f(px - r() * 20)},${f(py + ph - 10)}" fill="${dark ? '#14532d' : '#bbf7d0'}" opacity="0.8"/>`;
  }
  const ry = y + h * (0.3 + r() * 0.4); // river
  s += `<path d="M${x - 20},${f(ry)} C${f(x + w * 0.3)},${f(ry - h * 0.3 * r())} ${f(x + w * 0.6)},${f(ry + h * 0.35 * r())} ${x + w + 20},${f(ry - h * 0.1)}" stroke="${dark ? '#1e3a8a' : '#bfdbfe'}" stroke-width="${f(26 + r() * 30)}" fill="none"/>`;
  for (let i = 0; i < 3; i++) { // arterial roads
    const a = y + r() * h, b = y + r() * h;
    s += `<path d="M${x},${f(a)} Q${f(x + w / 2)},${f(y + r() * h)} ${x + w},${f(b)}" stroke="${street}" stroke-width="9" fill="none"/>`;
    s += `<path d="M${x},${f(a)} Q${f(x + w / 2)},${f(y + r() * h)} ${x + w},${f(b)}" stroke="${r.pick(WARM)}" stroke-width="2" opacity="0.5" fill="none"/>`;
  }
  for (let i = 0; i < 4; i++) s += `<circle cx="${f(x + r() * w)}" cy="${f(y + r() * h)}" r="${f(60 + r() * w * 0.12)}" fill="url(#${id}h)"/>`;
  const pins = r.int(6, 12);
  for (let i = 0; i < pins; i++) {
    const px = x + 30 + r() * (w - 60), py = y + 40 + r() * (h - 60), c = r() < 0.2 ? r.pick(WARM) : r.pick(PURPLES);
    s += `<path d="M${f(px)},${f(py)} c-14,-18 -18,-24 -18,-32 a18,18 0 1,1 36,0 c0,8 -4,14 -18,32z" fill="${c}" stroke="#fff" stroke-width="3"/><circle cx="${f(px)}" cy="${f(py - 32)}" r="6" fill="#fff"/>`;
  }
  if (r() < 0.5) { // cluster bubble
    const cx = x + w * (0.2 + r() * 0.6), cy = y + h * (0.2 + r() * 0.5);
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="34" fill="${PURPLES[0]}" opacity="0.9" stroke="#fff" stroke-width="4"/><text x="${f(cx)}" y="${f(cy + 8)}" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${r.int(12, 480)}</text>`;
  }
  return s + '</g>';
}

/** Dashboard mock-up: sidebar, KPI cards, bar chart and a line chart. */
function dashArt(r: Rng, x: number, y: number, w: number, h: number): string {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${SLATE[100]}"/><rect x="${x}" y="${y}" width="${f(w * 0.16)}" height="${h}" fill="${SLATE[900]}"/>`;
  for (let i = 0; i < 6; i++) s += `<rect x="${f(x + w * 0.025)}" y="${f(y + 40 + i * 50)}" width="${f(w * 0.1)}" height="14" rx="7" fill="${i === 1 ? PURPLES[2] : SLATE[700]}"/>`;
  const cx = x + w * 0.19, cw = w * 0.78, kw = (cw - 40) / 3;
  for (let i = 0; i < 3; i++) {
    const kx = cx + i * (kw + 20);
    s += `<rect x="${f(kx)}" y="${y + 30}" width="${f(kw)}" height="${f(h * 0.2)}" rx="14" fill="#fff"/><rect x="${f(kx + 20)}" y="${y + 52}" width="${f(kw * 0.4)}" height="10" rx="5" fill="${SLATE[400]}"/>`;
    s += `<text x="${f(kx + 20)}" y="${f(y + 30 + h * 0.14)}" font-family="${FONT}" font-size="${f(h * 0.06)}" font-weight="700" fill="${SLATE[900]}">${r.pick([`€${r.int(180, 990)}k`, `${(3 + r() * 5).toFixed(1)}%`, `${r.int(9, 120)} days`, `${r.int(120, 4800)}`])}</text>`;
  }
  const by = y + h * 0.2 + 50, bh = h - (by - y) - 30, bw = cw * 0.58;
  s += `<rect x="${f(cx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" rx="14" fill="#fff"/>`;
  const n = r.int(7, 12), slot = (bw - 40) / n;
  for (let i = 0; i < n; i++) {
    const v = 0.2 + r() * 0.7, bhh = (bh - 60) * v;
    s += `<rect x="${f(cx + 20 + i * slot + slot * 0.15)}" y="${f(by + bh - 20 - bhh)}" width="${f(slot * 0.7)}" height="${f(bhh)}" rx="4" fill="${i % 4 === 3 ? r.pick(WARM) : PURPLES[i % 3]}"/>`;
  }
  const lx = cx + bw + 20, lw = cw - bw - 20;
  s += `<rect x="${f(lx)}" y="${f(by)}" width="${f(lw)}" height="${f(bh)}" rx="14" fill="#fff"/>`;
  let d = '';
  for (let i = 0; i <= 8; i++) d += `${i ? 'L' : 'M'}${f(lx + 20 + (i * (lw - 40)) / 8)},${f(by + bh * 0.25 + r() * bh * 0.55)} `;
  return s + `<path d="${d}" stroke="${PURPLES[0]}" stroke-width="5" fill="none" stroke-linejoin="round"/>`;
}

/** Listing grid mock-up: search bar, property cards with house "photos", prices. */
function listingArt(r: Rng, x: number, y: number, w: number, h: number): string {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff"/><rect x="${x + 24}" y="${y + 24}" width="${f(w - 48)}" height="52" rx="26" fill="${SLATE[100]}" stroke="${SLATE[200]}" stroke-width="2"/>`;
  s += `<rect x="${f(x + w - 170)}" y="${y + 32}" width="130" height="36" rx="18" fill="${PURPLES[0]}"/>`;
  const cols = w > 900 ? 3 : 2, gap = 24, cw = (w - gap * (cols + 1)) / cols, ch = (h - 100 - gap * 2) / 2;
  for (let i = 0; i < cols * 2; i++) {
    const cx = x + gap + (i % cols) * (cw + gap), cy = y + 100 + Math.floor(i / cols) * (ch + gap), ph = ch * 0.62;
    const sky = r.pick(PURPLES), hx = cx + cw * (0.25 + r() * 0.2), hw = cw * 0.4, hy = cy + ph * 0.45;
    s += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(cw)}" height="${f(ch)}" rx="14" fill="#fff" stroke="${SLATE[200]}" stroke-width="2"/>`;
    s += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(cw)}" height="${f(ph)}" rx="14" fill="${sky}" opacity="0.85"/><circle cx="${f(cx + cw * 0.8)}" cy="${f(cy + ph * 0.25)}" r="${f(ph * 0.1)}" fill="${r.pick(WARM)}"/>`;
    s += `<rect x="${f(cx)}" y="${f(cy + ph * 0.8)}" width="${f(cw)}" height="${f(ph * 0.2)}" fill="#a7f3d0" opacity="0.6"/>`;
    s += `<rect x="${f(hx)}" y="${f(hy)}" width="${f(hw)}" height="${f(ph * 0.45)}" fill="#f8fafc"/><polygon points="${f(hx - 12)},${f(hy)} ${f(hx + hw / 2)},${f(hy - ph * 0.25)} ${f(hx + hw + 12)},${f(hy)}" fill="${SLATE[800]}"/>`;
    s += `<rect x="${f(hx + hw * 0.15)}" y="${f(hy + ph * 0.1)}" width="${f(hw * 0.25)}" height="${f(ph * 0.12)}" fill="${SLATE[400]}"/><rect x="${f(hx + hw * 0.6)}" y="${f(hy + ph * 0.2)}" width="${f(hw * 0.22)}" height="${f(ph * 0.25)}" fill="${SLATE[700]}"/>`;
    s += `<text x="${f(cx + 18)}" y="${f(cy + ph + 40)}" font-family="${FONT}" font-size="26" font-weight="700" fill="${SLATE[900]}">€${String(r.int(18, 290) * 10000).replace(/\B(?=(\d{3})+$)/g, ',')}</text>`;
    s += `<rect x="${f(cx + 18)}" y="${f(cy + ph + 56)}" width="${f(cw * 0.55)}" height="10" rx="5" fill="${SLATE[200]}"/>`;
  }
  return s;
}

type Kind = 'map' | 'dash' | 'list' | 'mix';
function kindFor(key: string): Kind {
  const k = key.toLowerCase();
  if (/analytics|dashboard|yield|vitals/.test(k)) return 'dash';
  if (/map|tile|geo|cluster|zoning|tracker|delivery|operations/.test(k)) return 'map';
  if (/listing|real-estate|casa|harbourline|luxury|keystone/.test(k)) return 'list';
  return 'mix';
}

function scene(r: Rng, kind: Kind, W: number, H: number): string {
  if (kind === 'map') return mapArt(r, 0, 0, W, H);
  if (kind === 'dash') return dashArt(r, 0, 0, W, H);
  if (kind === 'list') return listingArt(r, 0, 0, W, H);
  const split = Math.round(W * (0.45 + r() * 0.15)); // mix: map + listings side by side
  return mapArt(r, 0, 0, split, H, false) + listingArt(r, split, 0, W - split, H);
}

/** Artwork with an optional title band at the bottom (design size W x H). */
function artworkSvg(name: string, title: string | undefined, W: number, H: number, label = 'Alex Rivera'): string {
  const r = rngFor(name);
  let s = scene(r, kindFor(`${name} ${title ?? ''}`), W, H);
  if (title) {
    const fs = Math.round(W / 22), lines = wrap(title, Math.floor((W - 120) / (fs * 0.58)));
    const bandH = fs * 1.25 * lines.length + 110;
    s += `<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${SLATE[900]}" stop-opacity="0"/><stop offset="0.35" stop-color="#1e1b4b" stop-opacity="0.88"/><stop offset="1" stop-color="#2e1065" stop-opacity="0.96"/></linearGradient></defs>`;
    s += `<rect x="0" y="${f(H - bandH - 40)}" width="${W}" height="${f(bandH + 40)}" fill="url(#band)"/>`;
    s += `<rect x="60" y="${f(H - bandH + 8)}" width="${f(label.length * fs * 0.3 + 36)}" height="${f(fs * 0.62)}" rx="${f(fs * 0.31)}" fill="${PURPLES[0]}"/>`;
    s += `<text x="78" y="${f(H - bandH + 8 + fs * 0.44)}" font-family="${FONT}" font-size="${f(fs * 0.4)}" font-weight="700" fill="#fff">${esc(label)}</text>`;
    lines.forEach((l, i) => {
      s += `<text x="60" y="${f(H - bandH + 8 + fs * 0.62 + 20 + fs * (i + 1) * 1.2)}" font-family="${FONT}" font-size="${fs}" font-weight="700" fill="#fff">${esc(l)}</text>`;
    });
  }
  return s;
}

const svgDoc = (body: string, W: number, H: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

async function render(rel: string, body: string, W: number, H: number, outW = W, outH = H): Promise<void> {
  // The default social image is the app's; every other image belongs to the demo content.
  const file = path.join(rel === '/images/og-default.png' ? PUBLIC : CONTENT, rel.replace(/^\//, ''));
  await mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svgDoc(body, W, H)), { density: 72 * (outW / W) }).resize(outW, outH).flatten({ background: '#ffffff' });
  const ext = path.extname(file).toLowerCase();
  if (ext === '.webp') img = img.webp({ quality: 75, effort: 6 });
  else if (ext === '.png') img = img.png({ palette: true, colours: 128, compressionLevel: 9, effort: 10 });
  else img = img.jpeg({ quality: 80, mozjpeg: true });
  await writeFile(file, await img.toBuffer());
  written.push(file);
}
const written: string[] = [];

function avatarSvg(name: string, S: number, portrait = false): string {
  const r = rngFor(name), a = r.pick(PURPLES), b = r() < 0.5 ? r.pick(WARM) : '#312e81';
  let s = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${S}" height="${S}" fill="url(#g)"/>`;
  if (!portrait) return s + `<text x="${S / 2}" y="${f(S * 0.62)}" font-family="${FONT}" font-size="${f(S * 0.36)}" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials(name))}</text>`;
  for (let i = 0; i < 6; i++) s += `<circle cx="${f(r() * S)}" cy="${f(r() * S)}" r="${f(S * (0.08 + r() * 0.2))}" fill="#fff" opacity="${f(0.05 + r() * 0.08)}"/>`;
  s += `<circle cx="${S / 2}" cy="${f(S * 0.4)}" r="${f(S * 0.17)}" fill="#ede9fe"/><path d="M${f(S * 0.16)},${S} C${f(S * 0.18)},${f(S * 0.66)} ${f(S * 0.36)},${f(S * 0.6)} ${S / 2},${f(S * 0.6)} C${f(S * 0.64)},${f(S * 0.6)} ${f(S * 0.82)},${f(S * 0.66)} ${f(S * 0.84)},${S}Z" fill="#ede9fe"/>`;
  return s + `<rect x="${f(S * 0.72)}" y="${f(S * 0.06)}" width="${f(S * 0.22)}" height="${f(S * 0.13)}" rx="${f(S * 0.04)}" fill="${SLATE[900]}" opacity="0.7"/><text x="${f(S * 0.83)}" y="${f(S * 0.155)}" font-family="${FONT}" font-size="${f(S * 0.075)}" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials(name))}</text>`;
}

async function main(): Promise<void> {
  const site = YAML.parse(await readFile(path.join(ROOT, 'content/site.yaml'), 'utf8'));
  const items: { image: string; title?: string; section: string }[] = [];
  for (const section of ['posts', 'projects', 'templates']) {
    const dir = path.join(ROOT, 'content', section);
    for (const name of (await readdir(dir)).filter((n) => /\.(md|html)$/.test(n)).sort()) {
      const front = readFrontMatter(await readFile(path.join(dir, name), 'utf8'));
      const data = front.ok ? front.data : {};
      if (typeof data.image === 'string' && data.image.startsWith('/images/')) items.push({ image: data.image, title: typeof data.title === "string" ? data.title : undefined, section });
    }
  }
  const labels: Record<string, string> = { posts: 'Blog', projects: 'Case study', templates: 'Template' };
  for (const it of items) await render(it.image, artworkSvg(path.basename(it.image), it.title, 1200, 750, labels[it.section]), 1200, 750);

  for (const p of site.mapProjects ?? []) {
    const body = (key: string, t?: string) => artworkSvg(path.basename(key).replace(/\.\w+$/, ''), t, 1600, 1000, 'Live map');
    await render(p.image, body(p.image, p.title), 1600, 1000);
    await render(p.fallbackImage, body(p.fallbackImage, p.title), 1600, 1000);
    await render(p.thumbnail, body(p.image), 1600, 1000, 480, 300);
  }
  for (const t of site.testimonials ?? []) if (t.image?.startsWith('/images/')) await render(t.image, avatarSvg(t.name, 160), 160, 160);
  if (site.owner?.profileImage?.startsWith('/images/')) await render(site.owner.profileImage, avatarSvg(site.owner.name, 640, true), 640, 640);

  if (site.tutorial?.fallbackThumbnail?.startsWith('/images/')) {
    const r = rngFor('tutorial'), W = 1280, H = 720;
    let s = mapArt(r, 0, 0, W / 2, H, false) + mapArt(r, W / 2, 0, W / 2, H, true);
    s += `<rect width="${W}" height="${H}" fill="#1e1b4b" opacity="0.35"/><circle cx="${W / 2}" cy="${H * 0.42}" r="92" fill="${PURPLES[0]}" stroke="#fff" stroke-width="8"/>`;
    s += `<polygon points="${W / 2 - 28},${H * 0.42 - 46} ${W / 2 - 28},${H * 0.42 + 46} ${W / 2 + 50},${H * 0.42}" fill="#fff"/>`;
    s += `<rect x="0" y="${H - 170}" width="${W}" height="170" fill="#0f0a2e" opacity="0.88"/><rect x="${W - 130}" y="30" width="100" height="44" rx="8" fill="#000" opacity="0.75"/><text x="${W - 80}" y="61" font-family="${FONT}" font-size="24" fill="#fff" text-anchor="middle">18:42</text>`;
    wrap(site.tutorial.title, 26).forEach((l, i) => { s += `<text x="${W / 2}" y="${H - 104 + i * 62}" font-family="${FONT}" font-size="50" font-weight="700" fill="#fff" text-anchor="middle">${esc(l)}</text>`; });
    await render(site.tutorial.fallbackThumbnail, s, W, H);
  }

  { // Open Graph card
    const r = rngFor('og-default'), W = 1200, H = 630;
    let s = mapArt(r, 0, 0, W, H, true) + `<defs><linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4c1d95" stop-opacity="0.95"/><stop offset="1" stop-color="#7c3aed" stop-opacity="0.7"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#og)"/>`;
    s += `<rect x="80" y="150" width="96" height="96" rx="22" fill="#fff"/><text x="128" y="214" font-family="${FONT}" font-size="42" font-weight="700" fill="#7c3aed" text-anchor="middle">AR</text>`;
    s += `<text x="80" y="350" font-family="${FONT}" font-size="84" font-weight="700" fill="#fff">Alex Rivera</text><text x="80" y="425" font-family="${FONT}" font-size="44" fill="#ede9fe">Crafting Digital Solutions</text>`;
    s += `<text x="80" y="520" font-family="${FONT}" font-size="28" fill="${WARM[3]}">Interactive maps · Real estate platforms · Portfolio sites</text>`;
    await render('/images/og-default.png', s, W, H);
  }

  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#7c3aed"/><text x="32" y="42" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#ffffff" text-anchor="middle">AR</text></svg>\n`;
  await writeFile(path.join(PUBLIC, 'favicon.svg'), favicon);
  written.push(path.join(PUBLIC, 'favicon.svg'));
  await sharp(Buffer.from(favicon), { density: 384 }).resize(96, 96).png({ compressionLevel: 9, palette: true }).toFile(path.join(PUBLIC, 'favicon.png'));
  written.push(path.join(PUBLIC, 'favicon.png'));
  console.log(`Wrote ${written.length} files:\n${written.map((w) => '  ' + path.relative(ROOT, w)).join('\n')}`);
}

main().catch((err) => { console.error(err); process.exit(1); });
