// The players load in their own chunks (the first video or audio post brings them), with a placeholder of the
// same size meanwhile so nothing moves.
import { lazy, Suspense } from 'react';

const Video = lazy(() => import('./video-player'));
const Audio = lazy(() => import('./audio-player'));

export function VideoPlayer(props: { src: string; name: string }) {
  return (
    <Suspense fallback={<div className="sc-video sc-video--pending" />}>
      <Video {...props} />
    </Suspense>
  );
}

export function AudioPlayer(props: { src: string; name: string }) {
  return (
    <Suspense fallback={<div className="sc-audio sc-audio--pending" />}>
      <Audio {...props} />
    </Suspense>
  );
}
