// The message box: a draft per conversation (kept when switching chats), Enter sends, Shift+Enter is a new line.
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
  const text = draftOf(conversation);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || !text.trim()) return;
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
    // data-composer: the area frame keeps its floating action button clear of a message box (area-layout.css).
    <form className="inbox-composer" data-composer onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('inbox.messageLabel')}
      </label>
      <textarea
        id={id}
        ref={box}
        rows={1}
        maxLength={MESSAGE_MAX}
        placeholder={t('inbox.placeholder')}
        value={text}
        disabled={disabled}
        onChange={(e) => setDraft(conversation, e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="inbox-composer__send"
        disabled={disabled || !text.trim()}
        aria-label={t('inbox.send')}
        title={t('inbox.send')}
      >
        <SendHorizontal size={20} aria-hidden="true" />
      </button>
    </form>
  );
}
