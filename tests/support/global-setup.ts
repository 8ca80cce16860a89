// Builds the client and server before the integration and end-to-end tests, which serve the
// real bundles — only when dist/ is older than the sources. The build writes only to dist/
// (git-ignored) and swaps it in whole, so concurrent test runs never see it half-written.
const BUILD_SCRIPT = '../../esbuild.config.mjs';
let build: Promise<void> | undefined;

export default async function setup(): Promise<void> {
  build ??= import(BUILD_SCRIPT).then(async (module: { buildIfStale: () => Promise<boolean> }) => {
    await module.buildIfStale();
  });
  await build;
}
