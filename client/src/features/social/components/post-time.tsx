// A post's or comment's time, in the signed-in user's language and time zone (spec section 1 / User.timeZone):
// relative ("há 5 min") with the exact time on hover, or, with children, those with the exact time as their title.
import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { RelativeTime } from '../../../components/ui/relative-time';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';

/**
 * The relative time; with `children`, those are shown instead, and `label` turns the time into the element's
 * title ("edited", titled "Edited 4 Oct 2026, 16:46").
 */
export function PostTime({
  at,
  className,
  children,
  label,
}: {
  at: number;
  className?: string;
  children?: ReactNode;
  label?: (time: string) => string;
}) {
  useSignals();
  if (children === undefined) return <RelativeTime at={at} className={className} label={label} />;
  const text = formatTime(at, { timeZone: timeZone.value, lang: language.value, style: 'datetime' });
  return (
    <time className={className} dateTime={new Date(at).toISOString()} title={label ? label(text) : `${text} (${timeZone.value})`}>
      {children}
    </time>
  );
}
