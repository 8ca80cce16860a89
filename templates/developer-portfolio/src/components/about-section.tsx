import { site } from '../data/site';

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="mx-auto max-w-5xl scroll-mt-16 px-4 py-20">
      <div className="grid gap-12 md:grid-cols-2">
        <div>
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            About me
          </h2>
          {site.about.map((paragraph) => (
            <p key={paragraph.slice(0, 20)} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="grid gap-6">
          {site.skills.map((group) => (
            <div key={group.group}>
              <h3 className="font-mono text-sm font-semibold uppercase tracking-wide text-slate-600">{group.group}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <li key={item} className="rounded-lg border border-slate-200 px-3 py-1 text-slate-800">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
