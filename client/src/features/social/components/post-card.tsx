// One post of any of the four types (spec section 3: Images with a gallery, Video and Audio with a player, Text):
// author, time in the reader's zone, text with recognised @mentions, #tags and links (spec section 5), and like
// and comment counts with working like/unlike and comments, its time linking to its own page, and a menu: copy that
// link, and on one's own posts edit or delete them, on others' report them.
// The calm variant (/focus) leaves out every count and the menu.
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Ellipsis, Heart, MessageCircle } from 'lucide-react';
import { RichText } from '../../../components/ui/rich-text';
import { cx } from '../../../components/ui/class-names';
import { lazyComponent, preloadComponent } from '../../../components/ui/lazy-component';
import { Dropdown } from '../../../components/ui/dropdown';
import { HASHTAG_PREFIX } from '../../../lib/text-recognition';
import { useT } from '../../../i18n';
import { user } from '../../../state/session';
import { toggleLike } from '../models/likes';
import { extraTags } from '../models/extra-tags';
import { postSignal } from '../models/post-store';
import type { Post } from '../models/types';
import { AuthorLine, nameOf } from './author-line';
import { Gallery, type ImageLoading } from './gallery';
import { AudioPlayer, VideoPlayer } from './lazy-players';
import { mediaUrl } from '../../../lib/media-url';
import { postPath } from '../../../lib/post-link';
import { RelativeTime } from '../../../components/ui/relative-time';
import './social-messages';

/**
 * A post's comments open on a click on its comments button: their code (the list, the form, deleting and reporting)
 * is a chunk of its own, not part of the feed's first load, asked for as soon as the pointer or focus reaches the button.
 */
const Comments = lazyComponent(async () => (await import('./comments')).Comments);
const preloadComments = (): void => void preloadComponent(Comments);

function PostBody({ post, images }: { post: Post; images: ImageLoading }) {
  const name = `@${post.author.userName}`;
  const first = post.media[0];
  switch (post.type) {
    case 'Text':
      return <RichText text={post.text} as="p" className="sc-post__quote" />;
    case 'Images':
      return <Gallery keys={post.media} name={name} loading={images} />;
    case 'Video':
      return first ? <VideoPlayer src={mediaUrl(first)} name={name} /> : null;
    case 'Audio':
      return first ? <AudioPlayer src={mediaUrl(first)} name={name} /> : null;
  }
}

/** "edited", with the edit's time on hover. */
function EditedMark({ at }: { at: number }) {
  const t = useT();
  return (
    <span className="sc-post__edited">
      <RelativeTime at={at} className="sc-post__edited-time" label={(time) => t('social.editedAt', { time })}>
        {t('social.edited')}
      </RelativeTime>
    </span>
  );
}

/**
 * A post's menu: its trigger is part of the card; its items (post-menu-items.tsx) load when the trigger is hovered
 * or focused, or at the latest when it opens.
 */
const PostMenuItems = lazyComponent<{ id: string; userName: string; own: boolean }>(
  async () => (await import('./post-menu-items')).PostMenuItems,
);
const preparePostMenu = (): void => void preloadComponent(PostMenuItems);

function PostMenu({ id, userName, own }: { id: string; userName: string; own: boolean }) {
  const t = useT();
  return (
    <Dropdown
      id={`post-menu:${id}`}
      label={t('social.postActions')}
      align="end"
      triggerClassName="sc-icon-button sc-post__menu"
      menuClassName="sc-post__menu-list"
      onPrepare={preparePostMenu}
      trigger={<Ellipsis size={18} aria-hidden="true" />}
    >
      <PostMenuItems id={id} userName={userName} own={own} />
    </Dropdown>
  );
}

/**
 * `images`: how its pictures load (gallery.tsx's ImageLoading): the first posts' at once, the rest when scrolled near.
 * Memoised on its props (an id, flags, a word and its place in the feed): a list that draws a few more posts, or
 * loads another page, re-renders only the new cards. A card still follows its post's signal (likes, comments) on its own.
 */
export const PostCard = memo(function PostCard({
  id,
  calm = false,
  images = 'lazy',
  commentsOpen = false,
  posInSet,
  setSize,
}: {
  id: string;
  calm?: boolean;
  images?: ImageLoading;
  /** Opens with its comments shown (the post's own page). */
  commentsOpen?: boolean;
  /** Its place in a feed (the ARIA feed pattern: "3 of 1,000"; a size of -1 while more may load). */
  posInSet?: number | undefined;
  setSize?: number | undefined;
}) {
  useSignals();
  const t = useT();
  const [showComments, setShowComments] = useState(commentsOpen);
  const post = postSignal(id)?.value;
  if (!post) return null;
  const tags = extraTags(post);
  return (
    <article
      className={cx('sc-post', calm && 'sc-post--calm')}
      aria-label={t('social.postBy', { name: nameOf(post.author) })}
      data-post-id={post.id}
      aria-posinset={posInSet}
      aria-setsize={setSize}
    >
      <header className="sc-post__head">
        <AuthorLine author={post.author} size={calm ? 32 : 40}>
          <Link to={postPath(post.author.userName, post.id)} className="sc-post__permalink">
            <RelativeTime at={post.createdAt} />
          </Link>
          {post.editedAt === undefined ? null : <EditedMark at={post.editedAt} />}
          {calm ? null : <span className="sc-post__type">{t(`social.type.${post.type}`)}</span>}
        </AuthorLine>
        {calm || !user.value ? null : <PostMenu id={post.id} userName={post.author.userName} own={post.author.uid === user.value.uid} />}
      </header>
      <div className="sc-post__body">
        <PostBody post={post} images={images} />
        {post.description ? <RichText text={post.description} as="p" className="sc-post__description" /> : null}
        {tags.length > 0 ? (
          <p className="sc-post__tags">
            {tags.map((tag) => (
              <Link key={tag} to={HASHTAG_PREFIX + encodeURIComponent(tag)}>
                #{tag}
              </Link>
            ))}
          </p>
        ) : null}
      </div>
      {calm ? null : (
        <footer className="sc-post__actions">
          <button
            type="button"
            className="sc-action"
            aria-pressed={post.liked}
            // The name carries the visible count (WCAG 2.5.3: the visible text is part of the name).
            aria-label={`${t('social.like')} · ${t('social.likes', { count: post.likes })}`}
            title={t('social.likes', { count: post.likes })}
            onClick={() => void toggleLike(post.id)}
          >
            <Heart size={18} aria-hidden="true" fill={post.liked ? 'currentColor' : 'none'} />
            <span>{post.likes}</span>
          </button>
          <button
            type="button"
            className="sc-action"
            aria-expanded={showComments}
            aria-label={t('social.commentsCount', { count: post.comments })}
            title={t('social.commentsCount', { count: post.comments })}
            onPointerEnter={preloadComments}
            onFocus={preloadComments}
            onClick={() => setShowComments((v) => !v)}
          >
            <MessageCircle size={18} aria-hidden="true" />
            <span>{post.comments}</span>
          </button>
        </footer>
      )}
      {showComments && !calm ? <Comments postId={post.id} postAuthor={post.author.uid} /> : null}
    </article>
  );
});
