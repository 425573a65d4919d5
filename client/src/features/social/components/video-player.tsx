// The Video post's player (a lazy chunk): the browser's own controls, inline on phones, loading only metadata
// until the reader presses play; the frame keeps 16:9 so the feed does not move.
import { useT } from '../../../i18n';
import './social-messages';

export default function VideoPlayer({ src, name }: { src: string; name: string }) {
  const t = useT();
  return (
    <div className="sc-video">
      <video src={src} controls playsInline preload="metadata" aria-label={t('social.videoBy', { name })} />
    </div>
  );
}
