// The social pages for the main platform's route module, each loaded in its own chunk when first visited, so the
// area's chunk stays small (the inbox and play share it) and /discover brings only what it shows.
import { lazyComponent } from '../../../components/ui/lazy-component';

export const DiscoverPage = lazyComponent(async () => (await import('./discover-page')).DiscoverPage, { page: true });
export const TagPage = lazyComponent(async () => (await import('./tag-page')).TagPage, { page: true });
export const FocusPage = lazyComponent(async () => (await import('./focus-page')).FocusPage, { page: true });
export const ProfilePage = lazyComponent(async () => (await import('./profile-page')).ProfilePage, { page: true });
export const PostPage = lazyComponent(async () => (await import('./post-page')).PostPage, { page: true });
