// The game's pages for the main platform's route module, in one chunk loaded on the first visit to any of them.
import { lazyComponent } from '../../../components/ui/lazy-component';

const pages = () => import('./play-pages');

export const PlayPage = lazyComponent(async () => (await pages()).PlayPage, { page: true });
export const PlayFriendPage = lazyComponent(async () => (await pages()).PlayFriendPage, { page: true });
export const PlayOnlinePage = lazyComponent(async () => (await pages()).PlayOnlinePage, { page: true });
