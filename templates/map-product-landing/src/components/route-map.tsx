// The hero's live map, drawn from the GeoJSON in data/fleet.geo.ts: water, routes in the brand
// colour, stops, the depot, and a van moving along each route. It appears after the first paint,
// so the headline never waits for it, and it holds still for visitors who prefer less motion.
import { useEffect, useState } from 'react';
import { brand } from '../content';
import { fleet } from '../data/fleet.geo';
import { fitProjection, pathData } from '../geo';

const WIDTH = 560;
const HEIGHT = 440;

export function RouteMap() {
  const [shown, setShown] = useState(false);
  const [still, setStill] = useState(true);
  useEffect(() => {
    setStill(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const routes = fleet.features.filter((feature) => feature.properties.kind === 'route');
  const project = fitProjection(
    fleet.features.filter((feature) => feature.properties.kind !== 'water' && feature.properties.kind !== 'road'),
    WIDTH,
    HEIGHT,
  );
  return (
    <div className="relative aspect-[14/11] w-full overflow-hidden rounded-2xl bg-slate-900 ring-1 ring-white/10">
      {shown && (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-full w-full" role="img" aria-label={`Map of ${routes.length} delivery routes leaving one depot`}>
          <defs>
            <pattern id="routewise-grid" width="28" height="28" patternUnits="userSpaceOnUse">
              <path d="M28 0H0V28" fill="none" stroke="#1e293b" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width={WIDTH} height={HEIGHT} fill="url(#routewise-grid)" />
          {fleet.features.map((feature, i) => {
            const { geometry, properties } = feature;
            if (geometry.type === 'Polygon') return <path key={i} d={pathData(geometry.coordinates[0] ?? [], project, true)} fill="#0c4a6e" />;
            if (geometry.type === 'LineString' && properties.kind === 'road') {
              return <path key={i} d={pathData(geometry.coordinates, project)} fill="none" stroke="#334155" strokeWidth={6} strokeLinecap="round" />;
            }
            if (geometry.type === 'LineString') {
              const d = pathData(geometry.coordinates, project);
              return (
                <g key={i}>
                  <path d={d} fill="none" stroke={brand.color} strokeOpacity={0.25} strokeWidth={10} strokeLinecap="round" strokeLinejoin="round" />
                  <path d={d} fill="none" stroke={brand.color} strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" strokeDasharray="8 8">
                    {!still && <animate attributeName="stroke-dashoffset" from="32" to="0" dur="1.2s" repeatCount="indefinite" />}
                  </path>
                  <circle r={7} fill="#f8fafc" stroke={brand.color} strokeWidth={3} transform={still ? `translate(${project(geometry.coordinates[1] ?? [])})` : undefined}>
                    {!still && <animateMotion dur={`${6 + i}s`} repeatCount="indefinite" path={d} />}
                  </circle>
                </g>
              );
            }
            const [x, y] = project(geometry.coordinates);
            return properties.kind === 'depot' ? (
              <g key={i}>
                <rect x={x - 11} y={y - 11} width={22} height={22} rx={5} fill={brand.color} />
                <path d={`M${x - 5} ${y + 1}l5-5 5 5v5h-10z`} fill="#0f172a" />
              </g>
            ) : (
              <circle key={i} cx={x} cy={y} r={5} fill="#0f172a" stroke="#e2e8f0" strokeWidth={2.5} />
            );
          })}
        </svg>
      )}
      <div className="absolute top-4 left-4 rounded-lg bg-slate-950/80 px-3 py-2 text-xs text-slate-200 ring-1 ring-white/10">
        <span className="mr-2 inline-block h-2 w-2 animate-pulse rounded-full bg-emerald-400" aria-hidden="true" />
        {routes.length} vans on the road
      </div>
    </div>
  );
}
