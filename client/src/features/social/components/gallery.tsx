// The Images post's gallery: up to four tiles (a "+N" on the last when there are more), each opening a lightbox
// with previous and next. Tiles keep a fixed shape so the feed does not move while pictures arrive.
import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../../i18n';
import { openModal } from '../../../state/modal';
import { mediaUrl } from '../../../lib/media-url';
import './social-messages';

const TILES = 4;

function Lightbox({ keys, start, name }: { keys: readonly string[]; start: number; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(start);
  const total = keys.length;
  const go = (step: number) => setIndex((i) => (i + step + total) % total);
  return (
    <figure className="sc-lightbox" onKeyDown={(e) => (e.key === 'ArrowLeft' ? go(-1) : e.key === 'ArrowRight' ? go(1) : undefined)}>
      <img src={mediaUrl(keys[index] ?? '')} alt={t('social.imageOf', { n: index + 1, total })} />
      <figcaption>
        {total > 1 ? (
          <button type="button" className="sc-icon-button" onClick={() => go(-1)} aria-label={t('social.previousImage')}>
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
        ) : null}
        <span>
          {name} · {t('social.imageOf', { n: index + 1, total })}
        </span>
        {total > 1 ? (
          <button type="button" className="sc-icon-button" onClick={() => go(1)} aria-label={t('social.nextImage')}>
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        ) : null}
      </figcaption>
    </figure>
  );
}

/**
 * How a gallery's pictures load: `first` (a post on the first screen: its first picture before other images,
 * since one of those is usually the page's largest paint, the rest at once), `eager` (at once, no hint: the
 * browser raises those it finds on screen) or `lazy` (when scrolled near).
 */
export type ImageLoading = 'first' | 'eager' | 'lazy';

export function Gallery({ keys, name, loading = 'lazy' }: { keys: readonly string[]; name: string; loading?: ImageLoading }) {
  const t = useT();
  const total = keys.length;
  const shown = keys.slice(0, TILES);
  return (
    <div className="sc-gallery" data-count={Math.min(total, TILES)} role="group" aria-label={t('social.gallery', { name })}>
      {shown.map((key, i) => (
        <button
          // By place: a post may show the same picture twice (uploads are content-addressed, so two copies share a key).
          key={i}
          type="button"
          className="sc-gallery__tile"
          aria-label={t('social.openImage', { n: i + 1, total })}
          onClick={() => openModal(<Lightbox keys={keys} start={i} name={name} />, { label: t('social.gallery', { name }) })}
        >
          {loading === 'lazy' ? (
            <img src={mediaUrl(key)} alt="" loading="lazy" decoding="async" />
          ) : (
            <img src={mediaUrl(key)} alt="" fetchPriority={loading === 'first' && i === 0 ? 'high' : undefined} />
          )}
          {i === TILES - 1 && total > TILES ? <span className="sc-gallery__more">+{total - TILES}</span> : null}
        </button>
      ))}
    </div>
  );
}
