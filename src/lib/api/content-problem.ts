// One problem found in a content file, as the content index records it, the log and
// content:check print it, and GET /api/admin/problems answers it.

export interface ContentProblem {
  /** Relative to the content folder. */
  file: string;
  line?: number;
  field?: string;
  /** error: the file is not served (or its last good version is); note: served, something was guessed. */
  level: 'error' | 'note';
  message: string;
  /** The image a note is about when that image is not in the content folder (the page shows it once it is added). */
  missingImage?: string;
}
