// The incoming-message sound (spec section 4): a short two-note tone, blocked autoplay only logged.
import { playTones } from '../../../lib/tones';

export function playIncomingSound(): Promise<void> {
  return playTones('inbox', [
    { frequency: 880, at: 0, length: 0.12 },
    { frequency: 1320, at: 0.1, length: 0.14 },
  ]);
}
