// The Images post's gallery: up to four tiles (a "+N" on the last when there are more), each opening a lightbox
// with previous and next. Tiles keep a fixed shape so the feed does not move while pictures arrive.
import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../../i18n';
import { openModal } from '../../../state/modal';
import { mediaUrl } from './media-url';
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

export function Gallery({ keys, name, priority = false }: { keys: readonly string[]; name: string; priority?: boolean }) {
  const t = useT();
  const total = keys.length;
  const shown = keys.slice(0, TILES);
  return (
    <div className="sc-gallery" data-count={Math.min(total, TILES)} role="group" aria-label={t('social.gallery', { name })}>
      {shown.map((key, i) => (
        <button
          key={key}
          type="button"
          className="sc-gallery__tile"
          aria-label={t('social.openImage', { n: i + 1, total })}
          onClick={() => openModal(<Lightbox keys={keys} start={i} name={name} />, { label: t('social.gallery', { name }) })}
        >
          {priority ? <img src={mediaUrl(key)} alt="" fetchPriority="high" /> : <img src={mediaUrl(key)} alt="" loading="lazy" decoding="async" />}
          {i === TILES - 1 && total > TILES ? <span className="sc-gallery__more">+{total - TILES}</span> : null}
        </button>
      ))}
    </div>
  );
}
