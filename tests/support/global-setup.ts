// Builds the client and server once before the integration and end-to-end tests, which serve
// the real bundles. The build writes only to dist/ (git-ignored).
const BUILD_SCRIPT = '../../esbuild.config.mjs';
let build: Promise<void> | undefined;

export default async function setup(): Promise<void> {
  build ??= import(BUILD_SCRIPT).then((module: { buildAll: () => Promise<void> }) => module.buildAll());
  await build;
}
