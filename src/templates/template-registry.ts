// The templates the site can show live, by componentPath (their folder in templates/). A
// componentPath from content or a URL is only ever looked up here, never imported as a string,
// so no request can make the browser load code the build did not put in this list. Each loader
// is its own dynamic import: each template becomes a chunk that only the template pages fetch.
import type { ComponentType } from 'react';

/** What every template's root component accepts (see templates/README.md). */
export interface TemplateAppProps {
  /** Where the template's public/ folder is served from. */
  assetBase?: string;
  /** Rendered inside another page: no <main> landmark, and that page's URL is left alone. */
  embedded?: boolean;
}

export interface TemplateModule {
  App: ComponentType<TemplateAppProps>;
}

const REGISTRY: Readonly<Record<string, () => Promise<TemplateModule>>> = {
  'developer-portfolio': () => import('../../templates/developer-portfolio/src/app'),
  'map-product-landing': () => import('../../templates/map-product-landing/src/app'),
  'real-estate-listings': () => import('../../templates/real-estate-listings/src/app'),
};

export const KNOWN_TEMPLATES: readonly string[] = Object.keys(REGISTRY);

/** The loader of a known template, or undefined for any other name ('__proto__' included). */
export function templateLoader(componentPath: string): (() => Promise<TemplateModule>) | undefined {
  return Object.hasOwn(REGISTRY, componentPath) ? REGISTRY[componentPath] : undefined;
}

/** Where the server serves a template's public/ files (server/templates/template-router.ts). */
export function templateAssetBase(slug: string): string {
  return `/api/templates/${encodeURIComponent(slug)}/assets/`;
}
