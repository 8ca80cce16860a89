// About: profile image, the about text from the server, skills, and a closing call; the skills
// and the call's texts are site settings (site.yaml `about:`).
import { useQuery } from '@tanstack/react-query';
import { PageMeta } from '../components/seo/page-meta';
import { ButtonLink } from '../components/ui/button-link';
import { PageHeader, RichText } from '../components/ui/page-header';
import type { AboutContent } from '../lib/content-types';
import { useSiteSettings } from '../lib/site-context';

function AboutPage() {
  const { owner, about: texts } = useSiteSettings();
  const { data: about } = useQuery<AboutContent>({ queryKey: ['/api/content/about.txt'] });

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageMeta title="About Me" description={`About ${owner.name}: ${owner.description}`} />
      <PageHeader title="About Me" />
      <div className="grid gap-10 md:grid-cols-[240px_1fr]">
        <img src="/images/profile.jpg" alt="Profile Image" width={240} height={240} className="h-60 w-60 rounded-2xl object-cover shadow-lg" />
        {about ? <RichText html={about.content} /> : <p className="text-slate-600">Loading content...</p>}
      </div>
      <section aria-labelledby="skills" className="mt-14">
        <h2 id="skills" className="mb-6 text-2xl font-bold text-slate-900">
          {texts.skillsHeading}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          {texts.skills.map(({ title, items }, position) => (
            <div key={position} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="mb-3 text-lg font-semibold text-slate-900">{title}</h3>
              <ul className="space-y-2 text-slate-700">
                {items.map((skill, position) => (
                  <li key={position}>{skill}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="work-together" className="mt-14 rounded-2xl bg-brand-50 p-8 text-center">
        <h2 id="work-together" className="text-2xl font-bold text-slate-900">
          {texts.callToAction.heading}
        </h2>
        <p className="mt-3 text-slate-700">{texts.callToAction.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/contact">{texts.callToAction.contactLabel}</ButtonLink>
          <ButtonLink to="/calendar" variant="outline">
            {texts.callToAction.callLabel}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

export { AboutPage as Component };
