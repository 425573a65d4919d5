// Choosing screenshots for a support message: a button that opens the file chooser (images only), each chosen
// image as a thumbnail with its upload state and a remove button, why a file was refused, and why the message
// cannot go yet (`holdUp`, an i18n key the model sets on send).
import { useId, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Image as ImageIcon, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import { IMAGE_TYPES, MAX_ATTACHMENTS, type Attachments } from '../models/attachments';
import type { TextKey } from '../../../i18n/keys';

export function AttachmentPicker({ attachments, holdUp }: { attachments: Attachments; holdUp: TextKey | null }) {
  useSignals();
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const items = attachments.items.value;
  const refused = attachments.refused.value;
  const full = items.length >= MAX_ATTACHMENTS;

  return (
    <div className="support-attach">
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        // Out of the page and its accessibility tree: the button below opens the chooser.
        hidden
        onChange={(e) => {
          void Promise.all(attachments.add([...(e.target.files ?? [])]));
          // The same file may be chosen again after it was removed.
          e.target.value = '';
        }}
      />
      <div className="page-row">
        <Button variant="secondary" size="sm" disabled={full} aria-describedby={`${id}-hint`} onClick={() => input.current?.click()}>
          <ImageIcon size={16} aria-hidden="true" />
          {t('support.attach.add')}
        </Button>
        <span className="page-muted" id={`${id}-hint`}>
          {t('support.attach.hint', { n: MAX_ATTACHMENTS })}
        </span>
      </div>
      {items.length > 0 ? (
        <ul className="page-inline-list support-attach__list" aria-label={t('support.attach.list')}>
          {items.map((a) => (
            <li key={a.id} className="support-attach__item" data-state={a.state}>
              <img src={a.preview} alt={a.name} className="support-attach__thumb" />
              {a.state === 'uploading' ? (
                <span className="support-attach__state">
                  <Spinner size={16} label={t('support.attach.uploading', { name: a.name })} />
                </span>
              ) : null}
              {a.state === 'failed' ? (
                <span className="support-attach__error" role="alert">
                  {t('support.attach.failed', { name: a.name })} {a.error}
                </span>
              ) : null}
              <button
                type="button"
                className="support-attach__remove"
                aria-label={t('support.attach.remove', { name: a.name })}
                onClick={() => attachments.remove(a.id)}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {refused ? (
        <p className="field__error" role="alert">
          {t(`support.attach.${refused.problem}`, { name: refused.name, n: MAX_ATTACHMENTS })}
        </p>
      ) : null}
      {holdUp ? (
        <p className="form-error" role="alert">
          {t(holdUp)}
        </p>
      ) : null}
    </div>
  );
}
