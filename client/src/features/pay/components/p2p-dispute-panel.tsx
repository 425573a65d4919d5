// A disputed order's part for its two sides: when staff decide by (and what happens if they do not), each side's
// screenshots (uploaded as support screenshots are: uploadMedia, then their keys), and staff's decision with the
// reason both read.
import { useId, useState, type ChangeEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Scale } from 'lucide-react';
import { useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import { uploadMedia } from '../../../lib/api/calls/upload-media';
import { mediaUrl } from '../../../lib/media-url';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { addEvidence } from '../api/add-evidence';
import type { P2pOrder } from '../models/types';

/** The image types and size uploadMedia takes (as support screenshots). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function DisputePanel({ order, onChanged }: { order: P2pOrder; onChanged: (order: P2pOrder) => void }) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dispute = order.dispute;
  if (!dispute) return null;
  const when = (at: number) => formatTime(at, { timeZone: timeZone.value, lang });
  const resolution = dispute.resolution;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, 3);
    event.target.value = '';
    if (files.length === 0) return;
    const wrong = files.find((f) => !IMAGE_TYPES.includes(f.type) || f.size > MAX_IMAGE_BYTES);
    if (wrong) {
      setError(t('pay.dispute.imageOnly', { name: wrong.name }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const keys = await Promise.all(files.map((f) => uploadMedia(f)));
      onChanged((await addEvidence({ id: order.id, keys })).data);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pay-dispute-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Scale size={16} aria-hidden="true" /> {t('pay.dispute.title')}
      </h3>
      {resolution ? (
        <div className="form-notice" data-testid="dispute-outcome">
          <p>
            <strong>
              {resolution.by === 'deadline'
                ? t('pay.dispute.deadlineOutcome')
                : t(resolution.outcome === 'buyer' ? 'pay.dispute.toBuyer' : 'pay.dispute.toSeller')}
            </strong>{' '}
            {when(resolution.at)}
          </p>
          {resolution.reason ? <p>{t('pay.dispute.reason', { reason: resolution.reason })}</p> : null}
        </div>
      ) : order.status === 'disputed' ? (
        <p className="page-muted">{t('pay.dispute.decideBy', { when: when(dispute.decideBy) })}</p>
      ) : null}
      {dispute.evidence.length > 0 ? (
        <ul className="pay-evidence" aria-label={t('pay.dispute.evidence')}>
          {dispute.evidence.map((e, i) => (
            <li key={e.key}>
              <a
                href={mediaUrl(e.key)}
                target="_blank"
                rel="noreferrer"
                aria-label={t('pay.dispute.open', { n: i + 1, by: t(`pay.dispute.by.${e.by}`) })}
              >
                <img src={mediaUrl(e.key)} alt="" loading="lazy" />
              </a>
              <span className="page-muted">{t(`pay.dispute.by.${e.by}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {order.status === 'disputed' ? (
        <div className="field">
          <label htmlFor={`${id}-files`}>{t('pay.dispute.add')}</label>
          <input
            id={`${id}-files`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            disabled={busy}
            onChange={(e) => void choose(e)}
            aria-describedby={`${id}-hint`}
          />
          <p className="field__hint" id={`${id}-hint`}>
            {busy ? t('pay.dispute.uploading') : t('pay.dispute.addHint')}
          </p>
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
