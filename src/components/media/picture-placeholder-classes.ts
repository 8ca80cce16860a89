// The designed placeholder's classes, in one place for the two that draw it: the server
// (picture-placeholder.tsx) and the page script, which draws it in place of a picture that
// fails to load (src/page-script/picture-fallback.ts) — so the two cannot drift.

export const PLACEHOLDER_CLASSES = {
  frame: 'relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-brand-50 via-white to-brand-100',
  pattern: 'picture-placeholder-pattern',
  body: 'relative flex flex-col items-center gap-2 px-6 text-center',
  initial: 'flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-3xl font-bold text-white shadow-sm',
  tag: 'max-w-full truncate rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold uppercase tracking-wider text-brand-800 shadow-sm ring-1 ring-brand-200',
  caption: 'text-sm font-medium text-slate-700',
} as const;

/** A label of one or two characters is an initial, drawn in a disc; a longer one is a tag. */
export const isInitial = (label: string): boolean => [...label].length <= 2;
