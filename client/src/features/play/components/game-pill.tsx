// <GamePill />: a game hidden with Escape or the backdrop stays in sight outside the game's pages, as a small pill
// at the bottom of the shell (who it is against, the seconds left) until it ends; pressing it reopens the game.
import { useSignals } from '@preact/signals-react/runtime';
import { Swords } from 'lucide-react';
import { useT } from '../../../i18n';
import { opponentName } from '../models/game';
import { game } from '../models/play-state';
import { openPlayModal } from './play-host';
import '../models/messages';
import './play.css';

export function GamePill() {
  useSignals();
  const t = useT();
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
