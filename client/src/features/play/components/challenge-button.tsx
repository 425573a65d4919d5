// <ChallengeButton uid nid />: starts a friend challenge from a chat or a profile (spec section 4). Cheap to
// mount anywhere: the stake form loads when the button is pressed.
import { lazy, Suspense } from 'react';
import { Swords } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import { openModal } from '../../../state/modal';
import '../models/messages';

const ChallengeForm = lazy(() => import('./challenge-form').then((m) => ({ default: m.ChallengeForm })));

export interface ChallengeButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The player to challenge. */
  uid: string;
  /** Their composite identifier userName-isVerified-country-uid (profile/get answers it as nid). */
  nid: string;
}

export function ChallengeButton({ uid, nid, variant = 'secondary', size = 'sm', ...rest }: ChallengeButtonProps) {
  const t = useT();
  const open = () =>
    openModal(
      <Suspense fallback={<Spinner />}>
        <ChallengeForm uid={uid} nid={nid} />
      </Suspense>,
      { label: t('play.challengeName', { name: nid.split('-')[0] || uid }) },
    );
  return (
    <Button variant={variant} size={size} onClick={open} {...rest}>
      <Swords size={16} aria-hidden="true" />
      {t('play.challenge')}
    </Button>
  );
}
