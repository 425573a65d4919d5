// A past instant as people read it in feeds ("há 5 min", "5 min ago"; the date once a week old), with the exact date
// and time in the person's language and zone: in <time dateTime>, in the accessible text (a screen reader reads it
// with the relative one), and shown as a tooltip on hover and on keyboard focus — of the time itself, or of the link
// or button around it (a post's permalink) — which Escape hides. Every instance on screen follows one shared clock
// that ticks while any is mounted, so the texts stay true while the page stays open.
import { useEffect, type ReactNode } from 'react';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatAgo, formatTime } from '../../lib/time';
import { language } from '../../state/language';
import { timeZone } from '../../state/preferences';
import { cx } from './class-names';

/** How often the texts are brought up to date ("há 1 min" becomes "há 2 min" within this). */
export const RELATIVE_TICK_MS = 30_000;

/** On the root while Escape has hidden the tooltips (WCAG 1.4.13), until the pointer or focus moves on. */
const QUIET = 'ui-time-quiet';

const now = signal(Date.now(), { name: 'relativeTimeNow' });
let mounted = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function quiet(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const root = document.documentElement;
  root.classList.add(QUIET);
  const wake = () => root.classList.remove(QUIET);
  document.addEventListener('pointermove', wake, { once: true });
  document.addEventListener('focusin', wake, { once: true });
}

function useTick(): void {
  useEffect(() => {
    mounted += 1;
    // A time drawn after a pause (a page kept in memory, the tab shown again) starts from the real now.
    now.value = Date.now();
    if (timer === undefined) {
      timer = setInterval(() => (now.value = Date.now()), RELATIVE_TICK_MS);
      document.addEventListener('keydown', quiet);
    }
    return () => {
      mounted -= 1;
      if (mounted === 0) {
        clearInterval(timer);
        timer = undefined;
        document.removeEventListener('keydown', quiet);
      }
    };
  }, []);
}

/** A time with nothing focusable around it takes focus itself, so a keyboard reaches its tooltip too. */
function focusableAlone(element: HTMLElement | null): void {
  if (element && !element.parentElement?.closest('a, button')) element.tabIndex = 0;
}

/**
 * `label` turns the exact time into the tooltip's sentence ("Editado em {time}"); by default the time and its zone.
 * `children` replace the relative text ("editado").
 */
export function RelativeTime({
  at,
  className,
  label,
  children,
}: {
  at: number;
  className?: string;
  label?: (time: string) => string;
  children?: ReactNode;
}) {
  useSignals();
  useTick();
  const lang = language.value;
  const zone = timeZone.value;
  const exact = formatTime(at, { timeZone: zone, lang, style: 'datetime' });
  // Read for the re-render each tick; the age itself from the real clock, so a time drawn between ticks is exact.
  void now.value;
  return (
    <time ref={focusableAlone} className={cx('ui-time', className)} dateTime={new Date(at).toISOString()}>
      {children ?? formatAgo(at, Date.now(), lang, zone)}{' '}
      <span className="ui-time__exact">{label ? label(exact) : `${exact} (${zone})`}</span>
    </time>
  );
}
