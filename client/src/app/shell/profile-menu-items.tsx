// The profile menu's content (spec sections 2 and 4): who is signed in, UID copy, view my profile, the stored
// accounts to switch to, Add account (below the maximum), language, and log out. A chunk of its own: the top bar's
// trigger (profile-menu.tsx) is in every signed-in page's first load, the menu only once it is about to open.
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Copy, LogOut, UserPlus, UserRound } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { VerifiedBadge } from '../../components/ui/verified-badge';
import { CountryFlag } from '../../components/ui/country-flag';
import { DropdownItem } from '../../components/ui/dropdown';
import { accounts, activeEmail, canAddAccount, switchAccount, user, SWITCHED_MESSAGE } from '../../state/session';
import { toast } from '../../state/toasts';
import { namePart } from '../../lib/identity';
import { errorMessage } from '../../lib/api/errors';
import { useT } from '../../i18n';
import { paths } from '../paths';
import { LanguageItems } from './language-menu';
import { useLogout } from './use-logout';
import './shell-messages';

export function ProfileMenuItems() {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const signOut = useLogout();
  const me = user.value;
  if (!me) return null;
  const others = Object.entries(accounts.value).filter(([email]) => email !== activeEmail.value);

  const copyUid = async () => {
    try {
      await navigator.clipboard.writeText(me.uid);
      toast.success(t('shell.uidCopied'));
    } catch {
      toast.error(t('shell.copyFailed'));
    }
  };

  const switchTo = async (email: string) => {
    try {
      await switchAccount(email);
      toast.success(SWITCHED_MESSAGE);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <div className="profile-menu__who">
        <Avatar uid={me.uid} userName={me.userName} />
        <div>
          <p className="profile-menu__name">
            <span>{me.userName || t('shell.noUserName')}</span>
            {me.isVerified ? <VerifiedBadge /> : null}
            <CountryFlag code={me.country} />
          </p>
          <p className="profile-menu__email">{me.email}</p>
          <p className="profile-menu__uid">
            {t('shell.uid')} <code>{me.uid}</code>
          </p>
        </div>
      </div>
      <DropdownItem icon={<Copy size={16} />} onClick={() => void copyUid()}>
        {t('shell.copyUid')}
      </DropdownItem>
      {me.userName ? (
        <DropdownItem icon={<UserRound size={16} />} onClick={() => void navigate(paths.profile.getHref(me.userName))}>
          {t('shell.viewProfile')}
        </DropdownItem>
      ) : null}

      {others.length > 0 ? (
        <div role="group" aria-label={t('shell.switchAccount')} className="profile-menu__group">
          <p className="profile-menu__heading">{t('shell.switchAccount')}</p>
          {others.map(([email, account]) => {
            const name = account.id ? namePart(account.id) : '';
            const uid = account.id?.split('-').at(-1) ?? null;
            return (
              <DropdownItem key={email} icon={<Avatar uid={uid} userName={name} size={24} />} onClick={() => void switchTo(email)}>
                <span className="profile-menu__account">
                  <span>{name || email}</span>
                  {name ? <small>{email}</small> : null}
                </span>
              </DropdownItem>
            );
          })}
        </div>
      ) : null}
      {canAddAccount.value ? (
        <DropdownItem icon={<UserPlus size={16} />} onClick={() => void navigate(paths.signIn.getHref({ add: true }))}>
          {t('shell.addAccount')}
        </DropdownItem>
      ) : null}

      <div role="group" aria-label={t('common.language')} className="profile-menu__group">
        <p className="profile-menu__heading">{t('common.language')}</p>
        <LanguageItems />
      </div>

      <DropdownItem icon={<LogOut size={16} />} onClick={() => void signOut()} className="profile-menu__logout">
        {t('shell.logout')}
      </DropdownItem>
    </>
  );
}
