import { closing } from '../content';

export function ClosingCta({ onAction }: { onAction: () => void }) {
  return (
    <section aria-labelledby="closing-heading" className="bg-indigo-700 py-16 text-center text-white">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
          {closing.title}
        </h2>
        <p className="mt-3 text-lg text-indigo-100">{closing.text}</p>
        <button type="button" onClick={onAction} className="mt-8 rounded-lg bg-white px-6 py-3 font-semibold text-indigo-800 hover:bg-indigo-50">
          {closing.action}
        </button>
      </div>
    </section>
  );
}
