// <PlayHost />: mounted once app-wide for a signed-in user. It listens to the game's realtime frames and opens
// the play modal (JSON p, with a sound) or the challenge dialog (JSON r). It renders nothing itself, and the
// modal and dialog code loads only when one is first shown.
import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../i18n';
import { openModal } from '../../../state/modal';
import '../models/messages';
import { startPlay } from '../models/play-sync';
import { playGameSound } from '../models/sound';

const PlayModal = lazy(() => import('./play-modal').then((m) => ({ default: m.PlayModal })));
const ChallengeDialog = lazy(() => import('./challenge-dialog').then((m) => ({ default: m.ChallengeDialog })));

/** Opens the play modal over whatever is on screen. */
export function openPlayModal(): void {
  openModal(
    <Suspense fallback={<Spinner />}>
      <PlayModal />
    </Suspense>,
    { label: t('play.modalLabel') },
  );
}

function openChallengeDialog(): void {
  openModal(
    <Suspense fallback={<Spinner />}>
      <ChallengeDialog />
    </Suspense>,
    { label: t('play.dialogLabel') },
  );
}

export function PlayHost() {
  useEffect(
    () =>
      startPlay({
        showGame({ sound }) {
          openPlayModal();
          if (sound) void playGameSound();
        },
        showChallenge: openChallengeDialog,
      }),
    [],
  );
  return null;
}
