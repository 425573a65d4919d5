// A post's own page, its permalink /@{author}/post/{id}: the post with its comments open, to share or to reach from
// a notification. An address under the wrong name moves to the author's (the link stays the post's); an id nobody
// has, or a post since deleted, shows not found with the way back to Discover.
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageNotFound } from '../../../components/ui/page-states';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { postPath } from '../../../lib/post-link';
import { normalizeUserName } from '../../../lib/username';
import { useT } from '../../../i18n';
import { loadPost } from '../models/feeds';
import { postSignal } from '../models/post-store';
import { OnePost } from './post-list';
import './social-messages';
import './compose-messages';
import './social.css';

type State = { status: 'loading' } | { status: 'ready' } | { status: 'notFound' } | { status: 'error'; message: string };

export function PostPage() {
  useSignals();
  const t = useT();
  const { username = '', id = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadPost(id).then(
      () => {
        if (current) setState({ status: 'ready' });
      },
      (reason: unknown) => {
        if (!current) return;
        setState(
          reason instanceof ApiError && reason.status === 404 ? { status: 'notFound' } : { status: 'error', message: errorMessage(reason) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const post = postSignal(id)?.value;
  if (state.status === 'notFound' || (state.status === 'ready' && !post)) {
    return (
      <section className="area-page sc-page">
        <PageNotFound message={t('socialCompose.postNotFound')} backTo="/discover" backLabel={t('socialCompose.backToDiscover')} />
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="area-page sc-page">
        <EmptyState message={state.message}>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t('social.retry')}
          </Button>
        </EmptyState>
      </section>
    );
  }
  if (state.status === 'loading' || !post) {
    return (
      <section className="area-page sc-page">
        <Spinner />
      </section>
    );
  }
  if (normalizeUserName(username.replace(/^@/, '')) !== normalizeUserName(post.author.userName)) {
    return <Navigate to={postPath(post.author.userName, post.id)} replace />;
  }
  return (
    <section className="area-page sc-page sc-post-page">
      <OnePost id={post.id} />
    </section>
  );
}
