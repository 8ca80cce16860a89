// The 422 a console save gets when the index would refuse the post. The index's reasons are
// written for a file (`image: "/x.png" does not exist: add the file to the content repo …`); an
// image that does not exist is the common case from the console, so it is said plainly here —
// which image, that it does not exist, what to do in the editor — and also given to its field
// (the Featured Image URL or the Content) so the editor shows it there.
import type { ContentProblem } from '../../src/lib/api/content-problem';
import { ApiError } from '../api/api-error';

/** The index's wording (server/content/content-media.ts): the reference, quoted as JSON, first. */
const MISSING = /^(?:an image in the body: )?("(?:[^"\\]|\\.)*") does not exist\b/;

export const MISSING_FEATURED_ADVICE = 'Upload the image with "Upload image", choose one with "Choose an existing image", or correct the Featured Image URL.';
export const MISSING_BODY_ADVICE = 'Upload it into the content with "Insert image", or correct or remove that image in the content.';

interface Reason {
  text: string;
  field?: 'image' | 'content';
}

function missingImage(problem: ContentProblem): string | null {
  const match = MISSING.exec(problem.message);
  if (!match) return null;
  try {
    return JSON.parse(match[1]!) as string;
  } catch {
    return null;
  }
}

function reasonOf(problem: ContentProblem): Reason {
  const image = missingImage(problem);
  if (image !== null && problem.field === 'image') return { field: 'image', text: `The featured image "${image}" does not exist in the content repository. ${MISSING_FEATURED_ADVICE}` };
  if (image !== null) return { field: 'content', text: `The image "${image}" in the content does not exist in the content repository. ${MISSING_BODY_ADVICE}` };
  return { text: problem.field ? `${problem.field}: ${problem.message}` : problem.message };
}

export function unservablePostError(errors: ContentProblem[]): ApiError {
  const reasons = errors.map(reasonOf);
  const fields: Record<string, string> = {};
  for (const reason of reasons) if (reason.field) fields[reason.field] = fields[reason.field] ? `${fields[reason.field]} ${reason.text}` : reason.text;
  // The featured image keeps its field name first, as the message has always named the field.
  const text = reasons.map((reason) => (reason.field === 'image' ? `image: ${reason.text.replace(/^The featured image /, '')}` : reason.text)).join('; ');
  return new ApiError(422, 'content_refused', `The post was not saved, because the site could not serve it: ${text}`, Object.keys(fields).length ? fields : undefined);
}
