// `npm test`: the type-check, the content check of the demo content, then every vitest project
// (unit, integration, end-to-end in Chromium). Ends with one plain "N passed, M failed" line for
// CI to read. Nothing here reads content/, which is the owner's: the tests run on the demo site
// in tests/fixtures/demo-site/ (scripts/demo-content.mjs); their own files are checked with
// `npm run content:check`. vitest's JSON report stays at dist/test-report.json (build output),
// where its "JSON report written to" line says it is.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { DEMO_SITE } from './demo-content.mjs';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const step = (title, command, args) => {
  console.log(`\n== ${title}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
};

let passed = 0;
let failed = 0;
for (const [title, command, args] of [
  ['type-check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['content check (demo site)', bin('tsx'), ['scripts/content-check.ts', DEMO_SITE]],
]) {
  if (step(title, command, args)) passed += 1;
  else failed += 1;
}

const report = path.join('dist', 'test-report.json');
rmSync(report, { force: true });
const extra = process.argv.slice(2);
const vitestOk = step('vitest (unit, integration, e2e)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra]);
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests + (vitestOk || results.numFailedTests > 0 ? 0 : 1);
} catch {
  failed += 1;
  console.error('vitest wrote no report');
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
