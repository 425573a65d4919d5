// How many API calls have been waiting for their answer longer than a person waits without a sign (SLOW_AFTER_MS),
// and longer than they wait without being told (STILL_WAITING_MS): the shell's progress bar reads these. Quick calls
// never show anything, so the bar only appears when the API is slow, not on every click.
import { computed, signal } from '@preact/signals-react';

/** Under a second an answer feels immediate; past it a person wants to see that something is happening. */
export const SLOW_AFTER_MS = 1_000;
/** Past this, the wait is worth a sentence, not only a moving bar. */
export const STILL_WAITING_MS = 6_000;

const slow = signal(0, { name: 'slowCalls' });
const stillWaiting = signal(0, { name: 'stillWaitingCalls' });

/** True while some call has waited SLOW_AFTER_MS or more. */
export const anySlowCall = computed(() => slow.value > 0);
/** True while some call has waited STILL_WAITING_MS or more. */
export const anyStillWaiting = computed(() => stillWaiting.value > 0);

/** Counts `pending` as slow once it has waited long enough, until it settles (answered or failed). */
export function trackCall<T>(pending: Promise<T>): Promise<T> {
  let countedSlow = false;
  let countedWaiting = false;
  const timers = [
    setTimeout(() => {
      slow.value += 1;
      countedSlow = true;
    }, SLOW_AFTER_MS),
    setTimeout(() => {
      stillWaiting.value += 1;
      countedWaiting = true;
    }, STILL_WAITING_MS),
  ];
  const settle = (): void => {
    timers.forEach(clearTimeout);
    if (countedSlow) slow.value -= 1;
    if (countedWaiting) stillWaiting.value -= 1;
  };
  pending.then(settle, settle);
  return pending;
}
