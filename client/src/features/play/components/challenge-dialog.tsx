// The JSON r dialog (spec section 4): a friend challenge or a rematch offer with Accept or Reject. Accept sends
// action a, refreshes the user and goes to /play; Reject sends x. Loaded lazily by PlayHost.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { closeModal } from '../../../state/modal';
import { user } from '../../../state/session';
import { stakeProblem } from '../models/challenges';
import { opponentName } from '../models/game';
import { challenges } from '../models/play-state';
import { STAKE_ASSET, stakeOf } from '../models/stakes';
import { formatOsbtNumber } from '../../../lib/currency';
import { language } from '../../../state/language';
import '../models/messages';
import './play.css';

/** Spec section 2: the game's page, where Accept leads. */
const PLAY_PATH = '/play';

export function ChallengeDialog() {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const challenge = challenges.current.value;
  const busy = challenges.busy.value;
  const [pressed, setPressed] = useState<'accept' | 'reject' | null>(null);

  // Answered, expired or taken back elsewhere: nothing left to ask.
  useEffect(() => {
    if (!challenge) closeModal();
  }, [challenge]);
  if (!challenge) return null;

  const name = opponentName({ n: challenge.n, u: challenge.u });
  const amount = stakeOf(challenge.g) ?? 0;
  const balance = user.value?.assets[STAKE_ASSET] ?? 0;
  const problem = stakeProblem(challenge.g, balance);

  const accept = async () => {
    setPressed('accept');
    if (await challenges.accept(challenge)) {
      // The game's JSON p frame opens the play modal over /play.
      void navigate(PLAY_PATH);
    }
  };
  const reject = async () => {
    setPressed('reject');
    await challenges.reject(challenge);
  };

  return (
    <div className="challenge-dialog">
      <header className="play-panel__head">
        <Avatar uid={challenge.u} userName={name} size={48} />
        <h2 className="play-panel__title">{challenge.rematch ? t('play.incomingRematch', { name }) : t('play.incomingTitle', { name })}</h2>
      </header>
      <p>{t('play.incomingBody', { amount: formatOsbtNumber(amount, language.value) })}</p>
      {problem ? (
        <p className="stake-picker__message" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="challenge-dialog__actions">
        <Button
          variant="secondary"
          loading={busy === challenge.i && pressed === 'reject'}
          disabled={busy !== null}
          onClick={() => void reject()}
        >
          {t('play.reject')}
        </Button>
        <Button
          disabled={busy !== null || problem !== null}
          loading={busy === challenge.i && pressed === 'accept'}
          onClick={() => void accept()}
        >
          {t('play.accept')}
        </Button>
      </div>
    </div>
  );
}
