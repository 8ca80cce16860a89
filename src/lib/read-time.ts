// Read time rule: content length / 1000, rounded up, in minutes.

/** Shown on a post page when a post carries no read time. */
export const DEFAULT_READ_TIME_MINUTES = 5;

export function computeReadTime(content: string): number {
  return Math.max(1, Math.ceil(content.length / 1000));
}
