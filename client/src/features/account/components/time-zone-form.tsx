// /account/time-zone: the IANA zone every displayed time uses (User.timeZone), saved with updateAccount.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { browserTimeZone, formatTime } from '../../../lib/time';
import { errorMessage } from '../../../lib/api/errors';
import { updateAccount } from '../../../state/session';
import { timeZone as currentZone } from '../../../state/preferences';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { timeZoneChoices } from '../models/time-zones';
import './account-messages';

export function TimeZoneForm() {
  useSignals();
  const t = useT();
  const lang = language.value;
  const saved = currentZone.value;
  const [zone, setZone] = useState(saved);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const zones = useMemo(() => timeZoneChoices(saved), [saved]);
  const device = browserTimeZone();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (zone === saved) {
      toast.info(t('account.unchanged'));
      return;
    }
    setBusy(true);
    try {
      await updateAccount({ timeZone: zone });
      toast.success(t('common.updateSuccessful'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack-form" onSubmit={(e) => void submit(e)}>
      <p className="lead">{t('account.timeZoneLead')}</p>
      <div className="field">
        <label htmlFor={id}>{t('account.timeZone')}</label>
        <select id={id} name="timeZone" value={zone} onChange={(e) => setZone(e.target.value)}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <p className="field__hint" aria-live="polite">
          {t('account.timeZoneNow', { time: formatTime(Date.now(), { timeZone: zone, lang, style: 'datetime' }) })}
        </p>
      </div>
      {device !== zone ? (
        <Button variant="secondary" onClick={() => setZone(device)}>
          {t('account.useBrowserZone', { zone: device.replaceAll('_', ' ') })}
        </Button>
      ) : null}
      <Button type="submit" loading={busy}>
        {t('account.save')}
      </Button>
    </form>
  );
}
