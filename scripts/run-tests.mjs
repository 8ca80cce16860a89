// `npm test`: the type-check, the content check of the demo content, then every vitest project
// (unit, integration, end-to-end in Chromium). Ends with one plain "N passed, M failed" line for
// CI to read. Nothing here reads what an owner added to content/ (scripts/demo-content.mjs):
// their own files are checked with `npm run content:check`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { copyDemoContent } from './demo-content.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const step = (title, command, args) => {
  console.log(`\n== ${title}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
};

let passed = 0;
let failed = 0;
const demoDir = mkdtempSync(path.join(tmpdir(), 'folio-demo-content-'));
await copyDemoContent(process.cwd(), demoDir);
for (const [title, command, args] of [
  ['type-check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['content check (demo content)', bin('tsx'), ['scripts/content-check.ts', demoDir]],
]) {
  if (step(title, command, args)) passed += 1;
  else failed += 1;
}
rmSync(demoDir, { recursive: true, force: true });

const reportDir = mkdtempSync(path.join(tmpdir(), 'folio-report-'));
const report = path.join(reportDir, 'vitest.json');
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
rmSync(reportDir, { recursive: true, force: true });

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
