// Saved replies (macros) on the staff desk: the picker beside the answer box (a disclosure listing every saved reply;
// choosing one inserts its text, {name} filled in) and the section of the queue page where staff create, edit and
// delete them (delete asks first).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { MessageSquareText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from '../api/admin-saved-replies';
import { fillSavedReply, SAVED_BODY_MAX, SAVED_TITLE_MAX, SavedRepliesModel } from '../models/saved-replies';
import type { SavedReply } from '../models/types';
import { LoadError } from './parts';

type Model = InstanceType<typeof SavedRepliesModel>;

function useSavedReplies(): Model {
  return useModel(
    () =>
      new SavedRepliesModel({
        list: async () => (await listSavedReplies()).data,
        create: createSavedReply,
        update: updateSavedReply,
        remove: deleteSavedReply,
        notify: (kind, message) => toast[kind](message),
      }),
  );
}

/** "Respostas prontas" beside the answer box: opens a list; choosing one hands its text (with {name} filled) to onInsert. */
export function SavedReplyPicker({ userName, onInsert }: { userName: string; onInsert: (text: string) => void }) {
  useSignals();
  const t = useT();
  const id = useId();
  const model = useSavedReplies();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Read again on every opening: another staff member may have added one.
    if (open) void model.load().then(() => panel.current?.querySelector('button')?.focus());
  }, [model, open]);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    // A press anywhere outside closes the list, as a menu would.
    const outside = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };
  const replies = model.replies.value;

  return (
    <div ref={wrapper} className="support-saved-picker">
      <Button
        ref={toggle}
        type="button"
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <MessageSquareText size={16} aria-hidden="true" />
        {t('support.saved.pick')}
      </Button>
      {open ? (
        <div
          id={`${id}-panel`}
          ref={panel}
          className="support-saved-panel"
          role="group"
          aria-label={t('support.saved.pick')}
          onKeyDown={onKeyDown}
        >
          <p className="page-muted">{t('support.saved.pickHint')}</p>
          {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
          {replies?.length === 0 ? <p className="page-muted">{t('support.saved.none')}</p> : null}
          {replies && replies.length > 0 ? (
            <ul className="page-list">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <button
                    type="button"
                    className="support-saved-choice"
                    onClick={() => {
                      onInsert(fillSavedReply(reply.body, userName));
                      setOpen(false);
                    }}
                  >
                    <strong>{reply.title}</strong>
                    <span className="page-muted support-clip">{reply.body}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The queue page's section: every saved reply with edit and delete, and the form that creates or edits one. */
export function SavedRepliesManager() {
  useSignals();
  const t = useT();
  const id = useId();
  const model = useSavedReplies();
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const titleField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void model.load();
  }, [model]);
  const reset = () => {
    setEditing(null);
    setTitle('');
    setBody('');
    model.problem.value = null;
  };
  const edit = (reply: SavedReply) => {
    setEditing(reply);
    setTitle(reply.title);
    setBody(reply.body);
    model.problem.value = null;
    titleField.current?.focus();
  };
  const replies = model.replies.value;
  const problem = model.problem.value;

  return (
    <details className="page-card support-saved">
      <summary>
        <h2>{t('support.saved.title')}</h2>
      </summary>
      <p className="page-muted">{t('support.saved.lead', { placeholder: '{name}' })}</p>
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {replies && replies.length > 0 ? (
        <ul className="page-list" aria-label={t('support.saved.title')}>
          {replies.map((reply) => (
            <li key={reply.id} className="support-saved-row">
              <div className="support-saved-row__text">
                <strong>{reply.title}</strong>
                <span className="page-muted support-clip">{reply.body}</span>
                <span className="page-muted">{t('support.saved.by', { name: reply.createdBy.userName })}</span>
              </div>
              <div className="page-row">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('support.saved.editLabel', { title: reply.title })}
                  onClick={() => edit(reply)}
                >
                  {t('support.saved.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('support.saved.deleteLabel', { title: reply.title })}
                  onClick={() =>
                    void confirmAction({
                      title: t('support.saved.deleteTitle', { title: reply.title }),
                      body: <p>{t('support.saved.deleteBody')}</p>,
                      confirmLabel: t('support.saved.delete'),
                      onConfirm: async () => {
                        if ((await model.remove(reply.id)) && editing?.id === reply.id) reset();
                      },
                    })
                  }
                >
                  {t('support.saved.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : replies ? (
        <p className="page-muted">{t('support.saved.none')}</p>
      ) : null}
      <form
        className="stack-form support-saved-form"
        aria-labelledby={`${id}-form`}
        onSubmit={(e) => {
          e.preventDefault();
          void model.save({ title, body }, editing?.id ?? null).then((saved) => saved && reset());
        }}
      >
        <h3 id={`${id}-form`}>{editing ? t('support.saved.editing', { title: editing.title }) : t('support.saved.new')}</h3>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('support.saved.fieldTitle')}</label>
          <input
            ref={titleField}
            id={`${id}-title`}
            maxLength={SAVED_TITLE_MAX + 20}
            value={title}
            aria-invalid={problem === 'support.saved.titleLength' || problem === 'support.saved.titleTaken' || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-body`}>{t('support.saved.fieldBody')}</label>
          <textarea
            id={`${id}-body`}
            className="page-textarea"
            rows={4}
            maxLength={SAVED_BODY_MAX}
            value={body}
            aria-invalid={problem === 'support.saved.bodyBlank' || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        {problem ? (
          <p id={`${id}-problem`} className="form-error" role="alert">
            {t(problem)}
          </p>
        ) : null}
        <div className="page-row">
          <Button type="submit" loading={model.busy.value}>
            {t('support.saved.save')}
          </Button>
          {editing ? (
            <Button type="button" variant="ghost" onClick={reset}>
              {t('support.saved.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </details>
  );
}
