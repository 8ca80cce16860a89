// What a post page shows when a post carries no read time (the spec's "default 5 on a post
// page"). Apart from read-time.ts, whose counting the console shares: a module both the console
// and a public page import becomes a chunk of its own that every post page would then load.

/** Shown on a post page when a post carries no read time. */
export const DEFAULT_READ_TIME_MINUTES = 5;
