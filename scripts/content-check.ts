// `npm run content:check [dir]`: validates every content file of a folder (default ./content)
// with the same parser the server uses, checks that every site image it references exists in
// public/, lists every problem, and exits non-zero if there is any.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ContentIndex } from '../server/content/content-index';
import { formatProblem } from '../server/content/parse-content-file';
import { memoryLogger } from '../server/logger';

export async function checkContent(contentDir: string, publicDir: string): Promise<{ summary: string; problems: string[] }> {
  const index = new ContentIndex({ contentDir, logger: memoryLogger() });
  await index.build();
  const problems = index.problems().map(formatProblem);
  for (const [file, image] of referencedImages(index)) {
    const target = path.join(publicDir, image);
    const exists = target.startsWith(publicDir + path.sep) && (await stat(target).catch(() => null))?.isFile();
    if (!exists) problems.push(`${file}: ${image} does not exist in public/`);
  }
  const summary = `${index.listPosts().length} posts, ${index.listProjects().length} projects, ${index.listTemplates().length} templates`;
  return { summary, problems };
}

/** Site-relative images (starting with /) that content files point at, with the file naming each. */
function referencedImages(index: ContentIndex): [string, string][] {
  const settings = index.getSettings();
  const refs: [string, string | null | undefined][] = [
    ...index.listPosts().map((post): [string, string | null] => [`posts/${post.slug}`, post.image]),
    ...index.listProjects().map((project): [string, string] => [`projects/${project.slug}`, project.image]),
    ...index.listTemplates().map((template): [string, string] => [`templates/${template.slug}`, template.image]),
    ['site.yaml', settings.owner.profileImage],
    ['site.yaml', settings.tutorial?.fallbackThumbnail],
    ...settings.testimonials.map((testimonial): [string, string] => ['site.yaml', testimonial.image]),
    ...settings.mapProjects.flatMap((map): [string, string][] => [
      ['site.yaml', map.image],
      ['site.yaml', map.thumbnail],
      ['site.yaml', map.fallbackImage],
    ]),
  ];
  return refs.filter((ref): ref is [string, string] => typeof ref[1] === 'string' && ref[1].startsWith('/'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dir = path.resolve(process.argv[2] ?? 'content');
  const publicDir = path.resolve(process.env.PUBLIC_DIR ?? 'public');
  const { summary, problems } = await checkContent(dir, publicDir);
  if (problems.length > 0) {
    console.error(`content:check: ${problems.length} problem(s) in ${dir}:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`content:check: ${dir} is valid (${summary}; every referenced image exists)`);
}
