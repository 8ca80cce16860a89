// The texts of Home's hero, About and /blueprint are site settings: the spec's words when
// site.yaml leaves them out, the owner's when it gives them, and a wrong shape is named.
import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from './content-schemas';

describe('the texts a visitor reads, as site settings', () => {
  it('default to the spec’s texts word for word', () => {
    const settings = siteSettingsSchema.parse({});
    expect(settings.hero).toEqual({
      headline: 'Crafting Digital Solutions',
      tagline: 'Full Stack Developer | Automation Builder | Problem Solver',
      contactLabel: 'Start a Project',
      callLabel: 'Schedule a Call',
    });
    expect(settings.about.skillsHeading).toBe('Skills & Expertise');
    expect(settings.about.skills).toEqual([
      { title: 'Design', items: ['UI/UX Design', 'Responsive Web Design', 'Brand Identity', 'Prototyping'] },
      { title: 'Development', items: ['Frontend Development', 'Backend Development', 'API Integration', 'Performance Optimization'] },
    ]);
    expect(settings.about.callToAction).toEqual({
      heading: "Let's Work Together",
      text: "Interested in collaborating? Get in touch and let's create something amazing.",
      contactLabel: 'Contact Me',
      callLabel: 'Schedule a Call',
    });
    expect(settings.blueprint.badge).toBe('FREE DEVELOPER RESOURCE');
    expect(settings.blueprint.heading).toBe('Get Your Free App Building Template');
    expect(settings.blueprint.items.map((item) => item.toLowerCase())).toEqual([
      'dynamic project overview extraction',
      'integrated branding and theme analyzer',
      'automated layout and structure composer',
      'multi-page template generator',
      'core functionality and feature identifier',
      'api endpoint and database schema generator',
    ]);
  });

  it('take the owner’s texts, and keep the spec’s for what is left out', () => {
    const settings = siteSettingsSchema.parse({
      hero: { headline: 'Maps that sell homes' },
      about: { skills: [{ title: 'Mapping', items: ['Vector tiles'] }] },
      blueprint: { items: ['One thing'] },
    });
    expect(settings.hero).toMatchObject({ headline: 'Maps that sell homes', tagline: 'Full Stack Developer | Automation Builder | Problem Solver', contactLabel: 'Start a Project' });
    expect(settings.about.skills).toEqual([{ title: 'Mapping', items: ['Vector tiles'] }]);
    expect(settings.about.callToAction.heading).toBe("Let's Work Together");
    expect(settings.blueprint).toMatchObject({ badge: 'FREE DEVELOPER RESOURCE', items: ['One thing'] });
  });

  it('refuses a misspelt field or an empty list, naming where', () => {
    const misspelt = siteSettingsSchema.safeParse({ hero: { headlin: 'x' } });
    expect(misspelt.success).toBe(false);
    expect(JSON.stringify(misspelt.error?.issues)).toContain('headlin');
    const empty = siteSettingsSchema.safeParse({ about: { skills: [{ title: 'Design', items: [] }] } });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.path).toEqual(['about', 'skills', 0, 'items']);
  });

  it('do not share their default lists between two reads', () => {
    const first = siteSettingsSchema.parse({});
    first.blueprint.items.push('changed');
    first.about.skills[0]!.items.push('changed');
    const second = siteSettingsSchema.parse({});
    expect(second.blueprint.items).toHaveLength(6);
    expect(second.about.skills[0]!.items).toHaveLength(4);
  });
});

describe('what /services says beside its cards', () => {
  const card = { title: 'Portfolio Website', price: 'Starting from $2,500 USD', description: 'Portfolios', features: ['Fast Build Time'] };

  it('is optional: without it the page shows the spec’s three cards and nothing else', () => {
    const settings = siteSettingsSchema.parse({ services: [card] });
    expect(settings.services[0]).toEqual(card);
    expect(settings.servicesPage).toEqual({ process: [], included: [], faq: [] });
  });

  it('takes who a service is for, how long it takes, the process, the FAQ and the closing block', () => {
    const settings = siteSettingsSchema.parse({
      services: [{ ...card, audience: 'Consultants', timeline: '2–3 weeks' }],
      servicesPage: {
        process: [{ title: 'Discovery call', text: 'A free call.' }],
        included: ['A fixed price'],
        faq: [{ question: 'How do payments work?', answer: 'In three parts.' }],
        callToAction: { heading: 'Not sure?', text: 'Ask me.' },
      },
    });
    expect(settings.services[0]).toMatchObject({ audience: 'Consultants', timeline: '2–3 weeks' });
    expect(settings.servicesPage.faq).toEqual([{ question: 'How do payments work?', answer: 'In three parts.' }]);
    expect(settings.servicesPage.callToAction?.heading).toBe('Not sure?');
  });

  it('refuses a misspelt field or a question without its answer, naming where', () => {
    const misspelt = siteSettingsSchema.safeParse({ services: [{ ...card, timeframe: '2 weeks' }] });
    expect(misspelt.success).toBe(false);
    expect(JSON.stringify(misspelt.error?.issues)).toContain('timeframe');
    const unanswered = siteSettingsSchema.safeParse({ servicesPage: { faq: [{ question: 'Hosting?' }] } });
    expect(unanswered.success).toBe(false);
    expect(unanswered.error?.issues[0]?.path).toEqual(['servicesPage', 'faq', 0, 'answer']);
  });
});

describe('the read time rule', () => {
  it('is the spec’s characters rule unless site.yaml says words', () => {
    expect(siteSettingsSchema.parse({}).readTime).toEqual({ countBy: 'characters', wordsPerMinute: 238 });
    expect(siteSettingsSchema.parse({ readTime: { countBy: 'words' } }).readTime).toEqual({ countBy: 'words', wordsPerMinute: 238 });
    expect(siteSettingsSchema.parse({ readTime: { countBy: 'words', wordsPerMinute: 200 } }).readTime.wordsPerMinute).toBe(200);
  });
  it('names what is wrong', () => {
    expect(siteSettingsSchema.safeParse({ readTime: { countBy: 'lines' } }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ readTime: { countBy: 'words', wordsPerMinute: 5 } }).error?.issues[0]?.message).toBe('at least 50 words a minute');
  });
});
