// The 422 a console save gets when the index would refuse the post: what is still an error for
// a file (a date that is not a date, a field of the wrong kind). A missing image is not among
// them: the post is saved and served without it, and the preview says so (decision 045).
import type { ContentProblem } from '../../src/lib/api/content-problem';
import { ApiError } from '../api/api-error';

export function unservablePostError(errors: ContentProblem[]): ApiError {
  const text = errors.map((problem) => (problem.field ? `${problem.field}: ${problem.message}` : problem.message)).join('; ');
  return new ApiError(422, 'content_refused', `The post was not saved, because the site could not serve it: ${text}`);
}
