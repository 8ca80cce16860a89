// Who you are and how to reach you: change these first.
export const site = {
  name: 'Jordan Lee',
  role: 'Full-stack developer',
  location: 'Porto, Portugal',
  email: 'hello@jordanlee.example',
  /** Your booking page (Calendly, Cal.com…); 'Schedule a call' links to it. */
  bookingUrl: 'https://calendly.com/your-name/30min',
  photo: 'images/portrait.svg',
  headline: 'I build fast web apps that turn visitors into customers',
  intro: 'Freelance full-stack developer for start-ups and agencies: React and Node.js front to back, from the first sketch to a site that ranks and converts.',
  links: [
    { label: 'GitHub', href: 'https://github.com/your-name' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/in/your-name' },
  ],
  about: [
    'I started building websites for local shops in 2012 and never stopped. Since 2018 I have worked freelance with start-ups, agencies and a few large companies that needed a small team to move fast.',
    'I like projects where design, data and performance meet: dashboards people open every morning, booking flows that must never fail, maps with thousands of points. I write tests, I document what I build, and I hand over code your next developer will enjoy.',
  ],
  skills: [
    { group: 'Front end', items: ['React', 'TypeScript', 'Tailwind CSS', 'Accessibility', 'Web performance'] },
    { group: 'Back end', items: ['Node.js', 'PostgreSQL', 'REST and GraphQL APIs', 'Stripe', 'Auth'] },
    { group: 'Ways of working', items: ['Weekly demos', 'Fixed-price phases', 'Automated tests', 'Clear hand-over'] },
  ],
};

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  photo: string;
}

export const testimonials: Testimonial[] = [
  {
    quote: 'Jordan rebuilt our booking app in six weeks. Bookings went up 30% and the support inbox finally went quiet.',
    name: 'Priya Nair',
    role: 'Founder, Slotly',
    photo: 'images/people/priya-nair.svg',
  },
  {
    quote: 'Clear estimates, a demo every Friday, and code our in-house team took over without a single question. We will hire Jordan again.',
    name: 'Tom Becker',
    role: 'CTO, Fleetmate',
    photo: 'images/people/tom-becker.svg',
  },
];
