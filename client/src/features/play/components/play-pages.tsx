// The game's pages (spec section 2): /play (the game in progress or the last result, the modes, the stakes),
// /play/friend (challenge a contact at a stake) and /play/online (wait for an opponent at a stake, cancellable).
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Globe, Users } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api/errors';
import { useT } from '../../../i18n';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { getProfile } from '../../../lib/api/calls/get-profile';
import { isValidUserName, normalizeUserName } from '../../../lib/username';
import { listContacts } from '../../../lib/api/calls/list-contacts';
import { stakeProblem } from '../models/challenges';
import { challenges, game, matchmaking } from '../models/play-state';
import { STAKE_ASSET, STAKE_LETTERS, STAKE_TIERS, letterOf, stakeOf, type Letter } from '../models/stakes';
import type { Contacts } from '../models/types';
import { formatOsbtNumber } from '../../../lib/currency';
import { language } from '../../../state/language';
import { GamePanel } from './play-modal';
import { PlayHost } from './play-host';
import { StakePicker } from './stake-picker';
import '../models/messages';
import './play.css';
import type { TextKey } from '../../../i18n/keys';

/** Spec section 2: the game modes the sidebar lists. */
const FRIEND_PATH = '/play/friend';
const ONLINE_PATH = '/play/online';

function Page({ titleKey, lead, children }: { titleKey: TextKey; lead?: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="area-page play-page">
      {/* The game's pages work even where the app-wide host is not mounted yet (it is idempotent). */}
      <PlayHost />
      <header className="area-page__header">
        <h1>{t(titleKey)}</h1>
      </header>
      {lead ? <p className="play-page__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

function useBalance(): number {
  return user.value?.assets[STAKE_ASSET] ?? 0;
}

/** The game in progress (or its result) inline, when there is one. */
function CurrentGame() {
  useSignals();
  const t = useT();
  const phase = game.phase.value;
  if (phase === 'idle') return null;
  return (
    <section className="play-card play-card--game" aria-label={phase === 'result' ? t('play.lastGame') : t('play.currentGame')}>
      <h2 className="play-card__title">{phase === 'result' || phase === 'ended' ? t('play.lastGame') : t('play.currentGame')}</h2>
      <GamePanel onDone={phase === 'result' || phase === 'ended' ? game.clear : undefined} />
    </section>
  );
}

export function PlayPage() {
  useSignals();
  const t = useT();
  return (
    <Page titleKey="pages.app.play" lead={t('play.lead')}>
      <CurrentGame />
      <nav className="play-modes" aria-label={t('play.modes')}>
        <Link to={FRIEND_PATH} className="play-mode">
          <Users size={28} aria-hidden="true" />
          <span className="play-mode__name">{t('pages.app.playFriend')}</span>
          <span className="play-mode__text">{t('play.friendCard')}</span>
        </Link>
        <Link to={ONLINE_PATH} className="play-mode">
          <Globe size={28} aria-hidden="true" />
          <span className="play-mode__name">{t('pages.app.playOnline')}</span>
          <span className="play-mode__text">{t('play.onlineCard')}</span>
        </Link>
      </nav>
      <p className="play-page__note">{t('play.rule30')}</p>
      <StakesTable />
    </Page>
  );
}

/** Spec section 9's tiers and letters, for reference. */
function StakesTable() {
  const t = useT();
  const lang = language.value;
  return (
    <section className="play-card">
      <h2 className="play-card__title">{t('play.stakesTitle')}</h2>
      <div className="play-table-scroll">
        <table className="play-table">
          <thead>
            <tr>
              <th scope="col">{t('play.tier')}</th>
              <th scope="col">{t('play.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {STAKE_TIERS.map((tier) => (
              <tr key={tier.id}>
                <th scope="row">
                  {t(`play.tier.${tier.id}`)}
                  <small>{t('play.tierRange', { min: formatOsbtNumber(tier.min, lang), max: formatOsbtNumber(tier.max, lang) })}</small>
                </th>
                <td>
                  <ul className="play-table__options">
                    {tier.options.map((amount) => (
                      <li key={amount}>
                        <span className="play-table__letter">{letterOf(amount)}</span> {formatOsbtNumber(amount, lang)}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="play-page__note">
        {t('play.letter')}: {STAKE_LETTERS[0]}–{STAKE_LETTERS[STAKE_LETTERS.length - 1]} = {formatOsbtNumber(stakeOf('a') ?? 0, lang)}–
        {formatOsbtNumber(stakeOf('t') ?? 0, lang)} OSBT
      </p>
    </section>
  );
}

export function PlayFriendPage() {
  useSignals();
  const t = useT();
  const phase = game.phase.value;
  const inGame = phase !== 'idle' && phase !== 'result' && phase !== 'ended';
  return (
    <Page titleKey="pages.app.playFriend" lead={t('play.friendLead')}>
      {inGame ? <CurrentGame /> : <FriendForm />}
    </Page>
  );
}

function FriendForm() {
  useSignals();
  const t = useT();
  const balance = useBalance();
  const messageId = useId();
  const [contacts, setContacts] = useState<Contacts | null>(null);
  const [failed, setFailed] = useState(false);
  const [opponent, setOpponent] = useState<string>('');
  // /play/friend?u=<userName>: the challenge button of a profile or a chat names the person.
  const [params] = useSearchParams();
  const named = normalizeUserName(params.get('u') ?? '');
  const [typed, setTyped] = useState(isValidUserName(named) ? named : '');
  const [letter, setLetter] = useState<Letter | null>(null);
  const [busy, setBusy] = useState(false);
  const me = user.value?.uid;

  useEffect(() => {
    let live = true;
    listContacts()
      .then((list) => live && setContacts(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const entries = Object.entries(contacts ?? {}).filter(([uid]) => uid !== me);
  const userName = typed.trim().toLowerCase().replace(/^@/, '') || opponent;
  const problem = letter ? stakeProblem(letter, balance) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!letter || problem) return;
    if (!userName) {
      toast.error(t('play.chooseOpponent'));
      return;
    }
    setBusy(true);
    try {
      const profile = await getProfile(userName);
      await challenges.send({ uid: profile.uid, nid: profile.nid }, letter);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="play-form" onSubmit={(event) => void submit(event)}>
      <fieldset className="play-form__people">
        <legend>{t('play.contacts')}</legend>
        {contacts === null && !failed ? <Spinner /> : null}
        {failed ? <p className="play-page__note">{t('play.contactsError')}</p> : null}
        {contacts !== null && entries.length === 0 ? <p className="play-page__note">{t('play.contactsEmpty')}</p> : null}
        <div className="play-people">
          {entries.map(([uid, name]) => (
            <label key={uid} className="play-person" data-checked={!typed && opponent === name}>
              <input
                type="radio"
                name="opponent"
                value={name}
                checked={!typed && opponent === name}
                onChange={() => {
                  setOpponent(name);
                  setTyped('');
                }}
              />
              <Avatar uid={uid} userName={name} size={32} />
              <span>@{name}</span>
            </label>
          ))}
        </div>
        <label className="play-form__field">
          <span>{t('play.byUserName')}</span>
          <input
            type="text"
            value={typed}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('play.userNamePlaceholder')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
      </fieldset>
      <StakePicker value={letter} onChange={setLetter} balance={balance} messageId={messageId} />
      <Button type="submit" disabled={!letter || problem !== null} loading={busy} aria-describedby={messageId}>
        {userName ? t('play.challengeName', { name: `@${userName}` }) : t('play.sendChallenge')}
      </Button>
    </form>
  );
}

export function PlayOnlinePage() {
  useSignals();
  const t = useT();
  const phase = game.phase.value;
  const status = matchmaking.status.value;
  const inGame = phase !== 'idle' && phase !== 'result' && phase !== 'ended';
  return (
    <Page titleKey="pages.app.playOnline" lead={t('play.onlineLead')}>
      {status === 'waiting' || status === 'leaving' ? <Searching /> : inGame ? <CurrentGame /> : <OnlineForm />}
    </Page>
  );
}

function Searching() {
  useSignals();
  const t = useT();
  const lang = language.value;
  const amount = stakeOf(matchmaking.letter.value ?? '') ?? 0;
  return (
    <div className="play-card play-searching">
      <Spinner size={32} label={t('play.searching', { amount: formatOsbtNumber(amount, lang) })} />
      <p className="play-panel__status" role="status">
        {t('play.searching', { amount: formatOsbtNumber(amount, lang) })}
      </p>
      <p className="play-page__note">{t('play.searchingHint')}</p>
      <Button variant="secondary" loading={matchmaking.status.value === 'leaving'} onClick={() => void matchmaking.leave()}>
        {t('play.cancel')}
      </Button>
    </div>
  );
}

function OnlineForm() {
  useSignals();
  const t = useT();
  const balance = useBalance();
  const messageId = useId();
  const [letter, setLetter] = useState<Letter | null>(null);
  const problem = letter ? stakeProblem(letter, balance) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (letter && !problem) void matchmaking.join(letter);
  };
  return (
    <form className="play-form" onSubmit={submit}>
      <StakePicker value={letter} onChange={setLetter} balance={balance} messageId={messageId} />
      <Button
        type="submit"
        disabled={!letter || problem !== null}
        loading={matchmaking.status.value === 'joining'}
        aria-describedby={messageId}
      >
        {t('play.findOpponent')}
      </Button>
    </form>
  );
}
