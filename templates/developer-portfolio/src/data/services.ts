// What you sell. The contact form offers these titles in its 'Service' list.
export interface Service {
  title: string;
  price: string;
  description: string;
  features: string[];
  popular?: boolean;
}

export const services: Service[] = [
  {
    title: 'Portfolio or marketing site',
    price: 'From €2,500',
    description: 'A fast, search-friendly site with a blog, case studies and a booking link.',
    features: ['Live in two weeks', 'Blog and case studies', 'SEO and social cards', 'Booking integration'],
    popular: true,
  },
  {
    title: 'Web application',
    price: 'From €9,000',
    description: 'A product built end to end: accounts, payments, dashboards and an API.',
    features: ['React and Node.js', 'Payments and accounts', 'Automated tests', 'Weekly demos'],
  },
  {
    title: 'Performance and rescue',
    price: 'From €1,800',
    description: 'A slow or fragile app made fast and safe to change again.',
    features: ['Core Web Vitals audit', 'Bundle and API tuning', 'Test safety net', 'Written report'],
  },
];
