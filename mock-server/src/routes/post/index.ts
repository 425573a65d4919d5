// Tag post: creating posts (their media must be the author's own uploads, of the kind the post type needs),
// reading one, editing and deleting one's own, likes, and comments (one's own, or any on one's post, can be
// deleted). Also registers the feed, media and content-delivery route folders, which share the posts store
// (app.ts registers this folder).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { NewPost } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MediaKind } from '../../store/media.ts';
import { COMMENTS_PAGE_SIZE, commentView, pageOf, postView, summaryOf, type PostRecord } from '../../store/posts.ts';
import cdnRoutes from '../cdn/index.ts';
import feedRoutes from '../feed/index.ts';
import mediaRoutes from '../media/index.ts';

export const POST_NOT_FOUND = 'Post not found';
export const NOT_YOUR_POST = 'You can only delete your own posts';
export const NOT_YOUR_POST_TO_EDIT = 'You can only edit your own posts';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const NOT_YOUR_COMMENT = 'You can only delete your own comments or comments on your posts';

/** What each post type carries (spec section 4 "Create post", section 9 "Max images 10"). */
const MEDIA_RULES: Record<NewPost['type'], { kind: MediaKind | null; min: number; max: number; message: string }> = {
  Text: { kind: null, min: 0, max: 0, message: 'A text post has no media' },
  Images: { kind: 'image', min: 1, max: 10, message: 'Add between 1 and 10 images' },
  Video: { kind: 'video', min: 1, max: 1, message: 'Add one video' },
  Audio: { kind: 'audio', min: 1, max: 1, message: 'Add one audio file' },
};

const KIND_NAMES: Record<MediaKind, string> = { image: 'an image', video: 'a video', audio: 'an audio file' };
const NEEDS: Record<MediaKind, string> = { image: 'images', video: 'a video', audio: 'an audio file' };
const POST_NAMES: Record<NewPost['type'], string> = {
  Text: 'a Text post',
  Images: 'an Images post',
  Video: 'a Video post',
  Audio: 'an Audio post',
};

export default async function postRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;
  const { posts, users } = store;

  const findPost = (id: string): PostRecord => {
    const post = posts.get(id);
    if (!post) throw notFound(POST_NOT_FOUND);
    return post;
  };

  app.operation('createPost', (request, reply, body) => {
    const user = currentUser(request);
    if (!summaryOf(user)) throw unprocessable('Finish your profile (username and country) before posting');
    if (body.type === 'Text' && body.text.trim() === '') throw unprocessable('Write something to post');
    const rule = MEDIA_RULES[body.type];
    if (body.media.length < rule.min || body.media.length > rule.max) throw unprocessable(rule.message);
    for (const key of body.media) {
      const file = posts.media.get(key);
      if (!file || file.uid !== user.uid) throw unprocessable(`Upload the media first: ${key} is not one of your uploads`);
      if (file.kind !== rule.kind)
        throw unprocessable(
          `${key} is ${KIND_NAMES[file.kind]}; ${POST_NAMES[body.type]} needs ${rule.kind ? NEEDS[rule.kind] : 'no media'}`,
        );
    }
    const post = posts.create(user.uid, body, app.clock.now());
    reply.code(201);
    return ok('Post created!', { id: post.id });
  });

  app.operation('getPost', (request, _reply, body) => {
    const viewer = currentUser(request);
    const post = findPost(body.id);
    const view = postView(posts, post, viewer.uid, users.get(post.uid));
    if (!view) throw notFound(POST_NOT_FOUND);
    return ok('OK', view);
  });

  app.operation('likePost', (request, _reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    posts.like(post.id, user.uid);
    return ok('Liked', { id: post.id, likes: posts.likeCount(post.id), liked: true });
  });

  app.operation('unlikePost', (request, _reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    posts.unlike(post.id, user.uid);
    return ok('Like removed', { id: post.id, likes: posts.likeCount(post.id), liked: false });
  });

  app.operation('updatePost', (request, _reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    if (post.uid !== user.uid) throw forbidden(NOT_YOUR_POST_TO_EDIT);
    if (post.type === 'Text' && body.text.trim() === '') throw unprocessable('Write something to post');
    if (post.type !== 'Text' && body.text !== '') throw unprocessable('Only a Text post has quote text');
    const edited = posts.update(post.id, { text: body.text, tags: body.tags, description: body.description }, app.clock.now());
    const view = edited && postView(posts, edited, user.uid, user);
    if (!view) throw notFound(POST_NOT_FOUND);
    return ok('Post updated', view);
  });

  app.operation('deletePost', (request, _reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    if (post.uid !== user.uid) throw forbidden(NOT_YOUR_POST);
    posts.remove(post.id);
    return ok('Post deleted', null);
  });

  app.operation('listComments', (_request, _reply, body) => {
    const post = findPost(body.id);
    const views = posts.comments(post.id).flatMap((comment) => commentView(comment, users.get(comment.uid)) ?? []);
    return ok('OK', pageOf(views, body.page, COMMENTS_PAGE_SIZE));
  });

  app.operation('addComment', (request, reply, body) => {
    const user = currentUser(request);
    const post = findPost(body.id);
    const text = body.text.trim();
    if (text === '') throw unprocessable('Write something to comment');
    if (!summaryOf(user)) throw unprocessable('Finish your profile (username and country) before commenting');
    const comment = posts.addComment(post.id, user.uid, text, app.clock.now());
    const view = commentView(comment, user);
    if (!view) throw unprocessable('Finish your profile (username and country) before commenting');
    reply.code(201);
    return ok('Comment added', { comment: view, comments: posts.comments(post.id).length });
  });

  app.operation('deleteComment', (request, _reply, body) => {
    const user = currentUser(request);
    const comment = posts.comment(body.id);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (comment.uid !== user.uid && posts.get(comment.postId)?.uid !== user.uid) throw forbidden(NOT_YOUR_COMMENT);
    const count = posts.removeComment(comment.id);
    return ok('Comment deleted', { id: comment.id, postId: comment.postId, comments: count });
  });

  await app.register(feedRoutes);
  await app.register(mediaRoutes);
  await app.register(cdnRoutes);
}
