// Blog posts, newest first. Bodies are Markdown, like the case studies.
export interface Post {
  slug: string;
  title: string;
  date: string;
  tags: string[];
  summary: string;
  body: string;
}

export const posts: Post[] = [
  {
    slug: 'fixed-price-phases',
    title: 'Why I quote in fixed-price phases',
    date: '2026-03-02',
    tags: ['Freelancing'],
    summary: 'Hourly rates reward slowness and fixed prices for a whole project reward cutting corners. Phases avoid both.',
    body: `## The problem with both models

An hourly rate makes the client carry all the risk; one fixed price for six months makes the developer carry it, and both sides start to hide things.

## Phases of two to four weeks

Each phase has a fixed price, a written goal and a demo at the end. If priorities change, the next phase changes, not the contract.

- Clients know what each step costs
- I can estimate honestly, because each step is small
- Either side can stop after any phase`,
  },
  {
    slug: 'core-web-vitals-checklist',
    title: 'A Core Web Vitals checklist for small sites',
    date: '2026-01-19',
    tags: ['Performance', 'SEO'],
    summary: 'Ten checks that fix most slow marketing sites in an afternoon, in the order I run them.',
    body: `## Start with the biggest image

On most slow sites the largest contentful paint is a hero image. Serve it at the size it is shown, in **WebP or AVIF**, and never lazy-load it.

## Then the scripts

- Remove what nobody uses (old analytics, chat widgets)
- Load the rest with \`defer\`
- Split code by page

## Measure on a phone

Run Lighthouse with mobile throttling three times and compare the medians, not single runs.`,
  },
  {
    slug: 'maps-with-thousands-of-points',
    title: 'Maps with thousands of points that stay smooth',
    date: '2025-11-07',
    tags: ['Maps', 'Performance'],
    summary: 'Clustering, canvas layers and vector tiles: how to show 10,000 markers without freezing a phone.',
    body: `## Do not render what nobody can see

Cluster points on the server or in a worker, and only draw the markers inside the viewport.

## Draw on a canvas

DOM markers are easy to style but slow past a few hundred. A canvas or WebGL layer draws thousands in a frame.

## Ship less data

Send vector tiles or a compact GeoJSON per zoom level instead of every point at once.`,
  },
];

/** Minutes to read at 200 words a minute, at least one. */
export const readingMinutes = (post: Post): number => Math.max(1, Math.ceil(post.body.split(/\s+/).length / 200));
