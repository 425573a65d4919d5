// A past instant as people read it in feeds ("há 5 min", "5 min ago"; the date once a week old), with the exact date
// and time in the person's language and zone as its title (hover) and in <time dateTime>. Every instance on screen
// follows one shared clock that ticks while any is mounted, so the texts stay true while the page stays open.
import { useEffect } from 'react';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatAgo, formatTime } from '../../lib/time';
import { language } from '../../state/language';
import { timeZone } from '../../state/preferences';

/** How often the texts are brought up to date ("há 1 min" becomes "há 2 min" within this). */
export const RELATIVE_TICK_MS = 30_000;

const now = signal(Date.now(), { name: 'relativeTimeNow' });
let mounted = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function useTick(): void {
  useEffect(() => {
    mounted += 1;
    // A time drawn after a pause (a page kept in memory, the tab shown again) starts from the real now.
    now.value = Date.now();
    timer ??= setInterval(() => (now.value = Date.now()), RELATIVE_TICK_MS);
    return () => {
      mounted -= 1;
      if (mounted === 0) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }, []);
}

/** `label` turns the exact time into the title's sentence ("Publicado em {time}"); by default the time and its zone. */
export function RelativeTime({ at, className, label }: { at: number; className?: string; label?: (time: string) => string }) {
  useSignals();
  useTick();
  const lang = language.value;
  const zone = timeZone.value;
  const exact = formatTime(at, { timeZone: zone, lang, style: 'datetime' });
  // Read for the re-render each tick; the age itself from the real clock, so a time drawn between ticks is exact.
  void now.value;
  return (
    <time className={className} dateTime={new Date(at).toISOString()} title={label ? label(exact) : `${exact} (${zone})`}>
      {formatAgo(at, Date.now(), lang, zone)}
    </time>
  );
}
