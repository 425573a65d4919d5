// Tag post: creating posts (their media must be the author's own uploads, of the kind the post type needs),
// reading one, editing and deleting one's own, likes, and comments (one's own, or any on one's post, can be
// deleted). Mentions in posts and comments, comments on one's post and likes of it are news for the person
// concerned (notifications and the realtime `i`), unless their "mentions" setting is off. Also registers the feed, media and content-delivery route folders, which share the posts store
// (app.ts registers this folder).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { forbidden, notFound, unprocessable, type ApiCode } from '../../lib/errors.ts';
import type { NewPost } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MediaKind } from '../../store/media.ts';
import { excerptOf, type NotificationInput } from '../../store/notifications.ts';
import { authorOf, COMMENTS_PAGE_SIZE, commentView, pageOf, postView, summaryOf, type PostRecord } from '../../store/posts.ts';
import type { UserRecord } from '../../store/users.ts';
import cdnRoutes from '../cdn/index.ts';
import feedRoutes from '../feed/index.ts';
import mediaRoutes from '../media/index.ts';

/** What each post type carries (spec section 4 "Create post", section 9 "Max images 10"), and what answers media
 * of the wrong count or kind. */
const MEDIA_RULES: Record<NewPost['type'], { kind: MediaKind | null; min: number; max: number; count: ApiCode; wrongKind: ApiCode }> = {
  Text: { kind: null, min: 0, max: 0, count: 'post.textNoMedia', wrongKind: 'post.textNoMedia' },
  Images: { kind: 'image', min: 1, max: 10, count: 'post.imagesCount', wrongKind: 'post.mediaNotImage' },
  Video: { kind: 'video', min: 1, max: 1, count: 'post.videoCount', wrongKind: 'post.mediaNotVideo' },
  Audio: { kind: 'audio', min: 1, max: 1, count: 'post.audioCount', wrongKind: 'post.mediaNotAudio' },
};

/** "@name" in a post or comment, as the inbox reads it in messages. */
const MENTION = /@(\w+)/g;

/** The post's own page (the client's route /@{author}/post/{id}). */
export const permalinkOf = (post: PostRecord, author: string): string => `/@${author}/post/${post.id}`;

export default async function postRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;
  const { posts, users } = store;

  /** Whether `uid` wants news about mentions, comments and likes (Settings' switch; on by default). */
  const wants = (uid: string, from: UserRecord): boolean => uid !== from.uid && store.accountProfiles.get(uid).notifications.mentions;
  const deliver = (uid: string, notification: unknown): void => {
    if (notification) app.realtime.send(uid, 'i');
  };
  const fields = (from: UserRecord, post: PostRecord): Pick<NotificationInput, 'u' | 'n' | 't' | 'link'> => ({
    u: from.uid,
    n: from.userName,
    t: app.clock.now(),
    link: permalinkOf(post, users.get(post.uid)?.userName ?? ''),
  });

  /** A mention notification for each person named in `text` (once per text, never the writer). */
  const notifyMentions = (from: UserRecord, post: PostRecord, text: string, targetType: 'post' | 'comment', skip?: string): void => {
    const named = new Set([...text.matchAll(MENTION)].map((match) => (match[1] ?? '').toLowerCase()));
    for (const name of named) {
      const person = users.byUserName(name);
      if (!person || person.uid === skip || !wants(person.uid, from)) continue;
      const excerpt = excerptOf(text);
      const where = targetType === 'post' ? 'a post' : 'a comment';
      deliver(
        person.uid,
        store.inbox.notifications.add(person.uid, {
          type: 'mention',
          text: `${from.userName} mentioned you in ${where}: ${excerpt}`,
          targetType,
          excerpt,
          ...fields(from, post),
        }),
      );
    }
  };

  const findPost = (id: string): PostRecord => {
    const post = posts.get(id);
    if (!post) throw notFound('post.notFound');
    return post;
  };

  app.operation('createPost', (request, reply, body) => {
    const user = currentUser(request);
    if (!summaryOf(user)) throw unprocessable('post.profileIncomplete');
    if (body.type === 'Text' && body.text.trim() === '') throw unprocessable('post.textEmpty');
    const rule = MEDIA_RULES[body.type];
    if (body.media.length < rule.min || body.media.length > rule.max) throw unprocessable(rule.count, { min: rule.min, max: rule.max });
    for (const key of body.media) {
      const file = posts.media.get(key);
      if (!file || file.uid !== user.uid) throw unprocessable('post.mediaNotUploaded', { key });
      if (file.kind !== rule.kind) throw unprocessable(rule.wrongKind, { key });
    }
    const post = posts.create(user.uid, body, app.clock.now());
    notifyMentions(user, post, [body.text, body.description].filter(Boolean).join(' '), 'post');
    reply.code(201);
    return ok('post.created', { id: post.id });
  });

  app.operation('getPost', (request, _reply, body) => {
    const viewer = currentUser(request);
    const post = findPost(body.id);
    const view = postView(posts, post, viewer.uid, authorOf(store, post.uid));
    if (!view) throw notFound('post.notFound');
    return ok('common.ok', view);
  });

  app.operation('likePost', (request, _reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    posts.like(post.id, user.uid);
    if (wants(post.uid, user)) {
      const like = { type: 'like' as const, text: `${user.userName} liked your post`, ...fields(user, post) };
      deliver(post.uid, store.inbox.notifications.addOnce(post.uid, `like:${post.id}:${user.uid}`, like));
    }
    return ok('post.liked', { id: post.id, likes: posts.likeCount(post.id), liked: true });
  });

  app.operation('unlikePost', (request, _reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    posts.unlike(post.id, user.uid);
    return ok('post.unliked', { id: post.id, likes: posts.likeCount(post.id), liked: false });
  });

  app.operation('updatePost', (request, _reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    if (post.uid !== user.uid) throw forbidden('post.editNotYours');
    if (post.type === 'Text' && body.text.trim() === '') throw unprocessable('post.textEmpty');
    if (post.type !== 'Text' && body.text !== '') throw unprocessable('post.quoteOnlyText');
    const edited = posts.update(post.id, { text: body.text, tags: body.tags, description: body.description }, app.clock.now());
    const view = edited && postView(posts, edited, user.uid, authorOf(store, user.uid));
    if (!view) throw notFound('post.notFound');
    return ok('post.updated', view);
  });

  app.operation('deletePost', (request, _reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    if (post.uid !== user.uid) throw forbidden('post.deleteNotYours');
    posts.remove(post.id);
    return ok('post.deleted', null);
  });

  app.operation('listComments', (_request, _reply, body) => {
    const post = findPost(body.id);
    const views = posts.comments(post.id).flatMap((comment) => commentView(comment, authorOf(store, comment.uid)) ?? []);
    return ok('common.ok', pageOf(views, body.page, COMMENTS_PAGE_SIZE));
  });

  app.operation('addComment', (request, reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    const text = body.text.trim();
    if (text === '') throw unprocessable('post.commentEmpty');
    if (!summaryOf(user)) throw unprocessable('post.commentProfileIncomplete');
    const comment = posts.addComment(post.id, user.uid, text, app.clock.now());
    const view = commentView(comment, authorOf(store, user.uid));
    if (!view) throw unprocessable('post.commentProfileIncomplete');
    const excerpt = excerptOf(text);
    if (wants(post.uid, user)) {
      const input: NotificationInput = {
        type: 'comment',
        text: `${user.userName} commented on your post: ${excerpt}`,
        excerpt,
        ...fields(user, post),
      };
      deliver(post.uid, store.inbox.notifications.add(post.uid, input));
    }
    // The post's author, told of the comment, is not told again that it names them.
    notifyMentions(user, post, text, 'comment', post.uid);
    reply.code(201);
    return ok('post.commentAdded', { comment: view, comments: posts.comments(post.id).length });
  });

  app.operation('deleteComment', (request, _reply, body) => {
    const user = currentUser(request);
    const comment = posts.comment(body.id);
    if (!comment) throw notFound('post.commentNotFound');
    if (comment.uid !== user.uid && posts.get(comment.postId)?.uid !== user.uid) throw forbidden('post.commentNotYours');
    const count = posts.removeComment(comment.id);
    return ok('post.commentDeleted', { id: comment.id, postId: comment.postId, comments: count });
  });

  await app.register(feedRoutes);
  await app.register(mediaRoutes);
  await app.register(cdnRoutes);
}
