// The main platform's route module (one lazy chunk): its side menu and pages (spec section 2 "Main platform").
// The social, inbox and play work replaces the placeholders here and registers the FAB actions.
import { Bell, Compass, Gamepad2, Globe, MessageCircle, Target, Users } from 'lucide-react';
import { AreaPlaceholder } from '../area-placeholder';
import type { MenuEntry } from '../../shell/side-menu';
import { paths } from '../../paths';

const social = 'pages.category.app.social';
const play = 'pages.category.app.play';

export const menu: readonly MenuEntry[] = [
  { name: 'pages.app.discover', url: paths.discover.path, category: social, icon: Compass },
  { name: 'pages.app.inbox', url: paths.inbox.path, category: social, icon: MessageCircle },
  { name: 'pages.app.notifications', url: paths.inboxNotification.path, category: social, icon: Bell },
  { name: 'pages.app.focus', url: paths.focus.path, category: social, icon: Target },
  { name: 'pages.app.play', url: paths.play.path, category: play, icon: Gamepad2 },
  { name: 'pages.app.playFriend', url: paths.playFriend.path, category: play, icon: Users },
  { name: 'pages.app.playOnline', url: paths.playOnline.path, category: play, icon: Globe },
];

export const pages = {
  discover: AreaPlaceholder,
  discoverTag: AreaPlaceholder,
  play: AreaPlaceholder,
  playFriend: AreaPlaceholder,
  playOnline: AreaPlaceholder,
  inbox: AreaPlaceholder,
  inboxNotification: AreaPlaceholder,
  inboxChat: AreaPlaceholder,
  focus: AreaPlaceholder,
  profile: AreaPlaceholder,
};
