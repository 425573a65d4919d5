// The footer's status line as it loads on demand (when the line comes into view): the line's texts, and asking the
// health check now, every minute after and when the tab is shown again, until stopped.
import { registerMessages } from '../../../i18n/catalogue';
import { platformStatus } from '../../../i18n/messages/platform-status';
import { language } from '../../../state/language';
import { checkPlatform, type PlatformState } from '../api/get-platform-status';

registerMessages('platformStatus', platformStatus);

/** How often an open page asks again. */
export const STATUS_RECHECK_MS = 60_000;

export interface ShownCheck {
  state: PlatformState;
  /** When it was checked, in the visitor's own clock and language ("23:10"); null when nothing answered. */
  time: string | null;
}

/** Asks now and then; `show` gets each answer. Returns the stop. */
export function watchPlatform(show: (check: ShownCheck) => void): () => void {
  let live = true;
  const ask = () => {
    if (document.visibilityState !== 'visible') return;
    void checkPlatform().then(({ state, at }) => {
      const time = state === 'unknown' ? null : new Date(at).toLocaleTimeString(language.peek(), { hour: '2-digit', minute: '2-digit' });
      if (live) show({ state, time });
    });
  };
  ask();
  const timer = setInterval(ask, STATUS_RECHECK_MS);
  document.addEventListener('visibilitychange', ask);
  return () => {
    live = false;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', ask);
  };
}
