// Starts the social image thread from the TypeScript sources (tests and `tsx` runs): registers
// tsx's loader in this thread, then loads social-image-worker.ts. The built server runs the bundled
// dist/server/social-image-maker.js instead (social-image-thread.ts picks).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./social-image-worker.ts', import.meta.url).href);
