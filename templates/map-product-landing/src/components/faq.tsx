// Native <details> elements: keyboard and screen-reader friendly with no script.
import { faq } from '../content';

export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-16 bg-slate-50 py-20">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {faq.title}
        </h2>
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {faq.items.map((item) => (
            <details key={item.question} className="group p-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                {item.question}
                <span className="text-xl text-indigo-700 transition group-open:rotate-45" aria-hidden="true">
                  +
                </span>
              </summary>
              <p className="mt-3 text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
