// Challenging one person at a stake (the form behind ChallengeButton): the stake picker, then play/add, then
// the play modal with the wait for an answer.
import { useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { user } from '../../../state/session';
import { stakeProblem } from '../models/challenges';
import { opponentName } from '../models/game';
import { challenges } from '../models/play-state';
import { STAKE_ASSET, type Letter } from '../models/stakes';
import { openPlayModal } from './play-host';
import { StakePicker } from './stake-picker';
import '../models/messages';
import './play.css';

export function ChallengeForm({ uid, nid, onSent }: { uid: string; nid: string; onSent?: () => void }) {
  useSignals();
  const t = useT();
  const messageId = useId();
  const [letter, setLetter] = useState<Letter | null>(null);
  const balance = user.value?.assets[STAKE_ASSET] ?? 0;
  const problem = letter ? stakeProblem(letter, balance) : null;
  const name = opponentName({ n: nid, u: uid });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!letter || problem) return;
    // Sent: the play modal takes over, showing the wait for an answer (with its countdown and Cancel).
    if (await challenges.send({ uid, nid }, letter)) void (onSent ?? openPlayModal)();
  };

  return (
    <form className="challenge-form" onSubmit={(event) => void submit(event)}>
      <h2 className="play-panel__title">{t('play.challengeName', { name })}</h2>
      <StakePicker value={letter} onChange={setLetter} balance={balance} messageId={messageId} />
      <Button
        type="submit"
        block
        disabled={!letter || problem !== null}
        loading={challenges.busy.value === 'send'}
        aria-describedby={messageId}
      >
        {t('play.sendChallenge')}
      </Button>
    </form>
  );
}
