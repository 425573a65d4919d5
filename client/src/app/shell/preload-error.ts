// Failed chunk loads (spec section 7): Vite raises `vite:preloadError` when a lazy route's code or CSS cannot
// be fetched and rethrows unless a listener prevents it. We let it rethrow so the route's error page shows a
// recoverable "reload" screen instead of a blank one, and remember the event so that page can tell the cases apart.

/** Spec section 7: "a preload-error event is raised"; Vite's name for it. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

let preloadFailed = false;

export function listenForPreloadErrors(target: Window = window): () => void {
  const onError = () => {
    preloadFailed = true;
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onError);
  return () => target.removeEventListener(PRELOAD_ERROR_EVENT, onError);
}

// Each browser words a failed dynamic import differently (Chromium, Safari, Firefox, Vite's CSS preload).
const CHUNK_ERROR = /dynamically imported module|module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error && CHUNK_ERROR.test(error.message)) return true;
  return preloadFailed && error instanceof Error;
}
