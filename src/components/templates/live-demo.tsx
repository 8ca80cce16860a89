// The 'Live Demo' area of a template's page: the template itself, running inside a
// browser-like frame that scrolls on its own, so the page around it stays put. The frame is
// server HTML; the template inside is an island that starts at once: it is what the page is for.
import TemplateDemoIsland from '../../islands/template-demo.island';

interface LiveDemoProps {
  slug: string;
  title: string;
  componentPath: string;
}

export function LiveDemo({ slug, title, componentPath }: LiveDemoProps) {
  return (
    <section aria-labelledby="live-demo-heading" className="mt-12">
      <h2 id="live-demo-heading" className="text-2xl font-bold text-slate-900">
        Live Demo
      </h2>
      <div className="mt-4 overflow-hidden rounded-xl border border-slate-300 bg-white shadow-lg">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-4 py-2" aria-hidden="true">
          <span className="h-3 w-3 rounded-full bg-red-400" />
          <span className="h-3 w-3 rounded-full bg-amber-400" />
          <span className="h-3 w-3 rounded-full bg-green-400" />
          <span className="ml-3 flex-1 truncate rounded-md bg-white px-3 py-1 text-xs text-slate-600">{title}</span>
        </div>
        {/* `isolate` keeps the template's own z-index layers inside the frame, under the site's top bar;
            `theme-fixed` shows the template as it is sold, in the light palette (decision 063). */}
        <div role="region" aria-label={`Live demo of ${title}`} tabIndex={0} className="theme-fixed isolate max-h-[80vh] overflow-y-auto bg-white">
          <TemplateDemoIsland when="load" props={{ slug, title, componentPath, embedded: true }} />
        </div>
      </div>
    </section>
  );
}
