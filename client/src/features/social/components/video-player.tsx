// The Video post's player (a lazy chunk): the browser's own controls, inline on phones, loading only metadata
// until the reader presses play; the frame keeps 16:9 so the feed does not move.
import type { FocusEvent } from 'react';
import { useT } from '../../../i18n';
import './social-messages';

/**
 * Tab reaches the browser's controls inside the video, which the page's styles cannot give room above them
 * (global.css, `main :focus`): the video itself is brought wholly into view, clear of the sticky bars, instead of its
 * control bar stopping under them (WCAG 2.4.11).
 */
function showWhole(event: FocusEvent<HTMLVideoElement>): void {
  event.currentTarget.scrollIntoView({ block: 'nearest' });
}

export default function VideoPlayer({ src, name }: { src: string; name: string }) {
  const t = useT();
  return (
    <div className="sc-video">
      <video src={src} controls playsInline preload="metadata" aria-label={t('social.videoBy', { name })} onFocus={showWhole} />
    </div>
  );
}
