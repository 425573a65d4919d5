// The players load in their own chunks, each when its first post comes near the screen (a reader who never scrolls
// to a video or a voice note does not download its player), with a placeholder of the same size meanwhile so
// nothing moves.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

const Video = lazy(() => import('./video-player'));
const Audio = lazy(() => import('./audio-player'));

/** How far from the screen a post's player starts loading: its code is in well before the post is in view. */
const NEAR_MARGIN = '600px';

interface PlayerProps {
  src: string;
  name: string;
}

function NearbyPlayer({ Player, pending, ...props }: PlayerProps & { Player: ComponentType<PlayerProps>; pending: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const fallback = <div ref={placeholder} className={pending} />;
  return near ? (
    <Suspense fallback={fallback}>
      <Player {...props} />
    </Suspense>
  ) : (
    fallback
  );
}

export const VideoPlayer = (props: PlayerProps) => <NearbyPlayer Player={Video} pending="sc-video sc-video--pending" {...props} />;

export const AudioPlayer = (props: PlayerProps) => <NearbyPlayer Player={Audio} pending="sc-audio sc-audio--pending" {...props} />;
