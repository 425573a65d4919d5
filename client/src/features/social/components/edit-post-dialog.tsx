// Edit post (a lazy chunk): the quote of a Text post, then tags and description, prefilled with the post as it is;
// Save or Cancel. The type and media stay as posted. A refusal shows the server's words and keeps what was typed.
import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { closeModal } from '../../../state/modal';
import { createEditPostModel } from '../models/edit-post';
import { peekPost } from '../models/post-store';
import type { Post } from '../models/types';
import { QuoteField, TagsAndDescription } from './post-fields';
import './social-messages';
import './social.css';
import './compose-messages';

export default function EditPostDialog({ id }: { id: string }) {
  const post = peekPost(id);
  // The post went away (deleted in another tab) while the menu was open: nothing left to edit.
  if (!post) return null;
  return <EditPostForm post={post} />;
}

function EditPostForm({ post }: { post: Post }) {
  useSignals();
  const t = useT();
  const [model] = useState(() => createEditPostModel(post));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await model.save()) closeModal();
  };
  return (
    <form className="sc-create" onSubmit={(event) => void submit(event)} noValidate>
      <header className="sc-create__head">
        <h2>{t('social.editPost')}</h2>
        <span className="sc-muted">{t(`social.type.${post.type}`)}</span>
      </header>
      {post.type === 'Text' ? <QuoteField quote={model.quote} setQuote={model.setQuote} /> : null}
      <TagsAndDescription tagsText={model.tagsText} description={model.description} />
      {model.alerts.value.map((alert) => (
        <p key={alert} role="alert" className="sc-alert">
          {alert}
        </p>
      ))}
      <footer className="sc-create__actions">
        <Button variant="ghost" onClick={closeModal} disabled={model.busy.value}>
          {t('social.cancel')}
        </Button>
        <Button type="submit" loading={model.busy.value} disabled={!model.ready.value}>
          {model.busy.value ? t('socialCompose.saving') : t('socialCompose.save')}
        </Button>
      </footer>
    </form>
  );
}
