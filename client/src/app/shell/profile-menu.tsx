// The top bar's profile menu (spec sections 2 and 4): its trigger (the signed-in person's avatar and name) in the
// first load; the menu itself (profile-menu-items.tsx) loads when the trigger is hovered or focused, or at the latest
// when it opens.
import { useSignals } from '@preact/signals-react/runtime';
import { Avatar } from '../../components/ui/avatar';
import { Dropdown } from '../../components/ui/dropdown';
import { lazyComponent, preloadComponent } from '../../components/ui/lazy-component';
import { user } from '../../state/session';
import { useT } from '../../i18n';
import './shell-messages';

const ProfileMenuItems = lazyComponent(async () => (await import('./profile-menu-items')).ProfileMenuItems);
const prepare = (): void => void preloadComponent(ProfileMenuItems);

export function ProfileMenu() {
  useSignals();
  const t = useT();
  const me = user.value;
  if (!me) return null;
  return (
    <Dropdown
      id="profile"
      label={t('shell.profileMenu')}
      align="end"
      menuClassName="profile-menu"
      triggerClassName="profile-menu__trigger"
      onPrepare={prepare}
      trigger={
        <>
          <span aria-hidden="true">
            <Avatar uid={me.uid} userName={me.userName} size={32} />
          </span>
          <span className="profile-menu__trigger-name">{me.userName || me.email}</span>
        </>
      }
    >
      <ProfileMenuItems />
    </Dropdown>
  );
}
