// A post's or comment's time, in the signed-in user's time zone (spec section 1 / User.timeZone).
import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';

/**
 * The time as text; with `children`, those are shown instead, and `label` turns the time into the element's
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
  const text = formatTime(at, { timeZone: timeZone.value, lang: language.value, style: 'datetime' });
  const title = label ? label(text) : `${text} (${timeZone.value})`;
  return (
    <time className={className} dateTime={new Date(at).toISOString()} title={title}>
      {children ?? text}
    </time>
  );
}
