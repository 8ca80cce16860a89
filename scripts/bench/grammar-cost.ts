// What each of Prism's grammars costs over hostile code blocks (decision 075), measured the
// way highlight-limits.ts was set: every language of Prism's table, ~100 line shapes (a short
// unit repeated to lines of 900 characters, up to the block's size), each block tokenized once in
// a process of its own, timed by the process's CPU (a loaded machine stretches wall time, much
// less CPU time). A shape past 1 s stops the grammar's run (it is over the target whatever else).
//
// `measureGrammars('check')`: each grammar at its limit (blockLimit), the worst shape against
// BLOCK_COST_TARGET_MS — what `npm run bench` prints with BENCH_ONLY=grammars.
// `measureGrammars('find')` (GRAMMAR_FIND=1): for each grammar over the target at the default
// limit, the largest size whose worst shape keeps under it, stepping down — how the table was made.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { highlightableIds } from '../../server/content/highlight-languages';
import { BLOCK_COST_TARGET_MS, blockLimit, DEFAULT_BLOCK_LIMIT } from '../../server/content/highlight-limits';

/** Units repeated along a line: the brackets, quotes, escapes and operators grammars backtrack over. */
const LINE_UNITS = [
  'a.', '[', '"', '\\', '<a', '*_', '(', '{', "'", '/', '/*', '<', 'a ', 'a-', 'a:', '${', '#{', '@a', '`', 'a=', '&', ' ', '$a', '%', '!', ',', 'a(', '0.',
  'a/', '--', '#', ';', '|', '=', '+', '-', '_', '*', 'a', '1', 'a"', "a'", 'a\\', '<<', '>', '{{', '[[', '((', '\t', '.', ':', '?', '~', '^', 'a,', '_a', '"a',
  "'a", '!a', '@', '$', '[a', '(a', '{a', 'a]', 'a)', 'a}', '*a', '#a', '-a', '=a', '<!--', '\\"', 'a::', '0', 'a1', '[a]', '(a)', '{a}', '"a"', "'a'", 'a.b ',
  'a<', '<a>', '</', 'a;', '\\a', '.a', ':a', 'a@', '%a', '&a', '|a', '$(', 'a_', 'a b', ' a', '\\\\a',
];
/**
 * A shape: lines of a unit, and what comes before and after them. HTML embeds CSS and JavaScript
 * (and every grammar built on it does): CSS's and JavaScript's worst units inside <style> and <script>.
 */
export const SHAPES: [before: string, unit: string, after: string][] = [
  ...LINE_UNITS.map((unit): [string, string, string] => ['', unit, '']),
  ...['a ', ' a', 'a@', '@a', 'a b', 'a.b '].map((unit): [string, string, string] => ['<style>\n', unit, '</style>\n']),
  ...['a_', '$a', '$', 'a.'].map((unit): [string, string, string] => ['<script>\n', unit, '</script>\n']),
];
/** Characters per line: under highlight-code's MAX_HIGHLIGHTED_LINE_CHARS, as an attacker would write them. */
const LINE_CHARS = 900;
/** A shape past this much CPU stops a grammar's run. */
const STOP_MS = 1000;
/** A child that stays silent this long (wall) is stopped: the shape counts as past STOP_MS. */
const KILL_MS = 30_000;

/** A block of about `chars` characters in a shape: its unit repeated to lines of up to LINE_CHARS. */
export function hostileBlock([before, unit, after]: [string, string, string], chars: number): string {
  const room = chars - before.length - after.length;
  const line = unit.repeat(Math.max(1, Math.floor(Math.min(LINE_CHARS, room - 1) / unit.length)));
  return before + `${line}\n`.repeat(Math.max(1, Math.floor(room / (line.length + 1)))) + after;
}

/**
 * Runs in the child: loads every language a block may name (as a worker that met them all: some
 * change others, as CSS changes HTML), then tokenizes each shape and prints its CPU milliseconds.
 */
const CHILD = `
const Prism = require('prismjs');
const load = require('prismjs/components/index.js');
load.silent = true;
const [id, chars, shapesJson, idsJson, width] = process.argv.slice(1);
const shapes = JSON.parse(shapesJson);
load(JSON.parse(idsJson));
const grammar = Prism.languages[id];
Prism.tokenize('x = 1\\n', grammar);
for (let i = 0; i < shapes.length; i++) {
  const [before, unit, after] = shapes[i];
  const room = Number(chars) - before.length - after.length;
  const line = unit.repeat(Math.max(1, Math.floor(Math.min(Number(width), room - 1) / unit.length)));
  const text = before + (line + '\\n').repeat(Math.max(1, Math.floor(room / (line.length + 1)))) + after;
  const before_ = process.cpuUsage();
  Prism.tokenize(text, grammar);
  const used = process.cpuUsage(before_);
  console.log(JSON.stringify({ i, ms: (used.user + used.system) / 1000 }));
}
`;

/** A shape as the tables print it. */
const shapeName = ([before, unit]: [string, string, string]) => (before ? `${before.trim()} ${JSON.stringify(unit)}` : JSON.stringify(unit));

export interface GrammarCost {
  id: string;
  chars: number;
  /** The worst shape and its CPU milliseconds (STOP_MS or more when the run was stopped). */
  worst: { unit: string; ms: number };
  stopped: boolean;
}

/** One grammar over every shape at `chars` characters, in a child process. */
export function grammarCost(id: string, chars: number): Promise<GrammarCost> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', CHILD, id, String(chars), JSON.stringify(SHAPES), JSON.stringify(highlightableIds()), String(LINE_CHARS)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let worst = { unit: '', ms: 0 };
    let stopped = false;
    let buffered = '';
    let next = 0;
    let timer: NodeJS.Timeout;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stopped = true;
        worst = { unit: shapeName(SHAPES[next]!), ms: STOP_MS };
        child.kill('SIGKILL');
      }, KILL_MS);
    };
    watch();
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
        const { i, ms } = JSON.parse(buffered.slice(0, end)) as { i: number; ms: number };
        buffered = buffered.slice(end + 1);
        next = i + 1;
        if (ms > worst.ms) worst = { unit: shapeName(SHAPES[i]!), ms: Math.round(ms) };
        watch();
        if (ms > STOP_MS && !stopped) {
          stopped = true;
          child.kill('SIGKILL');
        }
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      resolve({ id, chars, worst, stopped });
    });
  });
}

/** The largest size (a multiple of 500) whose worst shape keeps under the target, found by stepping down from `start`. */
async function findLimit(id: string, start: GrammarCost): Promise<GrammarCost> {
  let cost = start;
  for (let step = 0; step < 6 && cost.worst.ms > BLOCK_COST_TARGET_MS; step += 1) {
    // Most backtracking grows with the square of the size: aim a fifth under the target.
    const scale = Math.sqrt((0.8 * BLOCK_COST_TARGET_MS) / Math.max(cost.worst.ms, 1));
    const chars = Math.max(500, Math.floor((cost.chars * Math.min(scale, 0.9)) / 500) * 500);
    cost = await grammarCost(id, chars);
    if (chars === 500) break;
  }
  return cost;
}

export interface GrammarRow {
  language: string;
  'limit (chars)': number;
  'worst shape': string;
  'CPU ms': number;
  [verdict: string]: string | number;
}

/**
 * 'check': every grammar at its limit, worst shape against the target; 'find': the limit each
 * grammar over the target at the default size would need. Answers the rows over the target (or
 * changed), and how many grammars were measured.
 */
export async function measureGrammars(mode: 'check' | 'find', only?: string[]): Promise<{ measured: number; rows: GrammarRow[] }> {
  const ids = only ?? highlightableIds();
  const rows: GrammarRow[] = [];
  for (const id of ids) {
    const limit = mode === 'check' ? blockLimit(id) : DEFAULT_BLOCK_LIMIT;
    let cost = await grammarCost(id, limit);
    if (mode === 'find' && cost.worst.ms > BLOCK_COST_TARGET_MS) cost = await findLimit(id, cost);
    const over = cost.worst.ms > BLOCK_COST_TARGET_MS;
    if (mode === 'check' ? over : cost.chars !== limit || over) {
      rows.push({ language: id, 'limit (chars)': cost.chars, 'worst shape': cost.worst.unit, 'CPU ms': cost.worst.ms, [`≤ ${BLOCK_COST_TARGET_MS} ms`]: over ? 'NOT met' : 'met' });
    }
    if (process.env.GRAMMAR_VERBOSE) console.log(JSON.stringify(cost));
  }
  return { measured: ids.length, rows };
}

// Run directly (tsx scripts/bench/grammar-cost.ts [ids…]): the 'find' table, as highlight-limits.ts wants it.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const require = createRequire(import.meta.url);
  require.resolve('prismjs');
  const { rows } = await measureGrammars(process.env.GRAMMAR_FIND ? 'find' : 'check', process.argv.slice(2).length ? process.argv.slice(2) : undefined);
  console.table(rows);
  for (const row of rows) console.log(`  '${row.language}': ${row['limit (chars)']},`);
}
