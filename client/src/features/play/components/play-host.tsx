// <PlayHost />: mounted once app-wide for a signed-in user. It listens to the game's realtime frames and opens
// the play modal (JSON p, with a sound) or the challenge dialog (JSON r). It renders nothing itself, and the
// modal's and dialog's code (with the game's messages) loads only when one is first shown.
import { useEffect } from 'react';
import { t } from '../../../i18n';
import { openModal } from '../../../state/modal';
import { startPlay } from '../models/play-sync';
import { playGameSound } from '../models/sound';

const playMessages = () => import('../models/messages');

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
  return null;
}
