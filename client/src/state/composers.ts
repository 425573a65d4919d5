// Message composers on screen (a chat's message box): the floating action button keeps clear of them, as chat apps
// do, instead of covering the newest message's time and read mark and sitting beside Send (issue #28).
import { signal } from '@preact/signals-react';

/** How many composers are mounted now. */
export const composersOnScreen = signal(0, { name: 'composersOnScreen' });

/** Counts a composer in; call the returned function when it leaves the screen. */
export function composerShown(): () => void {
  composersOnScreen.value += 1;
  let gone = false;
  return () => {
    if (gone) return;
    gone = true;
    composersOnScreen.value -= 1;
  };
}
