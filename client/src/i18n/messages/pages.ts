// Page titles of the main platform's routes (also its side-menu names; the document title is their lowercase form,
// spec section 2 Layout) and its side-menu categories, in Portuguese (default) and English. Registered by the area
// frame's lazy chunk, so the first load of / and /sign-in carries none of it; the other areas' titles are in
// pages-areas.ts, registered under the same namespace by those areas' route modules, so /discover carries none of them.

const en = {
  'app.discover': 'Discover',
  'app.play': 'Play',
  'app.playFriend': 'Play a friend',
  'app.playOnline': 'Play online',
  'app.inbox': 'Inbox',
  'app.notifications': 'Notifications',
  'app.focus': 'Focus',
  'app.post': 'Post',
  'category.app.social': 'Social',
  'category.app.play': 'Play',
};

const pt: typeof en = {
  'app.discover': 'Descobrir',
  'app.play': 'Jogar',
  'app.playFriend': 'Jogar com amigo',
  'app.playOnline': 'Jogar online',
  'app.inbox': 'Mensagens',
  'app.notifications': 'Notificações',
  'app.focus': 'Foco',
  'app.post': 'Publicação',
  'category.app.social': 'Social',
  'category.app.play': 'Jogar',
};

export const pages = { pt, en };
