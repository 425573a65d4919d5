// The sound of a game starting (spec section 4: JSON p "opens a play modal with sound"): three rising notes.
import { playTones } from '../../../lib/tones';

export function playGameSound(): Promise<void> {
  return playTones(
    'play',
    [
      { frequency: 523.25, at: 0, length: 0.12 },
      { frequency: 659.25, at: 0.1, length: 0.12 },
      { frequency: 783.99, at: 0.2, length: 0.2 },
    ],
    'triangle',
    0.18,
  );
}
