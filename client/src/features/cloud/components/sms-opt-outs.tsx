// The SMS opt-out list on /cloud/sms: who replied STOP (or was added by hand) and gets no SMS from me, with the
// way to add a number or take one off (as a reply START would); what STOP, START and HELP do, in words.
import { useEffect, useId, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { listSmsOptOuts, setSmsOptOut } from '../api/sms-opt-outs';
import { OptOutModel } from '../models/opt-outs';
import { FieldError, fieldText, LoadError, Loading, useDate } from './cloud-page';

export function SmsOptOuts({ onChanged }: { onChanged?: () => void }) {
  useSignals();
  const t = useT();
  const id = useId();
  const date = useDate();
  const model = useModel(
    () =>
      new OptOutModel({
        list: listSmsOptOuts,
        set: setSmsOptOut,
        notify: (kind, message) => toast[kind](message),
        words: (key, number) => t(`cloud.optOut.${key}`, { number }),
      }),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  const items = model.items.value;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await model.add()) onChanged?.();
  };

  return (
    <section className="page-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('cloud.optOut.title')}</h2>
      <p className="page-muted">{t('cloud.optOut.lead')}</p>
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {items === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : items.length === 0 ? (
        <p className="page-muted">{t('cloud.optOut.none')}</p>
      ) : (
        <ul className="page-list" aria-label={t('cloud.optOut.title')}>
          {items.map((o) => (
            <li key={o.number} className="page-row page-row--spread">
              <span>
                <strong>{o.number}</strong>{' '}
                <span className="page-muted">
                  {t(o.source === 'reply' ? 'cloud.optOut.byReply' : 'cloud.optOut.byHand', { date: date(o.at) })}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                loading={model.busy.value === o.number}
                aria-label={t('cloud.optOut.removeNumber', { number: o.number })}
                onClick={() => void model.remove(o.number)}
              >
                {t('cloud.optOut.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="page-row cloud-optout-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-n`}>{t('cloud.optOut.number')}</label>
          <input
            id={`${id}-n`}
            type="tel"
            autoComplete="off"
            placeholder="+2348012345678"
            value={model.number.value}
            onChange={(e) => (model.number.value = e.target.value)}
            aria-invalid={model.error.value ? true : undefined}
            aria-describedby={`${id}-ne`}
          />
          <FieldError id={`${id}-ne`}>{fieldText(t, model.error.value)}</FieldError>
        </div>
        <Button type="submit" variant="secondary" loading={model.busy.value === 'add'}>
          {t('cloud.optOut.add')}
        </Button>
      </form>
    </section>
  );
}
