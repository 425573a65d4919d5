// A post's comments under its card: the list (oldest first, "More comments" for the next page), a delete button on
// those I may delete (mine, or any on my post) that asks first, a report button on others', and the form.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Flag, Send, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RichText } from '../../../components/ui/rich-text';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import { openModal } from '../../../state/modal';
import { user } from '../../../state/session';
import { COMMENT_MAX_LENGTH, createComments, type CommentsModel } from '../models/comments';
import type { Comment } from '../models/types';
import { AuthorLine } from './author-line';
import { ReportDialog } from './lazy-dialogs';
import { RelativeTime } from '../../../components/ui/relative-time';
import './social-messages';

/** Delete one comment: the trash button, then "Delete this comment?" with Cancel and Delete in its place. */
function DeleteComment({ comment, model }: { comment: Comment; model: CommentsModel }) {
  useSignals();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const busy = model.deleting.value === comment.id;
  if (!confirming) {
    return (
      <button
        type="button"
        className="sc-comment__delete"
        aria-label={t('social.deleteComment')}
        title={t('social.deleteComment')}
        onClick={() => setConfirming(true)}
      >
        <Trash2 size={14} aria-hidden="true" />
      </button>
    );
  }
  return (
    <div className="sc-comment__confirm" role="group" aria-label={t('social.deleteCommentConfirm')}>
      <span>{t('social.deleteCommentConfirm')}</span>
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
        {t('social.cancel')}
      </Button>
      <Button variant="danger" size="sm" loading={busy} onClick={() => void model.remove(comment.id)}>
        {t('social.deleteConfirm')}
      </Button>
    </div>
  );
}

/** Report someone else's comment (the Report dialog). */
function ReportComment({ comment, shifted }: { comment: Comment; shifted: boolean }) {
  const t = useT();
  const open = () =>
    openModal(<ReportDialog target={{ targetType: 'comment', targetId: comment.id }} />, { label: t('social.reportComment') });
  return (
    <button
      type="button"
      className={`sc-comment__report${shifted ? ' sc-comment__report--shifted' : ''}`}
      aria-label={t('social.reportComment')}
      title={t('social.reportComment')}
      onClick={open}
    >
      <Flag size={14} aria-hidden="true" />
    </button>
  );
}

export function Comments({ postId, postAuthor }: { postId: string; postAuthor: string }) {
  useSignals();
  const t = useT();
  const [model] = useState(() => createComments(postId));
  const inputId = useId();
  const overId = useId();
  const over = model.over.value;

  useEffect(() => {
    void model.loadMore();
  }, [model]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.send();
  };

  const list = model.list.value;
  const me = user.value?.uid;
  return (
    <section className="sc-comments" aria-label={t('social.comments')}>
      {list.length > 0 ? (
        <ol className="sc-comments__list">
          {list.map((comment) => (
            <li key={comment.id} className="sc-comment">
              <AuthorLine author={comment.author} size={28}>
                <RelativeTime at={comment.createdAt} />
              </AuthorLine>
              <RichText text={comment.text} as="p" className="sc-comment__text" />
              {me && (comment.author.uid === me || postAuthor === me) ? <DeleteComment comment={comment} model={model} /> : null}
              {me && comment.author.uid !== me ? <ReportComment comment={comment} shifted={postAuthor === me} /> : null}
            </li>
          ))}
        </ol>
      ) : model.status.value === 'ready' ? (
        <p className="sc-muted">{t('social.noComments')}</p>
      ) : null}
      {model.status.value === 'loading' ? <Spinner size={18} /> : null}
      {model.status.value === 'error' ? <p className="sc-muted">{model.error.value}</p> : null}
      {model.hasMore.value && model.status.value === 'ready' ? (
        <Button variant="ghost" size="sm" onClick={() => void model.loadMore()}>
          {t('social.moreComments')}
        </Button>
      ) : null}
      <form className="sc-comments__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('social.comment')}
        </label>
        {/* No maxLength: a paste past 500 goes in whole and the counter says so, rather than losing its end silently. */}
        <input
          id={inputId}
          value={model.draft.value}
          placeholder={t('social.writeComment')}
          aria-invalid={over > 0 || undefined}
          aria-describedby={over > 0 ? overId : undefined}
          onChange={(e) => (model.draft.value = e.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          loading={model.sending.value}
          disabled={!model.draft.value.trim() || over > 0}
          aria-label={t('social.send')}
        >
          <Send size={16} aria-hidden="true" />
        </Button>
      </form>
      {over > 0 ? (
        <p id={overId} className="sc-counter is-over" role="alert">
          {t('social.overLimit', { count: COMMENT_MAX_LENGTH + over, max: COMMENT_MAX_LENGTH, over })}
        </p>
      ) : null}
    </section>
  );
}
