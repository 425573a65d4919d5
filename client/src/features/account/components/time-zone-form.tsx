// /account/time-zone: the IANA zone every displayed time uses (User.timeZone), saved with updateAccount; the list
// is searched by city (or the zone's name in the person's language) and shows each zone's offset now.
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
import { searchZones, zoneChoices } from '../models/time-zones';
import './account-messages';

export function TimeZoneForm() {
  useSignals();
  const t = useT();
  const lang = language.value;
  const saved = currentZone.value;
  const [zone, setZone] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const id = useId();
  const choices = useMemo(() => zoneChoices(saved, lang, Date.now()), [saved, lang]);
  const shown = searchZones(choices, query, zone);
  const matches = query.trim() ? searchZones(choices, query, '') : null;
  const chosen = choices.find((c) => c.zone === zone);
  const device = browserTimeZone();
  const deviceLabel = choices.find((c) => c.zone === device)?.label ?? device.replaceAll('_', ' ');

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
        <label htmlFor={`${id}-search`}>{t('account.timeZoneSearch')}</label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={query}
          aria-describedby={`${id}-found`}
          onChange={(e) => {
            const next = e.target.value;
            setQuery(next);
            // The first match is chosen as the person narrows the list (the select shows it), as a combobox would.
            const first = searchZones(choices, next, '').at(0);
            if (next.trim() && first) setZone(first.zone);
          }}
        />
        <p id={`${id}-found`} className="field__hint" aria-live="polite">
          {matches === null
            ? t('account.timeZoneSearchHint')
            : matches.length === 0
              ? t('account.timeZoneNone')
              : t('account.timeZoneFound', { count: matches.length })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={id}>{t('account.timeZone')}</label>
        <select id={id} name="timeZone" value={zone} onChange={(e) => setZone(e.target.value)}>
          {shown.map((c) => (
            <option key={c.zone} value={c.zone}>
              {c.label}
            </option>
          ))}
        </select>
        <p className="field__hint" aria-live="polite">
          {chosen?.name ? `${chosen.name} · ` : ''}
          {t('account.timeZoneNow', { time: formatTime(Date.now(), { timeZone: zone, lang, style: 'datetime' }) })}
        </p>
      </div>
      {device !== zone ? (
        <Button variant="secondary" onClick={() => setZone(device)}>
          {t('account.useBrowserZone', { zone: deviceLabel })}
        </Button>
      ) : null}
      <Button type="submit" loading={busy}>
        {t('account.save')}
      </Button>
    </form>
  );
}
