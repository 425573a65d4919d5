// Tag post: creating posts on the main platform. Any schema-valid post is accepted: openapi.yaml documents
// no refusal beyond 400 for createPost (and 400 is for bodies that break the schema).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import type { NewPost } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';

export default async function postRoutes(app: FastifyInstance): Promise<void> {
  app.operation<NewPost>('createPost', (request, reply, body) => {
    const user = currentUser(request);
    const post = app.store.posts.create(user.uid, body, app.clock.now());
    reply.code(201);
    return ok('Post created!', { id: post.id });
  });
}
