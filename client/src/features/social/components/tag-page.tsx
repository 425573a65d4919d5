// A tag at /discover/tag/{tag} (spec section 2, reached from a #hashtag): its posts, paged, and following the tag
// (its posts then join the Following feed).
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Hash } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageNotFound } from '../../../components/ui/page-states';
import { useT } from '../../../i18n';
import { tagFromParam, tagModel } from '../models/tag';
import { PostList } from './post-list';
import './social-messages';
import './compose-messages';
import './social.css';

export function TagPage() {
  useSignals();
  const t = useT();
  const { tag: param } = useParams();
  const tag = tagFromParam(param);
  const model = useMemo(() => (tag ? tagModel(tag) : null), [tag]);

  useEffect(() => {
    void model?.load();
  }, [model]);

  if (!tag || !model) {
    return (
      <section className="area-page sc-page">
        <PageNotFound message={t('socialCompose.tagMissing')} backTo="/discover" backLabel={t('socialCompose.backToDiscover')} />
      </section>
    );
  }
  const stats = model.stats.value;
  return (
    <section className="area-page sc-page">
      <header className="area-page__header sc-tag">
        <div>
          <h1>#{tag}</h1>
          {stats ? (
            <p className="sc-muted">
              {t('socialCompose.tagPosts', { count: stats.posts })} · {t('socialCompose.tagFollowers', { count: stats.followers })}
            </p>
          ) : null}
        </div>
        {stats ? (
          <Button
            variant={stats.isFollowing ? 'secondary' : 'primary'}
            size="sm"
            loading={model.followBusy.value}
            aria-pressed={stats.isFollowing}
            onClick={() => void model.toggleFollow()}
          >
            <Hash size={16} aria-hidden="true" />
            {stats.isFollowing ? t('socialCompose.unfollowTag', { tag }) : t('socialCompose.followTag', { tag })}
          </Button>
        ) : null}
      </header>
      <PostList list={model.posts} label={`#${tag}`} empty={<EmptyState />} />
    </section>
  );
}
