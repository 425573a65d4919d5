// The FAB's Create Post and Search actions (spec section 2 Layout), and Edit post and the delete confirmation of
// one's own post, and Report (anyone else's post, comment or profile): each dialog is its own chunk, loaded the first time it opens.
import { lazyComponent } from '../../../components/ui/lazy-component';

export const CreatePostAction = lazyComponent(async () => (await import('./create-post-dialog')).default);
export const SearchAction = lazyComponent(async () => (await import('./search-dialog')).default);
export const DeletePostDialog = lazyComponent(async () => (await import('./delete-post-dialog')).default);
export const EditPostDialog = lazyComponent(async () => (await import('./edit-post-dialog')).default);
export const ReportDialog = lazyComponent(async () => (await import('../../../components/ui/report-dialog')).default);
