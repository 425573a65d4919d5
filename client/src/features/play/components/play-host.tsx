// <PlayHost />: mounted once app-wide for a signed-in user. It listens to the game's realtime frames and opens
// the play modal (JSON p, with a sound) or the challenge dialog (JSON r). It renders nothing else but, outside the
// game's pages, a pill while a game goes on with its modal hidden (Escape, the backdrop) or a wait in the online
// queue goes on; the
// modal's, the dialog's and the pill's code (with the game's messages) loads only when one is first shown.
import { lazy, Suspense, useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../../i18n';
import { openModal } from '../../../state/modal';
import { playLoaded, startPlay } from '../models/play-sync';
import { playGameSound } from '../models/sound';

const playMessages = () => import('../models/messages');
const GamePill = lazy(() => import('./game-pill').then((m) => ({ default: m.GamePill })));

/** Opens the play modal over whatever is on screen (once its code and messages are here). */
export async function openPlayModal(): Promise<void> {
  const [{ PlayModal }] = await Promise.all([import('./play-modal'), playMessages()]);
  openModal(<PlayModal />, { label: t('play.modalLabel') });
}

async function openChallengeDialog(): Promise<void> {
  const [{ ChallengeDialog }] = await Promise.all([import('./challenge-dialog'), playMessages()]);
  openModal(<ChallengeDialog />, { label: t('play.dialogLabel') });
}

export function PlayHost() {
  useSignals();
  useEffect(
    () =>
      startPlay({
        showGame({ sound }) {
          void openPlayModal();
          if (sound) void playGameSound();
        },
        showChallenge: () => void openChallengeDialog(),
      }),
    [],
  );
  // Whether the pill shows is its own (lazy) code's call: nothing of it weighs on a page with no game.
  return playLoaded.value ? (
    <Suspense fallback={null}>
      <GamePill />
    </Suspense>
  ) : null;
}
