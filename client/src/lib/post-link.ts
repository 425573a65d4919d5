// A post's own address (its permalink, /@{author}/post/{id}): the route (app/paths.ts), the cards' time and
// "copy link", and the notifications about a post (which the server writes the same way) all use this one form.

/** The path of the post's page. */
export function postPath(userName: string, id: string): string {
  return `/@${encodeURIComponent(userName)}/post/${encodeURIComponent(id)}`;
}

/** The absolute address to share (copy link). */
export function postUrl(userName: string, id: string, origin: string = window.location.origin): string {
  return `${origin}${postPath(userName, id)}`;
}

/** openapi.yaml Post.id. */
export const POST_ID = /^p[0-9]{10}$/;
