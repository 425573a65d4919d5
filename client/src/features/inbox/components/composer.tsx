// The message box: a draft per conversation (kept when switching chats), Enter sends, Shift+Enter is a new line; a
// draft past 2000 characters is kept whole, with a red counter saying why it cannot be sent (never cut silently).
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { SendHorizontal } from 'lucide-react';
import { useT } from '../../../i18n';
import { MESSAGE_MAX } from '../models/constants';
import { draftOf, setDraft } from '../models/drafts';
import './inbox-i18n';

export function Composer({
  conversation,
  disabled,
  onSend,
}: {
  conversation: string;
  disabled: boolean;
  onSend: (text: string) => boolean;
}) {
  useSignals();
  const t = useT();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const overId = useId();
  const text = draftOf(conversation);
  // Code points, as the API's maxLength counts them (an emoji is one).
  const count = [...text].length;
  const over = Math.max(0, count - MESSAGE_MAX);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || !text.trim() || over > 0) return;
    if (onSend(text)) setDraft(conversation, '');
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      {over > 0 ? (
        <p id={overId} className="inbox-composer__over" role="alert">
          {t('inbox.overLimit', { count, max: MESSAGE_MAX, over })}
        </p>
      ) : null}
      {/* data-composer: the area frame keeps its floating action button clear of a message box (area-layout.css). */}
      <form className="inbox-composer" data-composer onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('inbox.messageLabel')}
        </label>
        <textarea
          id={id}
          ref={box}
          rows={1}
          placeholder={t('inbox.placeholder')}
          value={text}
          disabled={disabled}
          aria-invalid={over > 0 || undefined}
          aria-describedby={over > 0 ? overId : undefined}
          onChange={(e) => setDraft(conversation, e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="inbox-composer__send"
          disabled={disabled || !text.trim() || over > 0}
          aria-label={t('inbox.send')}
          title={t('inbox.send')}
        >
          <SendHorizontal size={20} aria-hidden="true" />
        </button>
      </form>
    </>
  );
}
