// A post's or comment's time, in the signed-in user's time zone (spec section 1 / User.timeZone).
import { useSignals } from '@preact/signals-react/runtime';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';

export function PostTime({ at, className }: { at: number; className?: string }) {
  useSignals();
  const text = formatTime(at, { timeZone: timeZone.value, lang: language.value, style: 'datetime' });
  return (
    <time className={className} dateTime={new Date(at).toISOString()} title={`${text} (${timeZone.value})`}>
      {text}
    </time>
  );
}
