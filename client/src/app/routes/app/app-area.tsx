// The main platform's route module (one lazy chunk): its side menu and pages (spec section 2 "Main platform").
// The social, inbox and play work replaces the placeholders here and registers the FAB actions.
import { Bell, Compass, Gamepad2, Globe, MessageCircle, Target, Users } from 'lucide-react';
import type { MenuEntry } from '../../shell/side-menu';
import { paths } from '../../paths';
import { inboxFabActions, inboxListPanel, inboxPages, startInbox, startUnreadCounts } from '../../../features/inbox/components/inbox-entry';
import { unreadChats, unreadNotifications } from '../../../state/unread';
import { registerFabAction } from '../../shell/fab-actions';
import { registerListPanel } from '../../shell/list-panels';
import { PlayFriendPage, PlayOnlinePage, PlayPage } from '../../../features/play/components/lazy-pages';
import { DiscoverPage, FocusPage, PostPage, ProfilePage, TagPage } from '../../../features/social/components/lazy-pages';
import { CreatePostAction, SearchAction } from '../../../features/social/components/lazy-dialogs';

// The inbox: Create Chat and Create Community on the FAB, the chat list in the desktop panel, realtime on.
inboxFabActions.forEach((action) => registerFabAction(action));
registerListPanel(inboxListPanel);
startInbox();
// Unread chats and notifications on the Inbox and Notifications entries and in the tab title.
startUnreadCounts();

// Social: Search and Create Post on the FAB (each dialog loads on first use).
registerFabAction({ id: 'search', Component: SearchAction });
registerFabAction({ id: 'create-post', Component: CreatePostAction });

const social = 'pages.category.app.social';
const play = 'pages.category.app.play';

export const menu: readonly MenuEntry[] = [
  { name: 'pages.app.discover', url: paths.discover.path, category: social, icon: Compass },
  { name: 'pages.app.inbox', url: paths.inbox.path, category: social, icon: MessageCircle, count: () => unreadChats.value },
  {
    name: 'pages.app.notifications',
    url: paths.inboxNotification.path,
    category: social,
    icon: Bell,
    count: () => unreadNotifications.value,
  },
  { name: 'pages.app.focus', url: paths.focus.path, category: social, icon: Target },
  { name: 'pages.app.play', url: paths.play.path, category: play, icon: Gamepad2 },
  { name: 'pages.app.playFriend', url: paths.playFriend.path, category: play, icon: Users },
  { name: 'pages.app.playOnline', url: paths.playOnline.path, category: play, icon: Globe },
];

export const pages = {
  discover: DiscoverPage,
  discoverTag: TagPage,
  play: PlayPage,
  playFriend: PlayFriendPage,
  playOnline: PlayOnlinePage,
  inbox: inboxPages.inbox,
  inboxNotification: inboxPages.inboxNotification,
  inboxChat: inboxPages.inboxChat,
  focus: FocusPage,
  profile: ProfilePage,
  post: PostPage,
};
