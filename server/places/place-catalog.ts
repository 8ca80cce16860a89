// The console's places: which file (and which part of it) each one edits, under which schema.
// Every key of the settings file belongs to exactly one place (place-catalog.test.ts checks
// that), so no setting is left to a hand edit. Projects and templates are collections: a
// Markdown file each, read with the same front matter schema as the content index reads them.
import type { z } from 'zod';
import { projectFrontMatterSchema, templateFrontMatterSchema, type SiteSettings } from '../../src/lib/schemas/content-schemas';

export interface PlaceDef {
  id: string;
  label: string;
  description: string;
  /** Where the site shows it. */
  url: string;
  /** The settings file's sections it edits. */
  settings: readonly (keyof SiteSettings)[];
  /** It also edits the about page (about.md: its title and text). */
  about?: boolean;
}

export const PLACES: readonly PlaceDef[] = [
  { id: 'hero', label: 'Home hero', description: "Home's headline, the line under it and its two buttons.", url: '/', settings: ['hero'] },
  { id: 'owner', label: 'Owner details', description: 'Your name, e-mail, job title, location, description and profile photo.', url: '/about', settings: ['owner'] },
  { id: 'about', label: 'About', description: 'The About page: its text, the skills and the closing call to action.', url: '/about', settings: ['about'], about: true },
  { id: 'services', label: 'Services', description: "The service cards, and the services page's process, what every project includes, the FAQ and its call to action.", url: '/services', settings: ['services', 'servicesPage'] },
  { id: 'testimonials', label: 'Testimonials', description: 'What clients say, shown on Home.', url: '/', settings: ['testimonials'] },
  { id: 'map-projects', label: 'Map projects', description: 'The interactive map demos shown on Home.', url: '/', settings: ['mapProjects'] },
  {
    id: 'site',
    label: 'Site settings',
    description: "Links, the booking widget, the newsletter form, the tutorial video, the free template page, the contact form's services, the default author and how read time is counted.",
    url: '/',
    settings: ['links', 'booking', 'newsletter', 'tutorial', 'blueprint', 'contactServiceOptions', 'defaultAuthorName', 'readTime'],
  },
];

export interface CollectionDef {
  id: 'projects' | 'templates';
  kind: 'project' | 'template';
  label: string;
  description: string;
  schema: z.ZodObject;
  /** The section of the site its items are served under. */
  section: string;
  /** Projects are added and deleted here; a template also needs its code in templates/, so it is edited only. */
  canCreate: boolean;
  /** The label of its body. */
  body: string;
  /** What one item is called in a commit message. */
  noun: string;
}

export const COLLECTIONS: Record<CollectionDef['id'], CollectionDef> = {
  projects: { id: 'projects', kind: 'project', label: 'Projects', description: 'The portfolio: each project is projects/<slug>.md, served at /works/<slug>.', schema: projectFrontMatterSchema, section: '/works', canCreate: true, body: 'Project text', noun: 'project' },
  templates: { id: 'templates', kind: 'template', label: 'Templates', description: "The templates' texts (templates/<slug>.md); each template's code is in the app's templates/ folder.", schema: templateFrontMatterSchema, section: '/templates', canCreate: false, body: 'Template text', noun: 'template' },
};

/** Front matter keys not shown in a collection's form: an item's id is its slug unless a file gives another, kept as written. */
export const HIDDEN_ITEM_FIELDS = ['id'] as const;
