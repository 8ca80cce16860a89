// Content problems: every content file the site could not serve (errors) and every guess it made
// to serve one (notes), with file, line, field and message, so a bad hand edit or an imported
// post's quirks are visible without reading the logs. The same list as the log and content:check.
import { Spinner } from '../../components/ui/spinner';
import type { ContentProblem } from '../../lib/api/content-problem';
import { useConsoleQuery } from '../api/use-console-query';

function ProblemList({ label, problems, tone }: { label: string; problems: ContentProblem[]; tone: 'error' | 'note' }) {
  return (
    <ul aria-label={label} className={`divide-y divide-slate-200 rounded-xl border bg-white ${tone === 'error' ? 'border-red-200' : 'border-slate-200'}`}>
      {problems.map((problem, i) => (
        <li key={`${problem.file}-${i}`} className="px-4 py-3">
          <p className="font-mono text-sm font-medium text-slate-900">
            {problem.file}
            {problem.line ? `:${problem.line}` : ''}
          </p>
          <p className={`text-sm ${tone === 'error' ? 'text-red-800' : 'text-slate-700'}`}>
            {problem.field && <span className="font-semibold">{problem.field}: </span>}
            {problem.message}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ContentProblemsTab() {
  const { data: problems, error, isPending } = useConsoleQuery(['problems'], (call, signal) => call('contentProblems', { signal }));
  if (isPending) return <Spinner label="Checking content files" />;
  if (error) return <p role="alert" className="text-red-700">The content problems could not be loaded.</p>;
  if (problems.length === 0) return <p className="py-12 text-center text-slate-600">No content problems: every content file parses and validates.</p>;
  const errors = problems.filter((problem) => problem.level !== 'note');
  const notes = problems.filter((problem) => problem.level === 'note');
  return (
    <div className="space-y-8">
      {errors.length > 0 && (
        <section aria-labelledby="content-errors-heading">
          <h2 id="content-errors-heading" className="mb-2 text-lg font-semibold text-slate-900">
            Errors
          </h2>
          <p className="mb-4 text-sm text-slate-700">
            These files are skipped (or their last good version keeps serving) until they are fixed. Edit them in the content repo; the list updates on
            the next visit.
          </p>
          <ProblemList label="Content problems" problems={errors} tone="error" />
        </section>
      )}
      {notes.length > 0 && (
        <section aria-labelledby="content-notes-heading">
          <h2 id="content-notes-heading" className="mb-2 text-lg font-semibold text-slate-900">
            Notes
          </h2>
          <p className="mb-4 text-sm text-slate-700">These files are served, but something in them was guessed, coerced or ignored. Write it explicitly to make a note go away.</p>
          <ProblemList label="Content notes" problems={notes} tone="note" />
        </section>
      )}
    </div>
  );
}
