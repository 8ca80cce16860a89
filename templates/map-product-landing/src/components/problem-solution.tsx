import { problemSolution } from '../content';

export function ProblemSolution() {
  const { problem, solution } = problemSolution;
  return (
    <section aria-labelledby="problem-heading" className="mx-auto max-w-6xl px-4 py-20">
      <h2 id="problem-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {problemSolution.title}
      </h2>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
          <h3 className="text-lg font-semibold text-slate-900">{problem.heading}</h3>
          <ul className="mt-4 space-y-3 text-slate-700">
            {problem.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span className="mt-1 font-bold text-rose-700" aria-hidden="true">✕</span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-indigo-200 bg-indigo-50 p-8">
          <h3 className="text-lg font-semibold text-slate-900">{solution.heading}</h3>
          <ul className="mt-4 space-y-3 text-slate-700">
            {solution.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span className="mt-1 font-bold text-indigo-700" aria-hidden="true">✓</span>
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
