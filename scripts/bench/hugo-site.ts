// The speed anchor of the scale bench: the same post files given to Hugo (when `hugo` is on
// PATH), in a temp site with minimal templates written here — baseof, single and list pages
// showing title, date, content and tags — with Hugo's own defaults otherwise (taxonomies, RSS,
// sitemap, highlighted code fences). No theme, no module, nothing from the network.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Hugo's version line, or null when it is not installed. */
export async function hugoVersion(): Promise<string | null> {
  try {
    return (await run('hugo', ['version'])).stdout.trim();
  } catch {
    return null;
  }
}

const CONFIG = `baseURL = "http://localhost/"
languageCode = "en"
title = "Scale bench"
disableHugoGeneratorInject = true
enableRobotsTXT = false
`;

const TEMPLATES: Record<string, string> = {
  '_default/baseof.html': `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{{ .Title }} | {{ .Site.Title }}</title></head>
<body><main>{{ block "main" . }}{{ end }}</main></body>
</html>
`,
  '_default/single.html': `{{ define "main" }}
<article>
  <h1>{{ .Title }}</h1>
  <time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "January 2, 2006" }}</time>
  {{ .Content }}
  <ul>{{ range .Params.tags }}<li><a href="{{ printf "/tags/%s/" (urlize .) | relURL }}">{{ . }}</a></li>{{ end }}</ul>
</article>
{{ end }}
`,
  '_default/list.html': `{{ define "main" }}
<h1>{{ .Title }}</h1>
<ul>
{{ range .Paginator.Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> <time>{{ .Date.Format "2006-01-02" }}</time> {{ .Summary }}</li>
{{ end }}
</ul>
{{ end }}
`,
};

export interface HugoSite {
  root: string;
  /** Where post files go: the same relative paths as in Folio's content folder (posts/…). */
  contentDir: string;
  /** Where images/… go, served at /images/… as Folio serves content/images/…. */
  staticDir: string;
  /** Runs `hugo --quiet` once, its output deleted first (every run builds everything); its wall time, in ms. */
  build: () => Promise<number>;
  cleanup: () => Promise<void>;
}

export async function createHugoSite(): Promise<HugoSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-bench-hugo-'));
  await writeFile(path.join(root, 'hugo.toml'), CONFIG);
  for (const [file, text] of Object.entries(TEMPLATES)) {
    await mkdir(path.dirname(path.join(root, 'layouts', file)), { recursive: true });
    await writeFile(path.join(root, 'layouts', file), text);
  }
  const output = path.join(root, 'public');
  const cacheDir = path.join(root, 'cache');
  return {
    root,
    contentDir: path.join(root, 'content'),
    staticDir: path.join(root, 'static'),
    build: async () => {
      await rm(output, { recursive: true, force: true });
      await rm(path.join(root, 'resources'), { recursive: true, force: true });
      const started = performance.now();
      // The cache folder inside the site: nothing outside the temp folder is read or written.
      await run('hugo', ['--quiet', '--cacheDir', cacheDir], { cwd: root, timeout: 30 * 60_000, maxBuffer: 64 * 1024 * 1024 });
      return Math.round(performance.now() - started);
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
