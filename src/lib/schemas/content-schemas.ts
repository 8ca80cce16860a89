// Front matter schemas for every kind of content file, with a default for each optional field.
// Used by the server's content index and by `npm run content:check`; the browser imports
// only the inferred types, so zod's classic build stays out of client bundles.
import { z } from 'zod';
import { DEFAULT_WORDS_PER_MINUTE, SPEC_READ_TIME_RULE } from '../read-time';
import { isSitePath } from '../site-path';
import { SLUG_PATTERN } from '../slug';
import { isHttpUrl, isImageRef } from '../url-rules';

/** 2025-03-05, or a full ISO timestamp such as 2025-03-05T09:00:00Z / 2025-03-05 09:00+01:00. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The front matter reader turns an unquoted YAML date into a Date; normalise both forms to ISO text. Text
 * must be ISO: the engine's lenient parser would read "x 1" as January 1, 2001.
 */
const isoDate = z.union([z.date(), z.string().trim().min(1)]).transform((value, ctx) => {
  const date = value instanceof Date ? value : ISO_DATE.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: `not a date: "${String(value)}" (use e.g. 2025-03-05)` });
    return z.NEVER;
  }
  return date.toISOString();
});

/** Text shown as written: YAML may hand us a number or a date (e.g. `2024`), keep it as text. */
const displayText = z.union([z.string(), z.number(), z.date()]).transform((value) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim(),
);

const optionalText = z.string().trim().optional();
const tagList = z.array(z.string().trim().min(1)).default([]);
/** A site path (/images/x.png) or an absolute http(s) URL; the console's forms offer the image picker for it (server/places/). */
const imageRef = z.string().trim().refine(isImageRef, 'must start with / or http(s)://').meta({ format: 'image' });
/** An absolute http(s) URL (also the server's own URL settings). */
export const httpUrl = z.string().trim().refine(isHttpUrl, 'must be an http(s) URL').meta({ format: 'url' });

export const projectFrontMatterSchema = z.strictObject({
  id: optionalText,
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  image: imageRef,
  tags: tagList,
  featured: z.boolean().default(false),
  completionDate: displayText,
  timeframe: displayText.optional(),
  category: optionalText,
});

export const postFrontMatterSchema = z.strictObject({
  id: optionalText,
  title: z.string().trim().min(1),
  summary: z.string().trim().min(1),
  image: imageRef.nullish(),
  videoUrl: httpUrl.nullish(),
  tags: tagList,
  featured: z.boolean().default(false),
  publishedAt: isoDate,
  /** When the post last changed (lastmod, updated…): the sitemap's lastmod and JSON-LD's dateModified. */
  updatedAt: isoDate.optional(),
  metaTitle: optionalText,
  metaDescription: optionalText,
  metaKeywords: optionalText,
  authorName: optionalText,
  readTime: z.number().int().positive().optional(),
  /** Hidden from every public list, page, feed and sitemap while true. */
  draft: z.boolean().default(false),
});

export const templateFrontMatterSchema = z.strictObject({
  id: optionalText,
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  image: imageRef,
  componentPath: z.string().trim().regex(SLUG_PATTERN, 'must name a folder in templates/ by its slug (lowercase letters and digits joined by single hyphens)'),
  tags: tagList,
  featured: z.boolean().default(false),
  publishedAt: isoDate,
});

export const aboutFrontMatterSchema = z.strictObject({
  title: optionalText,
});

const serviceSchema = z.strictObject({
  title: z.string().trim().min(1),
  price: z.string().trim().min(1),
  description: z.string().trim().min(1),
  features: z.array(z.string().trim().min(1)).min(1),
  isPopular: z.boolean().optional(),
  /** Who the service is for, e.g. "Agencies with their own listings feed" (shown when given). */
  audience: optionalText,
  /** How long a typical project takes, as text: "4–6 weeks" (shown when given). */
  timeline: optionalText,
});

/**
 * What /services shows under the three cards, so a client can decide without writing first:
 * how a project runs, what every project includes, the questions clients ask and a closing call
 * to action. Each part is shown only when given; none of it is in the spec, which fixes only the cards.
 */
const servicesPageSchema = z.strictObject({
  /** The steps of a project, in order (discovery call → fixed quote → milestones → launch). */
  process: z.array(z.strictObject({ title: z.string().trim().min(1), text: z.string().trim().min(1) })).default([]),
  /** What every project comes with, whichever service it is. */
  included: z.array(z.string().trim().min(1)).default([]),
  faq: z.array(z.strictObject({ question: z.string().trim().min(1), answer: z.string().trim().min(1) })).default([]),
  /** The closing block; its buttons go to /contact and /calendar. */
  callToAction: z.strictObject({ heading: z.string().trim().min(1), text: z.string().trim().min(1) }).optional(),
});

const testimonialSchema = z.strictObject({
  id: z.union([z.string(), z.number()]).transform(String),
  text: z.string().trim().min(1),
  name: z.string().trim().min(1),
  position: z.string().trim().min(1),
  image: imageRef,
});

const mapProjectSchema = z.strictObject({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  image: imageRef,
  thumbnail: imageRef,
  fallbackImage: imageRef,
  /** A page of this site (/demos/…, which works offline) or another site's address. */
  iframeUrl: z.string().trim().refine((value) => isSitePath(value) || isHttpUrl(value), 'must be a site path (/demos/map.html) or an http(s) URL'),
});

/**
 * The texts of the public screens that the spec gives word for word (§2): the defaults of the
 * settings below, so a site.yaml that leaves them out shows the spec's screens.
 */
export const SPEC_TEXTS = {
  hero: {
    headline: 'Crafting Digital Solutions',
    tagline: 'Full Stack Developer | Automation Builder | Problem Solver',
    // Not in the spec's hero; the labels of its two buttons (to /contact and /calendar).
    contactLabel: 'Start a Project',
    callLabel: 'Schedule a Call',
  },
  about: {
    skillsHeading: 'Skills & Expertise',
    skills: [
      { title: 'Design', items: ['UI/UX Design', 'Responsive Web Design', 'Brand Identity', 'Prototyping'] },
      { title: 'Development', items: ['Frontend Development', 'Backend Development', 'API Integration', 'Performance Optimization'] },
    ],
    callToAction: {
      heading: "Let's Work Together",
      text: "Interested in collaborating? Get in touch and let's create something amazing.",
      contactLabel: 'Contact Me',
      callLabel: 'Schedule a Call',
    },
  },
  blueprint: {
    badge: 'FREE DEVELOPER RESOURCE',
    heading: 'Get Your Free App Building Template',
    items: [
      'Dynamic project overview extraction',
      'Integrated branding and theme analyzer',
      'Automated layout and structure composer',
      'Multi-page template generator',
      'Core functionality and feature identifier',
      'API endpoint and database schema generator',
    ],
  },
} as const;

const shownText = (fallback: string) => z.string().trim().min(1).default(fallback);
const textList = (fallback: readonly string[]) => z.array(z.string().trim().min(1)).min(1).default(() => [...fallback]);

const skillGroupSchema = z.strictObject({
  title: z.string().trim().min(1),
  items: z.array(z.string().trim().min(1)).min(1),
});

/**
 * The site settings file (content/site.yaml): the owner's details, links and page sections that
 * are the same on every deployment of a site but differ between owners, and the texts of the
 * home hero, About and /blueprint.
 * Every field has a default so that a missing or broken file still renders a working site.
 */
export const siteSettingsSchema = z.strictObject({
  owner: z
    .strictObject({
      name: z.string().trim().min(1).default('Your Name'),
      email: z.string().trim().email().default('hello@example.com'),
      jobTitle: z.string().trim().default('Full Stack Developer'),
      location: z.string().trim().default(''),
      description: z.string().trim().default('Full stack developer building mapping solutions, real estate platforms and portfolios.'),
      profileImage: imageRef.default('/images/profile.jpg'),
    })
    .prefault({}),
  links: z
    .strictObject({
      professionalNetwork: httpUrl.optional(),
      booking: httpUrl.optional(),
      channel: httpUrl.optional(),
    })
    .prefault({}),
  tutorial: z
    .strictObject({
      title: z.string().trim().min(1),
      description: z.string().trim().default(''),
      videoUrl: httpUrl,
      thumbnailUrl: httpUrl,
      fallbackThumbnail: imageRef,
    })
    .optional(),
  booking: z
    .strictObject({
      url: httpUrl,
      scriptUrl: httpUrl,
      primaryColor: z.string().trim().regex(/^[0-9a-fA-F]{6}$/, 'six hex digits, no #'),
    })
    .optional(),
  newsletter: z
    .strictObject({
      formAction: httpUrl,
      fields: z.record(z.string(), z.string()).default({}),
    })
    .optional(),
  services: z.array(serviceSchema).default([]),
  servicesPage: servicesPageSchema.prefault({}),
  testimonials: z.array(testimonialSchema).default([]),
  mapProjects: z.array(mapProjectSchema).default([]),
  /** Home's first view: the headline, the line below it and its two buttons' labels. */
  hero: z
    .strictObject({
      headline: shownText(SPEC_TEXTS.hero.headline),
      tagline: shownText(SPEC_TEXTS.hero.tagline),
      /** The button to /contact, and the outline button to /calendar. */
      contactLabel: shownText(SPEC_TEXTS.hero.contactLabel),
      callLabel: shownText(SPEC_TEXTS.hero.callLabel),
    })
    .prefault({}),
  /** About's skill lists and its closing call to action (the about text itself is about.md). */
  about: z
    .strictObject({
      skillsHeading: shownText(SPEC_TEXTS.about.skillsHeading),
      skills: z
        .array(skillGroupSchema)
        .min(1)
        .default(() => SPEC_TEXTS.about.skills.map((group) => ({ title: group.title, items: [...group.items] }))),
      callToAction: z
        .strictObject({
          heading: shownText(SPEC_TEXTS.about.callToAction.heading),
          text: shownText(SPEC_TEXTS.about.callToAction.text),
          contactLabel: shownText(SPEC_TEXTS.about.callToAction.contactLabel),
          callLabel: shownText(SPEC_TEXTS.about.callToAction.callLabel),
        })
        .prefault({}),
    })
    .prefault({}),
  /** The free template landing page: its badge, heading and the items the template holds. */
  blueprint: z
    .strictObject({
      badge: shownText(SPEC_TEXTS.blueprint.badge),
      heading: shownText(SPEC_TEXTS.blueprint.heading),
      items: textList(SPEC_TEXTS.blueprint.items),
    })
    .prefault({}),
  contactServiceOptions: z.array(z.string().trim().min(1)).default([]),
  defaultAuthorName: optionalText,
  /**
   * How a post's read time is counted when its file gives none: the spec's characters / 1000 by
   * default, or `countBy: words` at `wordsPerMinute` (src/lib/read-time.ts).
   */
  readTime: z
    .strictObject({
      countBy: z.enum(['characters', 'words']).default(SPEC_READ_TIME_RULE.countBy),
      wordsPerMinute: z.number().int().min(50, 'at least 50 words a minute').max(2000, 'at most 2000 words a minute').default(DEFAULT_WORDS_PER_MINUTE),
    })
    .prefault({}),
});

export type ProjectFrontMatter = z.infer<typeof projectFrontMatterSchema>;
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
export type TemplateFrontMatter = z.infer<typeof templateFrontMatterSchema>;
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type ServiceOffering = SiteSettings['services'][number];
export type ServicesPageSettings = SiteSettings['servicesPage'];
export type Testimonial = SiteSettings['testimonials'][number];
export type MapProject = SiteSettings['mapProjects'][number];
