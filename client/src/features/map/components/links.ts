// Where the map pages link to one another (the routes are the app's; these are their hrefs).
export const mapLinks = {
  live: '/map/live',
  saved: '/map/saved',
  place: (code: string): string => `/map/c/${encodeURIComponent(code)}`,
  /** Directions to a point in OpenStreetMap (a new tab: it is another site). */
  directions: (lat: number, lng: number): string => `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}`,
};
