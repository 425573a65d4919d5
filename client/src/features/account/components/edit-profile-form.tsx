// /account/edit-profile: picture (uploaded, then served at the CDN's u/{uid}.png), username (spec section 5 rule,
// lowercased as typed; taken names refused by the server), display name, bio and country. Only changed fields go.
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Avatar, refreshAvatars } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CountryFlag } from '../../../components/ui/country-flag';
import { errorMessage } from '../../../lib/api/errors';
import { refreshUser, user } from '../../../state/session';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { getAccountProfile } from '../api/get-account-profile';
import { removeAvatar } from '../api/remove-avatar';
import { setAvatar } from '../api/set-avatar';
import { updateAccountProfile } from '../api/update-account-profile';
import { uploadMedia } from '../../../lib/api/calls/upload-media';
import { NO_COUNTRY, sortedCountries } from '../models/countries';
import {
  AVATAR_TYPES,
  BIO_MAX,
  DISPLAY_NAME_MAX,
  avatarFileProblem,
  checkProfile,
  type AccountProfile,
  type ProfileErrors,
} from '../models/profile';
import { LoadState } from './load-state';
import { useLoaded } from './use-loaded';
import { UserNameField } from './user-name-field';
import './account-messages';
import '../../../components/ui/page-frame.css';
import './account.css';
import type { TextKey } from '../../../i18n/keys';

export function EditProfilePage() {
  const loaded = useLoaded(getAccountProfile);
  if (!loaded.data) return <LoadState error={loaded.error} onRetry={loaded.reload} />;
  return <EditProfileForm saved={loaded.data} onSaved={loaded.set} />;
}

function PictureField({ profile, onChange }: { profile: AccountProfile; onChange: (next: AccountProfile) => void }) {
  useSignals();
  const t = useT();
  const me = user.value;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();

  const run = async (action: () => Promise<{ data: AccountProfile }>, done: TextKey) => {
    setBusy(true);
    try {
      const { data } = await action();
      onChange(data);
      refreshAvatars();
      toast.success(t(done));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = avatarFileProblem(file);
    setProblem(bad === 'type' ? t('account.pictureWrongType') : bad === 'size' ? t('account.pictureTooLarge') : null);
    if (!bad) void run(async () => setAvatar(await uploadMedia(file)), 'account.done.pictureUpdated');
  };

  return (
    <fieldset className="account-picture">
      <legend>{t('account.picture')}</legend>
      <Avatar uid={me?.uid} userName={profile.userName} size={80} />
      <div className="account-picture__actions">
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={choose}
        />
        <Button variant="secondary" size="sm" loading={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {t('account.choosePicture')}
        </Button>
        {profile.customAvatar ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run(removeAvatar, 'account.done.pictureRemoved')}>
            {t('account.removePicture')}
          </Button>
        ) : null}
        <p id={hintId} className="field__hint">
          {t('account.pictureHint')}
        </p>
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

export function EditProfileForm({ saved, onSaved }: { saved: AccountProfile; onSaved: (next: AccountProfile) => void }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const countries = useMemo(() => sortedCountries(lang), [lang]);
  const [userName, setUserName] = useState(saved.userName);
  const [displayName, setDisplayName] = useState(saved.displayName);
  const [bio, setBio] = useState(saved.bio);
  const [country, setCountry] = useState(saved.country || NO_COUNTRY);
  const [errors, setErrors] = useState<ProfileErrors>({});
  // A field's error goes as the person corrects that field.
  const drop = (field: keyof ProfileErrors) => setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { displayName: useId(), displayNameNote: useId(), bio: useId(), bioNote: useId(), country: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const checked = checkProfile({ userName, displayName, bio, country }, saved);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (!checked.update) {
      toast.info(t('account.unchanged'));
      return;
    }
    setBusy(true);
    try {
      const { data } = await updateAccountProfile(checked.update);
      onSaved(data);
      // Username and country live on the user too (menus, profile links, composite id).
      if (checked.update.userName !== undefined || checked.update.country !== undefined) await refreshUser();
      toast.success(t('common.updateSuccessful'));
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="lead">{t('account.profileLead')}</p>
      <PictureField profile={saved} onChange={onSaved} />

      <UserNameField
        value={userName}
        error={errors.userName}
        onChange={(next) => {
          setUserName(next);
          drop('userName');
        }}
      />

      <div className="field">
        <label htmlFor={ids.displayName}>{t('account.displayName')}</label>
        <input
          id={ids.displayName}
          name="displayName"
          autoComplete="name"
          value={displayName}
          aria-invalid={errors.displayName ? true : undefined}
          aria-describedby={ids.displayNameNote}
          onChange={(e) => {
            setDisplayName(e.target.value);
            drop('displayName');
          }}
        />
        <p
          id={ids.displayNameNote}
          className={errors.displayName ? 'field__error' : 'field__hint'}
          role={errors.displayName ? 'alert' : undefined}
        >
          {errors.displayName
            ? t('account.displayNameTooLong', { max: DISPLAY_NAME_MAX })
            : t('account.displayNameHint', { max: DISPLAY_NAME_MAX })}
        </p>
      </div>

      <div className="field">
        <label htmlFor={ids.bio}>{t('account.bio')}</label>
        <textarea
          id={ids.bio}
          name="bio"
          rows={3}
          className="page-textarea account-textarea"
          value={bio}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={ids.bioNote}
          onChange={(e) => {
            setBio(e.target.value);
            drop('bio');
          }}
        />
        <p id={ids.bioNote} className={errors.bio || bio.trim().length > BIO_MAX ? 'field__error' : 'field__hint'} aria-live="polite">
          {errors.bio ? t('account.bioTooLong', { max: BIO_MAX }) : t('account.bioCounter', { count: bio.trim().length, max: BIO_MAX })}
        </p>
      </div>

      <div className="field">
        <label htmlFor={ids.country}>{t('account.country')}</label>
        <div className="field__prefixed">
          <CountryFlag code={country === NO_COUNTRY ? null : country} />
          <select id={ids.country} name="country" value={country} onChange={(e) => setCountry(e.target.value)}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
            <option value={NO_COUNTRY}>{t('account.noCountry')}</option>
          </select>
        </div>
      </div>

      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" loading={busy}>
        {t('account.save')}
      </Button>
    </form>
  );
}
