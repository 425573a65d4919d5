// Where the live map opens before it knows more: the centre of the person's country at a zoom that shows it
// (the countries of the currency table and of the seeded places), else the whole world.
import type { View } from './projection';

const COUNTRY_VIEWS: Readonly<Record<string, View>> = {
  NG: { lng: 8.1, lat: 9.1, zoom: 5.2 },
  US: { lng: -97, lat: 39, zoom: 3.6 },
  GB: { lng: -2.5, lat: 54, zoom: 5.2 },
  IN: { lng: 79, lat: 22, zoom: 4.2 },
  CA: { lng: -97, lat: 58, zoom: 3.2 },
  ZA: { lng: 24, lat: -29, zoom: 5 },
  ID: { lng: 118, lat: -2.5, zoom: 4 },
  PK: { lng: 69.5, lat: 30, zoom: 5 },
  AU: { lng: 134, lat: -26, zoom: 3.8 },
  MX: { lng: -102, lat: 23.5, zoom: 4.5 },
  JP: { lng: 138, lat: 37, zoom: 4.8 },
  CN: { lng: 104, lat: 35, zoom: 3.8 },
  AE: { lng: 54.3, lat: 24.3, zoom: 6.5 },
  CH: { lng: 8.2, lat: 46.8, zoom: 7 },
  BR: { lng: -52, lat: -14, zoom: 3.8 },
  PT: { lng: -8.2, lat: 39.6, zoom: 6.2 },
  KE: { lng: 37.9, lat: 0.2, zoom: 5.8 },
};

export const WORLD_VIEW: View = { lng: 10, lat: 20, zoom: 2 };

export function startView(country: string | undefined): View {
  return (country && COUNTRY_VIEWS[country]) || WORLD_VIEW;
}
