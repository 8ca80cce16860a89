// What parsing needs from outside a file, when a unit test has only the file: every image
// counts as present (a file alone cannot say), public/ is unknown, and there is no Git history.
import type { ParseContext } from '../../server/content/parse-content-file';

export const BARE_CONTEXT: ParseContext = { media: { hasContentAsset: () => true, hasPublicFile: () => true }, firstCommitDate: async () => null };
