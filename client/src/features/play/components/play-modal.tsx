// The play modal (spec section 4): the opponent and stake, then by phase — waiting for the challenge to be
// accepted, picking a hand, waiting for the opponent, resolving, the result (with rematch) — and the visible
// 30 s countdown. Loaded lazily by PlayHost; also used inline on /play.
import { useSignals } from '@preact/signals-react/runtime';
import { Clock, WifiOff } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import { closeModal } from '../../../state/modal';
import { endMessage, opponentName } from '../models/game';
import { game } from '../models/play-state';
import { stakeOf } from '../models/stakes';
import type { PlayData, PlayHand } from '../models/types';
import { formatOsbtNumber } from '../../../lib/currency';
import { language } from '../../../state/language';
import { HANDS, HandIcon } from './hands';
import '../models/messages';
import './play.css';

export function PlayModal() {
  return (
    <div className="play-modal">
      <GamePanel onDone={closeModal} />
    </div>
  );
}

/** The game as it stands; `onDone` closes whatever holds it. */
export function GamePanel({ onDone }: { onDone?: () => void }) {
  useSignals();
  const t = useT();
  const phase = game.phase.value;
  const data = game.data.value;
  const outcome = game.outcome.value;

  if (phase === 'idle') {
    return (
      <div className="play-panel">
        <p className="play-panel__status">{t('common.empty')}</p>
        {onDone ? <Button onClick={onDone}>{t('play.close')}</Button> : null}
      </div>
    );
  }
  if (phase === 'ended' && outcome?.e) {
    return (
      <div className="play-panel">
        <p className="play-panel__status" role="status">
          {endMessage(outcome.e, opponentName(game.previous.value))}
        </p>
        {onDone ? <Button onClick={onDone}>{t('play.close')}</Button> : null}
      </div>
    );
  }
  if (!data) {
    return (
      <div className="play-panel">
        <Spinner label={t('play.resolving')} />
        <p className="play-panel__status">{t('play.resolving')}</p>
      </div>
    );
  }
  return (
    <div className="play-panel">
      <Opponent data={data} />
      {phase === 'challenging' ? <Challenging data={data} /> : null}
      {phase === 'choosing' || phase === 'waiting' ? <Moves data={data} /> : null}
      {phase === 'resolving' ? (
        <div className="play-panel__center">
          <Spinner size={28} label={t('play.resolving')} />
          <p className="play-panel__status" role="status">
            {t('play.resolving')}
          </p>
        </div>
      ) : null}
      {phase === 'result' ? <Result data={data} onDone={onDone} /> : null}
    </div>
  );
}

function Opponent({ data }: { data: PlayData }) {
  const t = useT();
  const lang = language.value;
  const name = opponentName(data);
  const stake = data.g ? stakeOf(data.g) : undefined;
  return (
    <header className="play-panel__head">
      <Avatar uid={data.u} userName={name} size={44} />
      <div>
        <h2 className="play-panel__title">{t('play.vs', { name })}</h2>
        {stake !== undefined ? <p className="play-panel__stake">{t('play.stakeIs', { amount: formatOsbtNumber(stake, lang) })}</p> : null}
      </div>
    </header>
  );
}

/** The visible countdown from t (spec section 4). */
function Countdown({ label }: { label: string }) {
  useSignals();
  const t = useT();
  const seconds = game.secondsLeft.value;
  return (
    <p className="play-countdown" role="timer" aria-live="off">
      <Clock size={16} aria-hidden="true" />
      <span>{label}</span>
      <strong className="play-countdown__seconds" data-urgent={seconds <= 5}>
        {t('play.seconds', { s: seconds })}
      </strong>
    </p>
  );
}

function Challenging({ data }: { data: PlayData }) {
  useSignals();
  const t = useT();
  const name = opponentName(data);
  return (
    <div className="play-panel__center">
      <Spinner size={28} label={t('play.waitingAccept', { name })} />
      <p className="play-panel__status" role="status">
        {t('play.waitingAccept', { name })}
      </p>
      <Countdown label={t('play.expiresIn')} />
      <Button variant="secondary" loading={game.busy.value === 'withdraw'} onClick={() => void game.withdraw()}>
        {t('play.cancelChallenge')}
      </Button>
    </div>
  );
}

function Moves({ data }: { data: PlayData }) {
  useSignals();
  const t = useT();
  const name = opponentName(data);
  const busy = game.busy.value;
  // At 0 no hand can be played any more (the server would refuse it): the game is being resolved for both.
  const timeUp = game.timeUp.value;
  const opponentLine = data.p ? t('play.opponentMoved', { name }) : t('play.opponentChoosing', { name });
  return (
    <div className="play-moves">
      {data.m && data.y ? (
        <div className="play-panel__center">
          <span className="play-hand play-hand--chosen">
            <HandIcon hand={data.y} size={48} />
          </span>
          <p className="play-panel__status">{t('play.youChose', { hand: t(`play.hand.${data.y}`).toLowerCase() })}</p>
          <p className="play-panel__status" role="status">
            {t('play.waitingFor', { name })}
          </p>
        </div>
      ) : (
        <>
          <p className="play-panel__prompt">{t('play.pickHand')}</p>
          <div className="play-hands" role="group" aria-label={t('play.pickHand')}>
            {HANDS.map((hand: PlayHand) => (
              <button
                key={hand}
                type="button"
                className="play-hand"
                disabled={busy !== null || timeUp}
                aria-busy={busy === 'move' || undefined}
                onClick={() => void game.move(hand)}
              >
                <HandIcon hand={hand} size={40} />
                <span>{t(`play.hand.${hand}`)}</span>
              </button>
            ))}
          </div>
          <p className="play-panel__note">{t('play.hiddenNote')}</p>
        </>
      )}
      <div className="play-moves__status">
        {!data.c ? (
          <p className="play-presence play-presence--offline">
            <WifiOff size={16} aria-hidden="true" />
            {t('play.opponentOffline', { name })}
          </p>
        ) : (
          <p className="play-presence" role="status">
            {opponentLine}
          </p>
        )}
        {timeUp ? (
          <div className="play-overtime" role="status">
            <span>{t('play.timeUp')}</span>
            {/* Resolving on its own; the button is there should that fail (it says so in a toast). */}
            <Button size="sm" variant="secondary" loading={busy === 'resolve'} disabled={busy !== null} onClick={() => void game.resolve()}>
              {t('play.finishGame')}
            </Button>
          </div>
        ) : (
          <Countdown label={game.autoResolves.value ? t('play.autoResolveIn') : t('play.timeToMove')} />
        )}
      </div>
    </div>
  );
}

function Result({ data, onDone }: { data: PlayData; onDone?: () => void }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const outcome = game.outcome.value;
  const r = data.r ?? 'draw';
  const stake = data.g ? stakeOf(data.g) : undefined;
  const name = opponentName(data);
  const mine = outcome?.y;
  const theirs = outcome?.o;
  return (
    <div className="play-result" data-result={r}>
      {mine || theirs ? (
        <div className="play-result__hands" aria-hidden="true">
          <span className="play-hand play-hand--chosen">{mine ? <HandIcon hand={mine} size={44} /> : '—'}</span>
          <span className="play-result__vs">×</span>
          <span className="play-hand play-hand--theirs">{theirs ? <HandIcon hand={theirs} size={44} /> : '—'}</span>
        </div>
      ) : null}
      <p className="play-result__headline" role="status">
        {t(`play.result.${r}`)}
      </p>
      {stake !== undefined ? <p className="play-result__delta">{t(`play.delta.${r}`, { amount: formatOsbtNumber(stake, lang) })}</p> : null}
      {mine || theirs ? (
        <p className="play-panel__note">
          {t('play.handsPlayed', {
            mine: mine ? t(`play.hand.${mine}`) : '—',
            theirs: theirs ? t(`play.hand.${theirs}`) : '—',
            name,
          })}
        </p>
      ) : null}
      <div className="play-result__actions">
        <Button loading={game.busy.value === 'rematch'} onClick={() => void game.rematch()}>
          {t('play.rematch')}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('play.done')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
