// Posts as people write them, for the scale bench (issue 28): 2–3 KB each, YAML front matter
// that Folio and Hugo read alike (title, date, summary or description, tags), and a body with
// headings, paragraphs with links and inline code, lists, one or two fenced code blocks, a GFM
// table and now and then an image — some in images/bench/, some missing (Folio serves those
// with a note). Most files sit in posts/, a minority in year folders or as bundles
// (posts/<slug>/index.md), as people lay them out. Everything is derived from the seed and the
// post's number, so a run writes the same files as the last one, in any batch order.
import { createRng } from '../../tests/support/seeded-random';

/** Bytes per post: the "2–3 KB". */
export const MIN_POST_BYTES = 2048;
export const MAX_POST_BYTES = 3072;

export interface RealisticPost {
  /** Relative to the content folder, forward slashes: posts/x.md, posts/2023/x.md or posts/x/index.md. */
  path: string;
  slug: string;
  /** ISO date written in the front matter (`date:`, Folio's publishedAt). */
  date: string;
  text: string;
  /** The image the body shows, if any, and whether it is one of BENCH_IMAGES. */
  image?: { path: string; present: boolean };
}

/** Images the bench writes into the content's images folder; posts also name a few that are not there. */
export const BENCH_IMAGES = ['images/bench/architecture.png', 'images/bench/flame-graph.png', 'images/bench/dashboard.png', 'images/bench/schema.png'];
const MISSING_IMAGES = ['images/bench/old-screenshot.png', 'images/bench/diagram-v2.png'];

/** A valid 1×1 PNG: what the files hold does not matter to either tool at build time. */
export const BENCH_IMAGE_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Posts are dated between these, evenly spread by number (post 0 the oldest), all in the past. */
const FIRST_DAY = Date.UTC(2019, 0, 1);
const LAST_DAY = Date.UTC(2025, 11, 31);

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const TOPICS = ['Postgres', 'Redis', 'TypeScript', 'React', 'Node.js', 'Docker', 'Nginx', 'SQLite', 'Git', 'Vite', 'Express', 'Kubernetes', 'Terraform', 'GraphQL', 'Python', 'Rust', 'WebSockets', 'Lighthouse', 'Mapbox', 'PostGIS'];
const ACTIONS = ['Caching', 'Debugging', 'Profiling', 'Testing', 'Deploying', 'Migrating', 'Indexing', 'Securing', 'Scaling', 'Monitoring', 'Refactoring', 'Shipping'];
const ANGLES = ['without the pain', 'in production', 'on a budget', 'the boring way', 'for small teams', 'step by step', 'after a year', 'from scratch', 'with zero downtime', 'for real users'];
const TAGS = ['javascript', 'typescript', 'react', 'node', 'postgres', 'devops', 'performance', 'testing', 'security', 'css', 'maps', 'databases', 'tooling', 'career', 'python', 'docker', 'git', 'web', 'api', 'notes'];
const NOUNS = ['the cache', 'the query planner', 'a worker pool', 'the build', 'the index', 'each request', 'the deploy script', 'the test suite', 'a cold start', 'the connection pool', 'the bundle', 'a migration', 'the queue', 'the log pipeline', 'the staging server'];
const VERBS = ['slows down', 'falls over', 'gets faster', 'needs a second look', 'hides a bug', 'pays for itself', 'grows without bound', 'behaves differently', 'costs more than expected', 'stays predictable'];
const WHENS = ['under load', 'on a cold cache', 'after the upgrade', 'when the data grows', 'on a small VPS', 'in CI', 'on a Monday morning', 'with real traffic', 'behind a proxy', 'during a deploy'];
const ASIDES = ['which surprised me', 'as the docs warn', 'and nobody noticed for weeks', 'which is the whole point', 'if you measure it', 'at least on my machine', 'as far as I can tell', 'and that is fine'];
const COMMANDS = ['npm run build', 'git rebase -i', 'EXPLAIN ANALYZE', 'docker compose up', 'node --inspect', 'tsc --noEmit', 'pg_dump', 'curl -I', 'npx vitest run', 'kubectl logs', 'SELECT count(*)', 'Promise.all', 'Array.prototype.flatMap', 'useEffect', 'max_connections'];
const LINKS = [
  ['the MDN page', 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API'],
  ['the Postgres docs', 'https://www.postgresql.org/docs/current/using-explain.html'],
  ['the Node.js guide', 'https://nodejs.org/en/learn/getting-started/profiling'],
  ['this issue', 'https://github.com/nodejs/node/issues/12345'],
  ['the TypeScript handbook', 'https://www.typescriptlang.org/docs/handbook/2/narrowing.html'],
  ['a great talk', 'https://www.youtube.com/watch?v=8aGhZQkoFbQ'],
  ['the RFC', 'https://www.rfc-editor.org/rfc/rfc9110'],
  ['web.dev', 'https://web.dev/articles/vitals'],
] as const;
const HEADINGS = ['The problem', 'What I tried first', 'Measuring it', 'The fix', 'Why it works', 'Trade-offs', 'What I would do differently', 'A closer look', 'Setting it up', 'Results', 'Gotchas', 'Going further'];
const CLOSINGS = ['Wrapping up', 'Conclusion', 'Takeaways', 'What is next'];

function sentence(random: Random): string {
  const noun = pick(random, NOUNS);
  const text = `${noun[0]!.toUpperCase()}${noun.slice(1)} ${pick(random, VERBS)} ${pick(random, WHENS)}`;
  return random() < 0.35 ? `${text}, ${pick(random, ASIDES)}.` : `${text}.`;
}

/** A paragraph of a few sentences, with a link or inline code in most. */
function paragraph(random: Random, sentences = between(random, 2, 4)): string {
  const parts = Array.from({ length: sentences }, () => sentence(random));
  if (random() < 0.6) {
    const [label, url] = pick(random, LINKS);
    parts.splice(between(random, 0, parts.length), 0, `See [${label}](${url}) for the details.`);
  }
  if (random() < 0.7) parts.splice(between(random, 0, parts.length), 0, `I ran \`${pick(random, COMMANDS)}\` to check.`);
  return parts.join(' ');
}

function bulletList(random: Random): string {
  return Array.from({ length: between(random, 3, 5) }, () => {
    const item = sentence(random);
    return random() < 0.4 ? `- \`${pick(random, COMMANDS)}\`: ${item[0]!.toLowerCase()}${item.slice(1)}` : `- ${item}`;
  }).join('\n');
}

function numberedList(random: Random): string {
  return Array.from({ length: between(random, 3, 5) }, (_, i) => `${i + 1}. ${pick(random, ['Run', 'Check', 'Measure', 'Change', 'Commit'])} ${pick(random, NOUNS)} ${pick(random, WHENS)}.`).join('\n');
}

const identifier = (random: Random) => pick(random, ['user', 'post', 'order', 'session', 'tile', 'listing', 'invoice', 'event']);

const CODE: Record<string, (random: Random) => string> = {
  ts: (r) => {
    const name = identifier(r);
    return `interface ${name[0]!.toUpperCase()}${name.slice(1)} {\n  id: string;\n  createdAt: Date;\n}\n\nexport async function load${name[0]!.toUpperCase()}s(ids: string[]): Promise<Map<string, ${name[0]!.toUpperCase()}${name.slice(1)}>> {\n  const rows = await db.${name}s.findMany({ where: { id: { in: ids } } });\n  return new Map(rows.map((row) => [row.id, row]));\n}`;
  },
  js: (r) => `const cache = new Map();\n\nexport function memo(key, compute) {\n  if (!cache.has(key)) cache.set(key, compute());\n  return cache.get(key);\n}\n\nconsole.log(memo('${identifier(r)}', () => ${between(r, 2, 99)} * 2));`,
  bash: (r) => `#!/usr/bin/env bash\nset -euo pipefail\nexport NODE_ENV=production\nnpm ci --omit=dev\nnpm run build\ntar czf release-$(date +%F).tgz dist/\nscp release-*.tgz deploy@${identifier(r)}.example.com:/srv/app/`,
  json: (r) => `{\n  "name": "${identifier(r)}-service",\n  "private": true,\n  "scripts": {\n    "build": "tsc -p .",\n    "start": "node dist/main.js"\n  },\n  "engines": { "node": ">=20" }\n}`,
  sql: (r) => {
    const table = `${identifier(r)}s`;
    return `CREATE INDEX CONCURRENTLY ${table}_created_at_idx ON ${table} (created_at);\n\nEXPLAIN ANALYZE\nSELECT id, title, created_at\nFROM ${table}\nWHERE created_at > now() - interval '${between(r, 2, 30)} days'\nORDER BY created_at DESC\nLIMIT 50;`;
  },
  python: (r) => `import json\nfrom pathlib import Path\n\ndef load_${identifier(r)}s(folder: Path) -> list[dict]:\n    items = []\n    for file in sorted(folder.glob("*.json")):\n        items.append(json.loads(file.read_text()))\n    return items[:${between(r, 10, 500)}]`,
  yaml: (r) => `services:\n  ${identifier(r)}:\n    image: node:20-alpine\n    restart: unless-stopped\n    environment:\n      - PORT=${between(r, 3000, 3999)}\n    ports:\n      - "8080:3000"`,
  css: (r) => `.card {\n  display: grid;\n  gap: ${between(r, 4, 24)}px;\n  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));\n}\n\n.card:hover {\n  outline: 2px solid var(--accent);\n}`,
};
const LANGUAGES = Object.keys(CODE);

function codeBlock(random: Random): string {
  const language = pick(random, LANGUAGES);
  return `\`\`\`${language}\n${CODE[language]!(random)}\n\`\`\``;
}

function table(random: Random): string {
  const rows = Array.from({ length: between(random, 3, 5) }, () => `| ${pick(random, TOPICS)} | ${between(random, 5, 900)} ms | ${between(random, 1, 64)} MB | ${pick(random, ['yes', 'no', 'partly'])} |`);
  return ['| Setup | p95 | Memory | Worth it |', '|---|---:|---:|---|', ...rows].join('\n');
}

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const yamlText = (value: string) => JSON.stringify(value);

export interface PostOptions {
  /** The post's number, 0 ≤ index < count: it sets the date (0 the oldest) and the rest. */
  index: number;
  count: number;
  seed: number;
  /** A fixed file name and slug (the bench's hand edits); otherwise one made from the title. */
  slug?: string;
}

/** One post; the same options always give the same text. */
export function realisticPost({ index, count, seed, slug: fixedSlug }: PostOptions): RealisticPost {
  const random = createRng(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35)).next;
  const topic = pick(random, TOPICS);
  const title = `${pick(random, ACTIONS)} ${topic} ${pick(random, ANGLES)}`;
  // The number in base 36 keeps slugs apart without reading like a counter.
  const slug = fixedSlug ?? `${slugOf(title)}-${index.toString(36)}`;
  const slot = (LAST_DAY - FIRST_DAY) / Math.max(count, 1);
  const date = new Date(Math.floor((FIRST_DAY + index * slot + random() * slot * 0.9) / 1000) * 1000).toISOString().replace(/\.000Z$/, 'Z');
  const tags = [...new Set(Array.from({ length: between(random, 1, 4) }, () => pick(random, TAGS)))];
  const summaryKey = random() < 0.7 ? 'summary' : 'description';
  const summary = `${sentence(random)} Notes on ${topic} from a real project.`;

  const blocks: string[] = [paragraph(random)];
  const headings = shuffled(random, HEADINGS);
  blocks.push(`## ${headings[0]}`, paragraph(random), bulletList(random));
  blocks.push(`## ${headings[1]}`, paragraph(random, 2), codeBlock(random));
  let image: RealisticPost['image'];
  if (random() < 0.2) {
    const present = random() < 0.7;
    image = { path: present ? pick(random, BENCH_IMAGES) : pick(random, MISSING_IMAGES), present };
    blocks.push(`![${pick(random, ['Diagram of the setup', 'Flame graph before the fix', 'The dashboard', 'The schema'])}](/${image.path})`);
  }
  blocks.push(`### ${headings[2]}`, paragraph(random, 2), table(random));
  blocks.push(`## ${headings[3]}`, numberedList(random));
  if (random() < 0.4) blocks.push(paragraph(random, 1), codeBlock(random));
  const closing = [`## ${pick(random, CLOSINGS)}`, paragraph(random, 2)];

  const frontMatter = `---\ntitle: ${yamlText(title)}\ndate: ${date}\n${summaryKey}: ${yamlText(summary)}\ntags: [${tags.join(', ')}]\n---\n\n`;
  const size = () => Buffer.byteLength(`${frontMatter}${[...blocks, ...closing].join('\n\n')}\n`);
  // Filler paragraphs, spread between the sections, until the post reaches its own length.
  const target = between(random, MIN_POST_BYTES + 100, MAX_POST_BYTES - 500);
  while (size() < target) blocks.splice(between(random, 1, blocks.length), 0, paragraph(random, between(random, 1, 3)));
  // A last filler may overshoot: plain paragraphs go again, from the end, never a heading, list, code or table.
  for (let last = blocks.length - 1; size() > MAX_POST_BYTES && last > 0; last -= 1) if (!/^[#`|\-!\d]/.test(blocks[last]!)) blocks.splice(last, 1);
  const text = `${frontMatter}${[...blocks, ...closing].join('\n\n')}\n`;

  const year = date.slice(0, 4);
  const layout = random();
  const file = fixedSlug ? `posts/${slug}.md` : layout < 0.1 ? `posts/${year}/${slug}.md` : layout < 0.15 ? `posts/${slug}/index.md` : `posts/${slug}.md`;
  return { path: file, slug, date, text, ...(image && { image }) };
}
