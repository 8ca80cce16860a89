// Content problems (issue 6, item 7): the content files that fail to parse or validate, with
// file, line, field and message, so a bad hand edit is visible without reading the logs.
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../ui/spinner';
import { contentProblems } from './admin-api';

export function ContentProblemsTab({ token }: { token: string }) {
  const { data: problems, error, isPending } = useQuery({ queryKey: ['admin', 'problems'], queryFn: ({ signal }) => contentProblems(token, signal), staleTime: 0 });
  if (isPending) return <Spinner label="Checking content files" />;
  if (error) return <p role="alert" className="text-red-700">The content problems could not be loaded.</p>;
  if (problems.length === 0) return <p className="py-12 text-center text-slate-600">No content problems: every content file parses and validates.</p>;
  return (
    <div>
      <p className="mb-4 text-sm text-slate-700">
        These files are skipped (or their last good version keeps serving) until they are fixed. Edit them in the content repo; the list updates on
        the next visit.
      </p>
      <ul aria-label="Content problems" className="divide-y divide-slate-200 rounded-xl border border-red-200 bg-white">
        {problems.map((problem, i) => (
          <li key={`${problem.file}-${i}`} className="px-4 py-3">
            <p className="font-mono text-sm font-medium text-slate-900">
              {problem.file}
              {problem.line ? `:${problem.line}` : ''}
            </p>
            <p className="text-sm text-red-800">
              {problem.field && <span className="font-semibold">{problem.field}: </span>}
              {problem.message}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
