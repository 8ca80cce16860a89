// Case studies. Each body is Markdown (## headings, paragraphs, - lists, **bold**, `code`,
// [links](https://…)), rendered by src/markdown.tsx.
export interface Project {
  slug: string;
  title: string;
  client: string;
  summary: string;
  image: string;
  tags: string[];
  year: number;
  results: string[];
  body: string;
}

export const projects: Project[] = [
  {
    slug: 'fleet-dashboard',
    title: 'A live dashboard for 400 delivery vans',
    client: 'Fleetmate',
    summary: 'Real-time positions, delays and fuel use for a logistics start-up, in one screen dispatchers keep open all day.',
    image: 'images/projects/fleet-dashboard.svg',
    tags: ['React', 'Node.js', 'Maps'],
    year: 2025,
    results: ['Dispatch time down 35%', 'Updates within 2 seconds', 'Used daily by 60 people'],
    body: `## The challenge

Fleetmate's dispatchers juggled three tools and a spreadsheet to know where their vans were. Delays were found when customers called.

## What I built

- A **live map** of every van, updated over WebSockets
- Delay alerts ranked by how many deliveries they affect
- Daily reports of kilometres, stops and fuel per driver

The back end is Node.js with PostgreSQL and \`pg-listen\` for change events; the front end is React with a canvas layer for the vans, so 400 markers move smoothly on an old laptop.

## The result

Dispatchers now plan from one screen, and the number of "where is my parcel" calls fell by half within a month.`,
  },
  {
    slug: 'booking-app',
    title: 'Rebuilding a booking app that lost bookings',
    client: 'Slotly',
    summary: 'A salon booking app rebuilt for speed and reliability, with payments and reminders that customers trust.',
    image: 'images/projects/booking-app.svg',
    tags: ['React', 'Stripe', 'Performance'],
    year: 2024,
    results: ['Bookings up 30%', 'Page load 4.1 s → 1.2 s', 'Zero double bookings since launch'],
    body: `## The challenge

Slotly's old app double-booked appointments at busy times and took four seconds to show a calendar on a phone.

## What I built

- A **transactional booking flow** that locks a slot for two minutes while the customer pays
- Stripe payments with deposits and automatic refunds
- Reminder texts a day before and an hour before

## The result

Bookings grew 30% in the first quarter, mostly from phones, and double bookings disappeared.`,
  },
  {
    slug: 'property-map',
    title: 'A map-first property search',
    client: 'Casa Norte',
    summary: 'Search 12,000 listings on a map with instant filters, for a regional estate agency.',
    image: 'images/projects/property-map.svg',
    tags: ['Maps', 'React', 'SEO'],
    year: 2024,
    results: ['12,000 listings, instant filters', 'Leads up 2.4×', 'Top-3 Google rank for 40 area pages'],
    body: `## The challenge

Casa Norte's listings lived in a slow search form. Buyers wanted to see where homes were before anything else.

## What I built

- A **map and list** that stay in sync, with clustered pins
- Filters that live in the URL, so searches can be shared
- Pre-rendered neighbourhood pages for search engines

## The result

Enquiries per visit more than doubled, and the area pages now bring a third of all traffic.`,
  },
  {
    slug: 'shop-rebuild',
    title: 'A faster shop for a design brand',
    client: 'Forma Studio',
    summary: 'An online shop moved off a heavy theme to a lean React storefront with the same back office.',
    image: 'images/projects/shop-rebuild.svg',
    tags: ['Performance', 'SEO', 'Stripe'],
    year: 2023,
    results: ['Conversion up 18%', 'Lighthouse performance 38 → 96', 'Same back office for the team'],
    body: `## The challenge

Forma's theme loaded 3 MB of scripts before showing a product. Mobile visitors left before the first photo appeared.

## What I built

- A **static storefront** rebuilt on every product change
- Responsive images in modern formats
- A checkout that keeps the existing payment and stock systems

## The result

Conversion rose 18% and the team kept every tool they already knew.`,
  },
];
