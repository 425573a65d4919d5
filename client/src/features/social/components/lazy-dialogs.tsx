// The FAB's Create Post and Search actions (spec section 2 Layout): each dialog is its own chunk, loaded the first
// time it opens.
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';

const CreatePostDialog = lazy(() => import('./create-post-dialog'));
const SearchDialog = lazy(() => import('./search-dialog'));

export function CreatePostAction() {
  return (
    <Suspense fallback={<Spinner />}>
      <CreatePostDialog />
    </Suspense>
  );
}

export function SearchAction() {
  return (
    <Suspense fallback={<Spinner />}>
      <SearchDialog />
    </Suspense>
  );
}
