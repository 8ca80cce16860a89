// Starts a content parser worker from the TypeScript sources (tests and `tsx` runs): registers
// tsx's loader in this thread, then loads parse-worker.ts. The built server runs the bundled
// dist/server/content-parser.js instead (parse-pool.ts picks).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./parse-worker.ts', import.meta.url).href);
