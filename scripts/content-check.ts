// `npm run content:check [dir] [--strict]`: reads every file of a content folder (default
// ./content) with the same index the server builds, and lists what it reports: errors (a file
// that is not served: front matter that cannot be read, a link) and notes (something guessed,
// coerced or left out, such as an image that is not in the folder: the page is served without
// it). Exits non-zero when there is an error, and with --strict also when there is a note.
import path from 'node:path';
import { ContentIndex } from '../server/content/content-index';
import { formatProblem } from '../server/content/parse-content-file';
import { memoryLogger } from '../server/logger';

export interface ContentCheck {
  summary: string;
  /** Every problem as a log line, errors first. */
  problems: string[];
  errors: number;
  notes: number;
  /** References to images that are not in the content folder (notes). */
  missingImages: number;
}

export async function checkContent(contentDir: string, publicDir: string): Promise<ContentCheck> {
  const index = new ContentIndex({ contentDir, publicDir, logger: memoryLogger() });
  await index.build();
  const all = index.problems().sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const errors = all.filter((problem) => problem.level === 'error');
  const notes = all.filter((problem) => problem.level === 'note');
  const summary = `${index.listAllPosts().length} posts, ${index.listProjects().length} projects, ${index.listTemplates().length} templates`;
  const missingImages = notes.filter((problem) => problem.missingImage !== undefined).length;
  return { summary, problems: [...errors, ...notes].map(formatProblem), errors: errors.length, notes: notes.length, missingImages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const dir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'content');
  const publicDir = path.resolve(process.env.PUBLIC_DIR ?? 'public');
  const { summary, problems, errors, notes, missingImages } = await checkContent(dir, publicDir);
  for (const problem of problems) console.error(`  ${problem}`);
  const failed = errors > 0 || (strict && notes > 0);
  const verdict = `content:check: ${dir}: ${summary}; ${errors} error(s), ${notes} note(s)`;
  if (failed) {
    console.error(`${verdict}${errors === 0 ? ' (--strict fails on notes)' : ''}`);
    process.exit(1);
  }
  console.log(`${verdict}; ${missingImages === 0 ? 'every referenced image exists' : `${missingImages} referenced image(s) missing: those pages are served without them`}`);
  // Ended here, not when the parser workers have gone idle: the command ends once it has said its verdict.
  process.exit(0);
}
