// POST /support/status (platformStatus): the platform's health check behind the footer's status line, read as
// what a visitor should be told. Loaded on demand by the footer, so / does not carry it in its first JS.
import { ApiError } from '../../../lib/api/errors';
import { api, unwrap } from '../../../lib/api/client';

/** operational, degraded, outage: the API's own word; unknown: no usable answer (offline, an API without the check). */
export type PlatformState = 'operational' | 'degraded' | 'outage' | 'unknown';

export interface PlatformCheck {
  state: PlatformState;
  /** When it was checked (the server's clock when it answered, else this browser's). */
  at: number;
}

export async function checkPlatform(): Promise<PlatformCheck> {
  try {
    const { data } = await unwrap(api.POST('/support/status', { body: {} }));
    return { state: data.status, at: data.checkedAt };
  } catch (error) {
    // A 5xx is the platform saying it cannot serve; anything else tells nothing about it.
    const down = error instanceof ApiError && error.status >= 500;
    return { state: down ? 'outage' : 'unknown', at: Date.now() };
  }
}
