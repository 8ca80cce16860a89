// The hero map's sample data, as GeoJSON (longitude, latitude): the coastline, the depot, each
// van's route and its stops, a few main roads. Replace it with your own FeatureCollection
// (delivery routes, store locations, property points…): the map fits itself to the routes and
// points, and water and roads simply run off its edges.
import type { FeatureCollection } from '../geo';

export const fleet: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'water', name: 'River' },
      geometry: {
        type: 'Polygon',
        coordinates: [[[-9.3, 38.7], [-9.2, 38.703], [-9.17, 38.706], [-9.14, 38.711], [-9.12, 38.709], [-9.1, 38.713], [-9.07, 38.716], [-9.0, 38.72], [-9.0, 38.6], [-9.3, 38.6], [-9.3, 38.7]]],
      },
    },
    ...[
      [[-9.3, 38.74], [-9.15, 38.738], [-9.0, 38.75]],
      [[-9.2, 38.8], [-9.15, 38.75], [-9.145, 38.71]],
      [[-9.05, 38.8], [-9.11, 38.75], [-9.13, 38.71]],
      [[-9.3, 38.768], [-9.1, 38.77], [-9.0, 38.765]],
    ].map((coordinates) => ({ type: 'Feature' as const, properties: { kind: 'road' }, geometry: { type: 'LineString' as const, coordinates } })),
    { type: 'Feature', properties: { kind: 'depot', name: 'Depot' }, geometry: { type: 'Point', coordinates: [-9.145, 38.722] } },
    {
      type: 'Feature',
      properties: { kind: 'route', name: 'Van 1' },
      geometry: { type: 'LineString', coordinates: [[-9.145, 38.722], [-9.16, 38.73], [-9.175, 38.742], [-9.19, 38.75], [-9.18, 38.762], [-9.16, 38.765]] },
    },
    {
      type: 'Feature',
      properties: { kind: 'route', name: 'Van 2' },
      geometry: { type: 'LineString', coordinates: [[-9.145, 38.722], [-9.13, 38.735], [-9.135, 38.75], [-9.12, 38.762], [-9.1, 38.758], [-9.09, 38.745]] },
    },
    {
      type: 'Feature',
      properties: { kind: 'route', name: 'Van 3' },
      geometry: { type: 'LineString', coordinates: [[-9.145, 38.722], [-9.125, 38.718], [-9.105, 38.725], [-9.095, 38.73], [-9.1, 38.74]] },
    },
    ...[[-9.16, 38.73], [-9.175, 38.742], [-9.19, 38.75], [-9.18, 38.762], [-9.16, 38.765], [-9.13, 38.735], [-9.135, 38.75], [-9.12, 38.762], [-9.1, 38.758], [-9.09, 38.745], [-9.125, 38.718], [-9.105, 38.725], [-9.095, 38.73], [-9.1, 38.74]].map(
      (coordinates) => ({ type: 'Feature' as const, properties: { kind: 'stop' }, geometry: { type: 'Point' as const, coordinates } }),
    ),
  ],
};
