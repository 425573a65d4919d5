// The three hands as icons (rock, paper, scissors): drawn with lucide so no emoji font is needed.
import { Hand, HandFist, Scissors } from 'lucide-react';
import type { PlayHand } from '../models/types';

export const HANDS: readonly PlayHand[] = ['r', 'p', 's'];

export function HandIcon({ hand, size = 32 }: { hand: PlayHand; size?: number }) {
  const Icon = hand === 'r' ? HandFist : hand === 'p' ? Hand : Scissors;
  return <Icon size={size} aria-hidden="true" strokeWidth={1.75} />;
}
