/** Paths relative to `content/` of the demo's files (tracked in Git, else every file). */
export function demoContentFiles(repoRoot: string): string[];
/** Copies the demo's files into `dest` (created). */
export function copyDemoContent(repoRoot: string, dest: string): Promise<void>;
