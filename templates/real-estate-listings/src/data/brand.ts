// The agency's name, contact details and links: change these first.
export const brand = {
  name: 'Harbourline Realty',
  tagline: 'Homes by the sea since 2009',
  phone: '+351 210 000 100',
  email: 'hello@harbourline.example',
  address: 'Rua do Porto 12, Harbourline',
  hours: 'Mon–Sat, 9:00–19:00',
};
