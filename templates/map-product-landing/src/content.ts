// Every word on the page lives here, so the copy can be rewritten without touching components.
// The brand colour also styles the hero map (routes, stops and the moving vehicles).

export const brand = {
  name: 'Routewise',
  color: '#818cf8',
  email: 'hello@routewise.example',
};

export const hero = {
  eyebrow: 'Route planning for delivery fleets',
  title: 'Every delivery on one live map',
  text: 'Routewise plans the shortest routes for your drivers in seconds, tracks every van live, and tells customers exactly when to expect them.',
  primary: 'Book a demo',
  secondary: 'See how it works',
  stats: [
    { value: '23%', label: 'fewer kilometres driven' },
    { value: '4 min', label: 'to plan 300 stops' },
    { value: '98%', label: 'on-time deliveries' },
  ],
};

export const problemSolution = {
  title: 'Spreadsheets and guesswork do not scale',
  problem: {
    heading: 'Without Routewise',
    points: ['Dispatchers spend mornings ordering stops by hand', 'Drivers cross town twice for one missed slot', 'Customers call to ask where their parcel is'],
  },
  solution: {
    heading: 'With Routewise',
    points: ['Routes for the whole fleet are ready before the first coffee', 'Plans adapt live to traffic, breaks and new orders', 'Customers get a tracking link with a 15-minute window'],
  },
};

export const features = {
  title: 'Everything a dispatcher needs',
  items: [
    { icon: 'route', title: 'Route optimisation', text: 'Balanced routes that respect time windows, vehicle capacity and driver shifts.' },
    { icon: 'live', title: 'Live tracking', text: 'See every vehicle on the map, with delays flagged before they happen.' },
    { icon: 'bell', title: 'Customer updates', text: 'Automatic texts and e-mails with a live ETA and a proof-of-delivery photo.' },
    { icon: 'layers', title: 'Territory planning', text: 'Draw zones on the map and share the work fairly between depots.' },
    { icon: 'chart', title: 'Analytics', text: 'Kilometres, stops per hour and on-time rate, per driver and per day.' },
    { icon: 'plug', title: 'Integrations', text: 'Import orders from Shopify, WooCommerce, CSV files or our REST API.' },
  ],
};

export const steps = {
  title: 'How it works',
  items: [
    { image: 'images/steps/import.svg', title: 'Import your stops', text: 'Upload a CSV or connect your shop. Addresses are checked and placed on the map.' },
    { image: 'images/steps/plan.svg', title: 'Plan in one click', text: 'Routewise builds routes for every driver; drag a stop to adjust any of them.' },
    { image: 'images/steps/track.svg', title: 'Track and notify', text: 'Drivers follow the app; you and your customers follow them on the map.' },
  ],
};

export const socialProof = {
  title: 'Trusted by delivery teams across Europe',
  logos: [
    { name: 'Parcelo', image: 'images/logos/parcelo.svg' },
    { name: 'Freshbox', image: 'images/logos/freshbox.svg' },
    { name: 'Urbanlift', image: 'images/logos/urbanlift.svg' },
    { name: 'Kitecargo', image: 'images/logos/kitecargo.svg' },
    { name: 'Northway', image: 'images/logos/northway.svg' },
  ],
  testimonial: {
    quote: 'We planned 40 vans by hand every morning. Now routes are ready at 6:05, our drivers finish an hour earlier, and customer calls dropped by half.',
    name: 'Lena Fischer',
    role: 'Head of Operations, Freshbox',
    photo: 'images/people/lena-fischer.svg',
  },
};

export const pricing = {
  title: 'Simple pricing per vehicle',
  text: 'Every plan includes unlimited stops and users. Pay yearly and get two months free.',
  plans: [
    { name: 'Starter', monthly: 29, yearly: 290, text: 'For small fleets getting off spreadsheets.', features: ['Up to 5 vehicles', 'Route optimisation', 'Driver app', 'E-mail support'], popular: false },
    { name: 'Growth', monthly: 49, yearly: 490, text: 'For growing teams with customers to keep informed.', features: ['Up to 50 vehicles', 'Live tracking', 'Customer notifications', 'Analytics'], popular: true },
    { name: 'Scale', monthly: 79, yearly: 790, text: 'For multi-depot operations and custom integrations.', features: ['Unlimited vehicles', 'Territory planning', 'REST API and webhooks', 'Dedicated manager'], popular: false },
  ],
};

export const faq = {
  title: 'Frequently asked questions',
  items: [
    { question: 'How long does it take to get started?', answer: 'Most teams plan their first real routes on day one: import a CSV of stops, add your vehicles, and press Plan.' },
    { question: 'Does it work for drivers without a smartphone?', answer: 'Yes. Routes can be printed or sent as a text message with the stops in order and a link to each address.' },
    { question: 'Which countries do you support?', answer: 'Routing works anywhere with OpenStreetMap coverage; the app is available in English, German, French, Spanish and Portuguese.' },
    { question: 'Can I cancel at any time?', answer: 'Monthly plans can be cancelled at any time. Yearly plans are refunded for the full months remaining.' },
  ],
};

export const demo = {
  title: 'Book a 20-minute demo',
  text: 'We will plan a day of your real deliveries live on the call, so you can compare the result with your current routes.',
  /** Where the form posts JSON; empty means the form only pretends to send (the demo). */
  endpoint: '',
  fleetSizes: ['1–5 vehicles', '6–20 vehicles', '21–100 vehicles', 'More than 100'],
  thanks: 'Thank you! We will e-mail you within one working day to find a time.',
};

export const closing = {
  title: 'Plan tomorrow’s routes in minutes',
  text: 'Start a 14-day trial with your own stops. No credit card needed.',
  action: 'Book a demo',
};

export const navigation = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
];
