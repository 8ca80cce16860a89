// One browser entry per island (decision 102): for each src/islands/<name>.island.tsx the build
// writes a small module that imports the island and hydrates an element with it. The entries
// are virtual, so an island file holds only its declaration; esbuild shares what islands have in
// common (React DOM above all) in chunks that only a page whose island starts ever fetches.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ISLANDS_DIR = 'src/islands';
const ISLAND_FILE = /\.island\.tsx$/;
const NAMESPACE = 'island-entry';

/** The islands' names (file names without `.island.tsx`), sorted. */
export function islandNames(root) {
  return readdirSync(path.join(root, ISLANDS_DIR))
    .filter((name) => ISLAND_FILE.test(name))
    .map((name) => name.replace(ISLAND_FILE, ''))
    .sort();
}

/** esbuild entry points: `island-<name>` from the virtual module of each island. */
export function islandEntryPoints(root) {
  return islandNames(root).map((name) => ({ in: `${NAMESPACE}:${name}`, out: `island-${name}` }));
}

/** The island a build output was made for, from its entry point (`island-entry:<name>`), or null. */
export function islandOfEntryPoint(entryPoint) {
  return entryPoint?.startsWith(`${NAMESPACE}:`) ? entryPoint.slice(NAMESPACE.length + 1) : null;
}

export function islandEntries(root) {
  return {
    name: 'island-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, ({ path: id }) => ({ path: id.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path: name }) => ({
        loader: 'js',
        resolveDir: root,
        contents: [
          `import island from ${JSON.stringify(`./${ISLANDS_DIR}/${name}.island.tsx`)};`,
          `import { hydrateIsland } from ${JSON.stringify(`./${ISLANDS_DIR}/hydrate-island.tsx`)};`,
          'export default (element) => hydrateIsland(element, island);',
        ].join('\n'),
      }));
    },
  };
}
