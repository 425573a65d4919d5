// One channel's message log: newest first, each with its status in words (queued → sent → delivered / failed),
// refreshed by hand and every few seconds while a message is still on its way.
import { useEffect, useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import type { MessageLogModel } from '../models/messaging';
import { CloudStatus, LoadError, Loading } from './cloud-page';
import { useFormats } from './storage-parts';

/** How often the log asks again while a message is queued or sent. */
const POLL_MS = 5_000;

export function MessageLog({ model }: { model: InstanceType<typeof MessageLogModel> }) {
  useSignals();
  const t = useT();
  const f = useFormats();
  const id = useId();
  const messages = model.messages.value;
  const inFlight = (messages ?? []).some((m) => m.status === 'queued' || m.status === 'sent');
  useEffect(() => {
    if (!inFlight) return;
    const timer = setInterval(() => void model.load(), POLL_MS);
    return () => clearInterval(timer);
  }, [inFlight, model]);

  return (
    <section className="page-card" aria-labelledby={`${id}-h`}>
      <div className="page-row page-row--spread">
        <h2 id={`${id}-h`}>{t('cloud.log.title')}</h2>
        <Button size="sm" variant="secondary" onClick={() => void model.load()}>
          <RefreshCw size={14} aria-hidden="true" /> {t('cloud.log.refresh')}
        </Button>
      </div>
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {messages === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : messages.length === 0 ? (
        <p className="page-muted">{t('cloud.log.none')}</p>
      ) : (
        <ul className="page-list" aria-label={t('cloud.log.title')}>
          {messages.map((m) => (
            <li key={m.id} className="cloud-message">
              <div className="page-row page-row--spread">
                <strong className="page-break">{m.to}</strong>
                <CloudStatus status={m.status} />
              </div>
              <p className="page-break cloud-message__text">{m.summary}</p>
              <p className="page-muted">
                {t('cloud.log.meta', { from: m.from, parts: t('cloud.log.parts', { count: m.segments }), price: f.osbt(m.price) })}
                {m.error ? ` · ${t(`cloud.log.error.${m.error}`)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
