// The browser's position, as the map's models want it: a promise for one fix, a watch for updates, and errors
// turned into words a person can act on.
import { t } from '../../../i18n';
import type { LngLat } from './projection';

export interface Locator {
  locate(): Promise<LngLat>;
  /** Calls `onMove` on every new fix until the returned function is called. */
  watch(onMove: (at: LngLat) => void): () => void;
}

/** What went wrong, in the person's words (GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout). */
export function locationErrorMessage(error: unknown): string {
  const code = (error as { code?: number } | null)?.code;
  if (code === 1) return t('map.location.denied');
  if (code === 3) return t('map.location.timeout');
  return t('map.location.unavailable');
}

const toLngLat = (p: GeolocationPosition): LngLat => ({
  lng: Math.round(p.coords.longitude * 1e5) / 1e5,
  lat: Math.round(p.coords.latitude * 1e5) / 1e5,
});

export const browserLocator: Locator = {
  locate() {
    return new Promise((resolve, reject) => {
      if (!navigator.geolocation) {
        reject(new Error('no geolocation'));
        return;
      }
      navigator.geolocation.getCurrentPosition((p) => resolve(toLngLat(p)), reject, {
        enableHighAccuracy: true,
        timeout: 15_000,
        maximumAge: 30_000,
      });
    });
  },
  watch(onMove) {
    if (!navigator.geolocation) return () => undefined;
    const id = navigator.geolocation.watchPosition(
      (p) => onMove(toLngLat(p)),
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 15_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  },
};
