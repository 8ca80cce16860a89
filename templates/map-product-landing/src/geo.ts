// Just enough GeoJSON to draw the hero map: the types, and a projection that fits every
// feature into an SVG box (equirectangular, with longitudes shrunk by the latitude's cosine so
// the shapes are not stretched — plenty for a city-sized area).

export type Position = number[];
export type Geometry = { type: 'Point'; coordinates: Position } | { type: 'LineString'; coordinates: Position[] } | { type: 'Polygon'; coordinates: Position[][] };
export interface Feature {
  type: 'Feature';
  properties: { kind: string; name?: string };
  geometry: Geometry;
}
export interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
}

function positions(geometry: Geometry): Position[] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  if (geometry.type === 'LineString') return geometry.coordinates;
  return geometry.coordinates.flat();
}

/** A function from [longitude, latitude] to [x, y] that fits these features into width × height. */
export function fitProjection(features: Feature[], width: number, height: number, margin = 40) {
  const all = features.flatMap((feature) => positions(feature.geometry));
  const lons = all.map((p) => p[0] ?? 0);
  const lats = all.map((p) => p[1] ?? 0);
  const [minLon, maxLon, minLat, maxLat] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const shrink = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLon - minLon) * shrink || 1;
  const spanY = maxLat - minLat || 1;
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return ([lon = 0, lat = 0]: Position): [number, number] => [offsetX + (lon - minLon) * shrink * scale, offsetY + (maxLat - lat) * scale];
}

export function pathData(points: Position[], project: (p: Position) => [number, number], closed = false): string {
  const d = points.map((point, i) => `${i === 0 ? 'M' : 'L'}${project(point).map((n) => n.toFixed(1)).join(' ')}`).join(' ');
  return closed ? `${d} Z` : d;
}
