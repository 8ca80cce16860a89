// Case studies with a tag filter; each card opens its own page.
import { useState } from 'react';
import { useAssetUrl } from '../asset-url';
import { projects } from '../data/projects';
import { PageLink } from '../route';

const ALL = 'All';

export function WorkGrid() {
  const asset = useAssetUrl();
  const [tag, setTag] = useState(ALL);
  const tags = [ALL, ...new Set(projects.flatMap((project) => project.tags))];
  const shown = tag === ALL ? projects : projects.filter((project) => project.tags.includes(tag));
  return (
    <section id="work" aria-labelledby="work-heading" className="mx-auto max-w-5xl scroll-mt-16 px-4 py-20">
      <h2 id="work-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Selected work
      </h2>
      <div role="group" aria-label="Filter projects by technology" className="mt-6 flex flex-wrap gap-2">
        {tags.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={tag === option}
            onClick={() => setTag(option)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${tag === option ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
          >
            {option}
          </button>
        ))}
      </div>
      <ul className="mt-8 grid gap-8 md:grid-cols-2">
        {shown.map((project) => (
          <li key={project.slug} className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
            <img src={asset(project.image)} alt="" width={800} height={500} className="aspect-[8/5] w-full object-cover" />
            <div className="p-6">
              <p className="text-sm text-slate-600">
                {project.client} · {project.year}
              </p>
              <h3 className="mt-1 text-xl font-semibold text-slate-900">
                <PageLink to={`/work/${project.slug}`} className="hover:text-amber-800">
                  {project.title}
                </PageLink>
              </h3>
              <p className="mt-2 text-slate-600">{project.summary}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {project.tags.map((item) => (
                  <li key={item} className="rounded-md bg-amber-50 px-2 py-0.5 font-mono text-xs text-amber-900">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
