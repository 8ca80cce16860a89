/** Where the demo site the tests run on lives, relative to the checkout. */
export const DEMO_SITE: string;
/** Paths relative to the demo site's folder of its files, sorted. */
export function demoContentFiles(repoRoot: string): string[];
/** Copies the demo's files into `dest` (created). */
export function copyDemoContent(repoRoot: string, dest: string): Promise<void>;
