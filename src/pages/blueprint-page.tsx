// Free template landing page: badge, heading, the items of the template (site settings,
// site.yaml `blueprint:`) and the signup form that unlocks its download.
import { PageMeta } from '../components/seo/page-meta';
import { CheckList } from '../components/ui/check-list';
import SignupFormIsland from '../islands/signup-form.island';
import { useSiteSettings } from '../lib/site-context';

function BlueprintPage() {
  const { blueprint, newsletter } = useSiteSettings();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title="Free App Building Template" description="Get a free app building template that walks you from idea to a buildable plan." />
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <p className="mb-4 inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-bold tracking-wide text-brand-800">{blueprint.badge}</p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{blueprint.heading}</h1>
          <CheckList items={blueprint.items} className="mt-8 space-y-3 text-slate-700" gap="gap-3" />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <SignupFormIsland when="interaction" props={{ newsletter: newsletter ?? null }} />
        </div>
      </div>
    </div>
  );
}

export { BlueprintPage as Component };
