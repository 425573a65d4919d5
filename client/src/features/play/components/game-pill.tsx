// <GamePill />: outside the game's pages, a small pill at the bottom of the shell keeps in sight what is still going
// on: a game hidden with Escape or the backdrop (who it is against, the seconds left; pressing it reopens the game),
// or a wait in the online queue (the stake, and Cancel to leave it), until it ends.
import { useSignals } from '@preact/signals-react/runtime';
import { Globe, Swords } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatOsbtNumber } from '../../../lib/currency';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { opponentName } from '../models/game';
import { game, matchmaking } from '../models/play-state';
import { playPill } from '../models/play-sync';
import { stakeOf } from '../models/stakes';
import { openPlayModal } from './play-host';
import '../models/messages';
import './play.css';

export function GamePill() {
  useSignals();
  const t = useT();
  if (playPill.value === 'queue') {
    const letter = matchmaking.letter.value;
    const amount = formatOsbtNumber((letter ? stakeOf(letter) : undefined) ?? 0, language.value);
    return (
      <div className="play-pill" role="status">
        <Globe size={16} aria-hidden="true" />
        <span>{t('play.searching', { amount })}</span>
        <Button size="sm" variant="ghost" loading={matchmaking.status.value === 'leaving'} onClick={() => void matchmaking.leave()}>
          {t('play.cancel')}
        </Button>
      </div>
    );
  }
  const data = game.data.value;
  const name = opponentName(data ?? game.previous.value);
  return (
    <button type="button" className="play-pill" onClick={() => void openPlayModal()}>
      <Swords size={16} aria-hidden="true" />
      <span>{t('play.pill', { name })}</span>
      {data && game.phase.value !== 'resolving' ? (
        <strong className="play-pill__seconds" role="timer" aria-live="off">
          {t('play.seconds', { s: game.secondsLeft.value })}
        </strong>
      ) : null}
    </button>
  );
}
