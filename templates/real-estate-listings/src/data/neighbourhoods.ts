// Neighbourhood guides: a short portrait of each area the agency covers.
export interface Neighbourhood {
  id: string;
  name: string;
  image: string;
  summary: string;
  highlights: string[];
}

export const neighbourhoods: Neighbourhood[] = [
  {
    id: 'old-harbour',
    name: 'Old Harbour',
    image: 'images/areas/old-harbour.svg',
    summary: 'Colourful streets, fish restaurants and the marina: lively all year, and a short ferry ride from the city.',
    highlights: ['Marina and promenade', 'Ferry to the city', 'Restaurants and markets'],
  },
  {
    id: 'pine-hills',
    name: 'Pine Hills',
    image: 'images/areas/pine-hills.svg',
    summary: 'Quiet, green and family-friendly, with large gardens, the best-rated schools and trails through the pines.',
    highlights: ['Pine Hills park', 'Highly rated schools', 'Walking and cycling trails'],
  },
  {
    id: 'riverside',
    name: 'Riverside',
    image: 'images/areas/riverside.svg',
    summary: 'New apartments and restored townhouses along the river path, with the train station and offices close by.',
    highlights: ['River path', 'Train station', 'New-build apartments'],
  },
];

export const neighbourhoodName = (id: string): string => neighbourhoods.find((area) => area.id === id)?.name ?? id;
