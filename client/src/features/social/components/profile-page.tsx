// A profile at /@{username} or /{username} (spec section 2): avatar, the display name as heading with @username beside
// it (or the @username alone), verified badge, country flag, bio and counts;
// follow or unfollow (Following changes with it); Message opens or starts the chat at /inbox/{uid}; the user's
// posts; 'Profile not found!' for a name nobody has.
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Flag, MessageCircle, Swords, UserCheck, UserPlus } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CountryFlag } from '../../../components/ui/country-flag';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageNotFound } from '../../../components/ui/page-states';
import { Spinner } from '../../../components/ui/spinner';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { normalizeUserName } from '../../../lib/username';
import { useT } from '../../../i18n';
import { openModal } from '../../../state/modal';
import { profileModel, type ProfileModel } from '../models/profile';
import { displayNameOf, nameOf } from './author-line';
import { ReportDialog } from './lazy-dialogs';
import { PostList } from './post-list';
import './social-messages';
import './compose-messages';
import './social.css';
import type { TextKey } from '../../../i18n/keys';

/** The inbox's chat route (spec section 2: /inbox/{uid}); the inbox resolves a user uid there. */
const chatHref = (uid: string): string => `/inbox/${encodeURIComponent(uid)}`;
/** The game's friend page with this person filled in (a feature's page is reached by its route, never imported). */
const challengeHref = (userName: string): string => `/play/friend?u=${encodeURIComponent(userName)}`;

function Counts({ model }: { model: ProfileModel }) {
  useSignals();
  const t = useT();
  const stats = model.stats.value;
  if (!stats) return null;
  const items: [TextKey, number][] = [
    ['socialCompose.posts', stats.posts],
    ['socialCompose.followers', stats.followers],
    ['socialCompose.followingCount', stats.following],
  ];
  return (
    <dl className="sc-counts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfilePage() {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const { username = '' } = useParams();
  const userName = normalizeUserName(username.replace(/^@/, ''));
  const model = useMemo(() => profileModel(userName), [userName]);

  useEffect(() => {
    void (model.status.peek() === 'ready' ? model.refresh() : model.load());
  }, [model]);

  const status = model.status.value;
  const profile = model.profile.value;
  const stats = model.stats.value;
  const posts = model.posts.value;

  if (status === 'notFound') {
    return (
      <section className="area-page sc-page">
        <PageNotFound message={t('social.profileNotFound')} backTo="/discover" backLabel={t('socialCompose.backToDiscover')} />
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="area-page sc-page">
        <EmptyState message={model.error.value}>
          <Button variant="secondary" size="sm" onClick={() => void model.load()}>
            {t('social.retry')}
          </Button>
        </EmptyState>
      </section>
    );
  }
  if (!profile || !posts) {
    return (
      <section className="area-page sc-page">
        <Spinner />
      </section>
    );
  }

  return (
    <section className="area-page sc-page" aria-label={t('socialCompose.profileOf', { name: nameOf(profile) })}>
      <header className="sc-profile">
        <Avatar uid={profile.uid} userName={profile.userName} size={88} />
        <div className="sc-profile__who">
          <div>
            <h1 className="sc-profile__name">
              {displayNameOf(profile) ?? `@${profile.userName}`}
              {profile.isVerified ? <VerifiedBadge size={20} /> : null}
              <CountryFlag code={profile.country} />
            </h1>
            {displayNameOf(profile) ? <p className="sc-profile__handle">@{profile.userName}</p> : null}
          </div>
          {profile.bio?.trim() ? <p className="sc-profile__bio">{profile.bio.trim()}</p> : null}
          <Counts model={model} />
          {stats && !stats.isMe ? (
            <div className="sc-profile__actions">
              <Button
                variant={stats.isFollowing ? 'secondary' : 'primary'}
                size="sm"
                loading={model.followBusy.value}
                aria-pressed={stats.isFollowing}
                onClick={() => void model.toggleFollow()}
              >
                {stats.isFollowing ? <UserCheck size={16} aria-hidden="true" /> : <UserPlus size={16} aria-hidden="true" />}
                {stats.isFollowing ? t('socialCompose.unfollow') : t('socialCompose.follow')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => void navigate(chatHref(profile.uid))}>
                <MessageCircle size={16} aria-hidden="true" />
                {t('socialCompose.message')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => void navigate(challengeHref(profile.userName))}>
                <Swords size={16} aria-hidden="true" />
                {t('socialCompose.challenge')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  openModal(<ReportDialog target={{ targetType: 'profile', targetId: profile.uid }} name={nameOf(profile)} />, {
                    label: t('social.report'),
                  })
                }
              >
                <Flag size={16} aria-hidden="true" />
                {t('social.report')}
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      <PostList list={posts} label={t('socialCompose.posts')} empty={<EmptyState message={t('socialCompose.noPosts')} />} />
    </section>
  );
}
