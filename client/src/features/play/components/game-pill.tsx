// <GamePill />: outside the game's pages, a small pill at the bottom of the shell keeps in sight what is still going
// on: a game hidden with Escape or the backdrop (who it is against, the seconds left; pressing it reopens the game),
// or a wait in the online queue (the stake, and Cancel to leave it), until it ends.
import { useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Globe, Swords } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatOsbtNumber } from '../../../lib/currency';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { modal } from '../../../state/modal';
import { opponentName } from '../models/game';
import { game, matchmaking } from '../models/play-state';
import { stakeOf } from '../models/stakes';
import { openPlayModal } from './play-host';
import '../models/messages';
import './play.css';

export function GamePill() {
  useSignals();
  const t = useT();
  const { pathname } = useLocation();
  const phase = game.phase.value;
  const queued = matchmaking.status.value;
  const playing = phase === 'challenging' || phase === 'choosing' || phase === 'waiting' || phase === 'resolving';
  const waiting = queued === 'waiting' || queued === 'leaving';
  // The game's own pages show it in full; an open modal is the game itself (or something over it).
  if ((!playing && !waiting) || modal.value.show || /^\/play(\/|$)/.test(pathname)) return null;
  if (!playing) {
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
      {data && phase !== 'resolving' ? (
        <strong className="play-pill__seconds" role="timer" aria-live="off">
          {t('play.seconds', { s: game.secondsLeft.value })}
        </strong>
      ) : null}
    </button>
  );
}
