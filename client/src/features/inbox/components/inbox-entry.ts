// What the inbox gives the app shell (app/ composes it; features never import app): its three pages, its two
// FAB actions (spec section 2: Create Chat, Create Community), its list panel for /inbox, and startInbox.
// Pages, panel and dialogs are each their own chunk, loaded on first use: the main platform's area chunk carries
// only the realtime wiring every page of the area needs.
import { lazyComponent } from '../../../components/ui/lazy-component';

export { startInbox } from '../models/realtime-sync';
export { startUnreadCounts } from '../models/unread-counts';

export const inboxPages = {
  inbox: lazyComponent(async () => (await import('./inbox-page')).InboxPage, { page: true }),
  inboxNotification: lazyComponent(async () => (await import('./notifications-page')).NotificationsPage, { page: true }),
  inboxChat: lazyComponent(async () => (await import('./conversation-page')).ConversationPage, { page: true }),
};

export const inboxFabActions = [
  { id: 'create-chat', Component: lazyComponent(async () => (await import('./new-chat-dialog')).NewChatDialog) },
  { id: 'create-community', Component: lazyComponent(async () => (await import('./create-community-dialog')).CreateCommunityDialog) },
] as const;

/** The chat list in the desktop list panel on every /inbox page. */
export const inboxListPanel = {
  paths: ['/inbox'],
  Component: lazyComponent(async () => (await import('./chat-list')).InboxListPanel),
};
