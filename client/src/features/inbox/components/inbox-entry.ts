// What the inbox gives the app shell (app/ composes it; features never import app): its three pages, its two
// FAB actions (spec section 2: Create Chat, Create Community), its list panel for /inbox, and startInbox.
import { ConversationPage } from './conversation-page';
import { CreateCommunityDialog } from './create-community-dialog';
import { InboxListPanel } from './chat-list';
import { InboxPage } from './inbox-page';
import { NewChatDialog } from './new-chat-dialog';
import { NotificationsPage } from './notifications-page';

export { startInbox } from '../models/realtime-sync';

export const inboxPages = {
  inbox: InboxPage,
  inboxNotification: NotificationsPage,
  inboxChat: ConversationPage,
};

export const inboxFabActions = [
  { id: 'create-chat', Component: NewChatDialog },
  { id: 'create-community', Component: CreateCommunityDialog },
] as const;

/** The chat list in the desktop list panel on every /inbox page. */
export const inboxListPanel = { paths: ['/inbox'], Component: InboxListPanel };
