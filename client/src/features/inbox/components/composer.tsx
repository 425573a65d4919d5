// The message box: a draft per conversation (kept when switching chats and across reloads), Enter sends, Shift+Enter
// is a new line; a draft past 2000 characters is kept whole, with a red counter saying why it cannot be sent (never
// cut silently). Replying shows the quoted message above the box; editing puts the message's text in the box (the
// draft waits meanwhile) and Enter saves it. Escape cancels a reply or an edit.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Check, Pencil, Reply, SendHorizontal, X } from 'lucide-react';
import { useT } from '../../../i18n';
import { MESSAGE_MAX } from '../models/constants';
import { draftOf, setDraft } from '../models/drafts';
import './inbox-i18n';

/** What the box is doing besides writing a new message. */
export interface ComposerContext {
  kind: 'reply' | 'edit';
  /** Whose message (reply) — shown as "Replying to …"; empty for the person's own. */
  name: string;
  /** The message's text (reply: the quote; edit: the text to change). */
  text: string;
  /** Changes each time a context starts, so the box takes focus (and an edit its text) again. */
  key: string;
}

export function Composer({
  conversation,
  disabled,
  onSend,
  context,
  onCancel,
  onEdit,
}: {
  conversation: string;
  disabled: boolean;
  onSend: (text: string) => boolean;
  context?: ComposerContext | null;
  onCancel?: () => void;
  /** Saves an edit; resolves false when it could not be saved (the box keeps the text). */
  onEdit?: (text: string) => Promise<boolean>;
}) {
  useSignals();
  const t = useT();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const overId = useId();
  const editing = context?.kind === 'edit';
  const [editText, setEditText] = useState('');
  const [saving, setSaving] = useState(false);
  const text = editing ? editText : draftOf(conversation);
  // Code points, as the API's maxLength counts them (an emoji is one).
  const count = [...text].length;
  const over = Math.max(0, count - MESSAGE_MAX);

  const contextKey = context?.key;
  const contextText = context?.text ?? '';
  useEffect(() => {
    if (!contextKey) return;
    if (editing) setEditText(contextText);
    box.current?.focus();
  }, [contextKey, editing, contextText]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || saving || !text.trim() || over > 0) return;
    if (editing) {
      setSaving(true);
      try {
        if (await (onEdit?.(text) ?? Promise.resolve(false))) setEditText('');
      } finally {
        setSaving(false);
      }
    } else if (onSend(text)) setDraft(conversation, '');
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && context) {
      event.preventDefault();
      onCancel?.();
    }
  };

  const cancelLabel = editing ? t('inbox.cancelEdit') : t('inbox.cancelReply');
  return (
    <>
      {context ? (
        <div className="inbox-composer__context">
          {editing ? <Pencil size={16} aria-hidden="true" /> : <Reply size={16} aria-hidden="true" />}
          <p className="inbox-composer__context-text">
            <strong>
              {editing
                ? t('inbox.editingMessage')
                : context.name
                  ? t('inbox.replyingTo', { name: context.name })
                  : t('inbox.replyingToSelf')}
            </strong>
            <span>{context.text}</span>
          </p>
          <button type="button" className="inbox-icon-button" aria-label={cancelLabel} title={cancelLabel} onClick={onCancel}>
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      ) : null}
      {over > 0 ? (
        <p id={overId} className="inbox-composer__over" role="alert">
          {t('inbox.overLimit', { count, max: MESSAGE_MAX, over })}
        </p>
      ) : null}
      {/* data-composer: the area frame keeps its floating action button clear of a message box (area-layout.css). */}
      <form className="inbox-composer" data-composer onSubmit={(event) => void submit(event)}>
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
          onChange={(e) => (editing ? setEditText(e.target.value) : setDraft(conversation, e.target.value))}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="inbox-composer__send"
          disabled={disabled || saving || !text.trim() || over > 0}
          aria-label={editing ? t('inbox.saveEdit') : t('inbox.send')}
          title={editing ? t('inbox.saveEdit') : t('inbox.send')}
        >
          {editing ? <Check size={20} aria-hidden="true" /> : <SendHorizontal size={20} aria-hidden="true" />}
        </button>
      </form>
    </>
  );
}
