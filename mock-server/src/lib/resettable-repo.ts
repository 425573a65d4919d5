// An area's records kept beside the shared store (so the store module stays as it is): made and seeded now, and
// made again after every store reset (/__mock/reset), which forgets the ledger and re-seeds the users first.
import type { Store } from '../plugins/store.ts';

export function resettableRepo<R>(store: Store, fresh: () => R): { readonly repo: R } {
  let repo = fresh();
  const resetStore = store.reset.bind(store);
  store.reset = () => {
    resetStore();
    repo = fresh();
  };
  return {
    get repo() {
      return repo;
    },
  };
}
