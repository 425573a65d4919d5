// The map itself: the offline base map (land, country borders, country and city names where they fit, a scale,
// and at city zoom a grid of meridians and parallels) drawn under pins that are real buttons. Dragging (one finger or
// the mouse) pans, two fingers or the wheel zoom around where they are, double-click zooms in, and with the
// map focused the arrow keys pan and + / − zoom; the buttons in the corner zoom too. Pins closer than a finger's
// width become one cluster that, chosen, zooms to show them apart. The view is the caller's (controlled).
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  BedDouble,
  Coffee,
  Hospital,
  Landmark,
  Minus,
  Plus,
  ShoppingBag,
  TrainFront,
  Trees,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { countryName } from '../../../components/ui/country-flag';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { FINE_ZOOM, loadBaseMap, type BaseMap } from '../models/base-map';
import { clusterPins } from '../models/clusters';
import { grid, placeLabels, scaleBar } from '../models/labels';
import {
  fitPoints,
  MAX_ZOOM,
  panBy,
  project,
  scaleOf,
  TILE,
  toScreen,
  zoomAround,
  type Point,
  type Size,
  type View,
} from '../models/projection';
import type { Category } from '../models/types';
import './map-messages';
import './map.css';

export interface Marker {
  id: string;
  lng: number;
  lat: number;
  label: string;
  kind: 'place' | 'person' | 'me';
  category?: Category;
  uid?: string;
  userName?: string;
  selected?: boolean;
}

export const CATEGORY_ICONS: Record<Category, LucideIcon> = {
  food: Utensils,
  cafe: Coffee,
  shop: ShoppingBag,
  park: Trees,
  landmark: Landmark,
  hotel: BedDouble,
  transport: TrainFront,
  health: Hospital,
};

/** Keyboard pan step, in screen pixels. */
const KEY_PAN = 96;
/** Pins this far outside the screen are not drawn. */
const MARGIN = 40;

/** The base map for the zoom: the world's shapes at first, the finer ones once zoomed in (the world's meanwhile). */
function useBaseMap(zoom: number): { base: BaseMap | null; failed: boolean } {
  const detail = zoom >= FINE_ZOOM ? 'fine' : 'coarse';
  const [state, setState] = useState<{ base: BaseMap | null; detail: string | null; failed: boolean }>({
    base: null,
    detail: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    loadBaseMap(detail).then(
      (base) => live && setState({ base, detail, failed: false }),
      () => live && setState((s) => ({ ...s, failed: s.base === null })),
    );
    return () => {
      live = false;
    };
  }, [detail]);
  return { base: state.base, failed: state.failed };
}

function formatDistance(metres: number, lang: string): string {
  return metres >= 1000
    ? new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilometer' }).format(metres / 1000)
    : new Intl.NumberFormat(lang, { style: 'unit', unit: 'meter' }).format(metres);
}

function formatDegrees(degrees: number, step: number, axis: 'lat' | 'lng'): string {
  const digits = Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
  const hemisphere = axis === 'lat' ? (degrees >= 0 ? 'N' : 'S') : degrees >= 0 ? 'E' : 'W';
  return `${Math.abs(degrees).toFixed(digits)}° ${hemisphere}`;
}

export interface WorldMapProps {
  view: View;
  size: Size;
  onView: (view: View) => void;
  onSize: (size: Size) => void;
  markers: readonly Marker[];
  onMarker?: (id: string) => void;
  /** The accessible name of the map region. */
  label: string;
  /** Draws a crosshair at the centre (choosing a point). */
  crosshair?: boolean;
}

export function WorldMap({ view, size, onView, onSize, markers, onMarker, label, crosshair }: WorldMapProps) {
  const t = useT();
  const hintId = useId();
  const canvas = useRef<HTMLDivElement>(null);
  const { base, failed } = useBaseMap(view.zoom);
  const lang = language.value;
  // Country names in the person's language (Intl.DisplayNames), the code itself where the browser has none.
  const names = useCallback((code: string) => countryName(code, lang), [lang]);
  const pointers = useRef(new Map<number, Point>());
  // The latest view and size for the native listeners (wheel) and pointer moves between renders.
  const current = useRef({ view, size, onView });
  current.current = { view, size, onView };

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      onSize({ width: Math.round(rect.width), height: Math.round(rect.height) });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [onSize]);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    // Not passive: the page must not scroll while the wheel zooms the map.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const delta = Math.max(-1, Math.min(1, -e.deltaY / 250));
      const { view: v, size: s, onView: set } = current.current;
      set(zoomAround(v, s, delta, { x: e.clientX - rect.left, y: e.clientY - rect.top }));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const local = (e: { clientX: number; clientY: number }): Point => {
    const rect = canvas.current?.getBoundingClientRect();
    return { x: e.clientX - (rect?.left ?? 0), y: e.clientY - (rect?.top ?? 0) };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('button')) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    const { view: v, size: s, onView: set } = current.current;
    if (pointers.current.size === 1) {
      set(panBy(v, s, now.x - before.x, now.y - before.y));
    } else {
      const [other] = [...pointers.current.entries()].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
      if (other) {
        const was = Math.hypot(before.x - other.x, before.y - other.y);
        const is = Math.hypot(now.x - other.x, now.y - other.y);
        if (was > 0 && is > 0) set(zoomAround(v, s, Math.log2(is / was), { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 }));
      }
    }
    pointers.current.set(e.pointerId, now);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN, 0],
      ArrowRight: [-KEY_PAN, 0],
      ArrowUp: [0, KEY_PAN],
      ArrowDown: [0, -KEY_PAN],
    };
    const pan = pans[e.key];
    if (pan) onView(panBy(view, size, pan[0], pan[1]));
    else if (e.key === '+' || e.key === '=') onView(zoomAround(view, size, 1));
    else if (e.key === '-' || e.key === '_') onView(zoomAround(view, size, -1));
    else return;
    e.preventDefault();
  };

  const scale = scaleOf(view.zoom);
  const centre = project(view);
  const transform = `translate(${size.width / 2 - centre.x * scale} ${size.height / 2 - centre.y * scale}) scale(${scale})`;

  const { clusters, people } = useMemo(() => {
    const visible = (p: Point) => p.x > -MARGIN && p.y > -MARGIN && p.x < size.width + MARGIN && p.y < size.height + MARGIN;
    const onScreen = markers.map((m) => ({ ...toScreen(view, size, m), item: m })).filter(visible);
    return {
      clusters: clusterPins(onScreen.filter((p) => p.item.kind === 'place')),
      people: onScreen.filter((p) => p.item.kind !== 'place'),
    };
  }, [markers, view, size]);

  const labels = useMemo(() => (base && size.width > 0 ? placeLabels(base, view, size, names) : []), [base, view, size, names]);
  const lines = grid(view, size);
  const bar = scaleBar(view);

  return (
    <div className="map" role="region" aria-label={label}>
      <div
        ref={canvas}
        className="map__canvas"
        // A widget with its own keys (arrows pan, + and − zoom): an application, so a screen reader passes them on.
        role="application"
        tabIndex={0}
        aria-label={t('map.canvas')}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={(e) => {
          if (!(e.target as Element).closest('button')) onView(zoomAround(view, size, 1, local(e)));
        }}
        onKeyDown={onKeyDown}
      >
        <svg className="map__svg" width={size.width} height={size.height} aria-hidden="true" focusable="false">
          {base ? (
            <g transform={transform}>
              {[-TILE, 0, TILE].map((dx) => (
                <g key={dx} transform={dx ? `translate(${dx} 0)` : undefined}>
                  <path className="map__land" d={base.land} vectorEffect="non-scaling-stroke" />
                  <path className="map__borders" d={base.borders} vectorEffect="non-scaling-stroke" />
                </g>
              ))}
            </g>
          ) : null}
          {lines ? (
            <g className="map__grid">
              {lines.meridians.map((m) => (
                <line key={`m${m.degrees}`} x1={m.at} x2={m.at} y1={0} y2={size.height} />
              ))}
              {lines.parallels.map((p) => (
                <line key={`p${p.degrees}`} x1={0} x2={size.width} y1={p.at} y2={p.at} />
              ))}
            </g>
          ) : null}
        </svg>
        <div className="map__labels" aria-hidden="true">
          {labels.map((l) => (
            <span key={l.id} className={`map__label map__label--${l.kind}`} style={{ left: l.x, top: l.y }}>
              {l.text}
            </span>
          ))}
          {lines
            ? [
                ...lines.meridians.map((m) => (
                  <span key={`m${m.degrees}`} className="map__degree map__degree--lng" style={{ left: m.at }}>
                    {formatDegrees(m.degrees, lines.step, 'lng')}
                  </span>
                )),
                ...lines.parallels.map((p) => (
                  <span key={`p${p.degrees}`} className="map__degree map__degree--lat" style={{ top: p.at }}>
                    {formatDegrees(p.degrees, lines.step, 'lat')}
                  </span>
                )),
              ]
            : null}
        </div>
        {clusters.map((c) => {
          const first = c.items[0];
          if (!first) return null;
          if (c.items.length > 1) {
            return (
              <button
                key={`c-${first.id}`}
                type="button"
                className="map__pin map__pin--cluster"
                style={{ left: c.x, top: c.y }}
                aria-label={t('map.cluster', {
                  n: c.items.length,
                  names: c.items
                    .slice(0, 3)
                    .map((m) => m.label)
                    .join(', '),
                })}
                onClick={() => onView(fitPoints(c.items, size, { padding: 64, maxZoom: MAX_ZOOM - 1 }) ?? zoomAround(view, size, 2, c))}
              >
                {c.items.length}
              </button>
            );
          }
          const Icon = first.category ? CATEGORY_ICONS[first.category] : Landmark;
          return (
            <button
              key={first.id}
              type="button"
              className={first.selected ? 'map__pin map__pin--selected' : 'map__pin'}
              data-marker={first.id}
              style={{ left: c.x, top: c.y }}
              aria-label={first.label}
              aria-pressed={first.selected ?? false}
              onClick={() => onMarker?.(first.id)}
            >
              <Icon size={16} aria-hidden="true" />
            </button>
          );
        })}
        {people.map(({ x, y, item }) => (
          <button
            key={item.id}
            type="button"
            className={item.kind === 'me' ? 'map__person map__person--me' : 'map__person'}
            style={{ left: x, top: y }}
            aria-label={item.label}
            onClick={() => onMarker?.(item.id)}
          >
            {item.kind === 'me' ? (
              <span className="map__me-dot" aria-hidden="true" />
            ) : (
              <Avatar uid={item.uid ?? null} userName={item.userName ?? null} size={32} />
            )}
          </button>
        ))}
        {crosshair ? <span className="map__crosshair" aria-hidden="true" /> : null}
      </div>
      <p id={hintId} className="visually-hidden">
        {t('map.keys')}
      </p>
      <div className="map__controls">
        <button type="button" className="map__control" aria-label={t('map.zoomIn')} onClick={() => onView(zoomAround(view, size, 1))}>
          <Plus size={18} aria-hidden="true" />
        </button>
        <button type="button" className="map__control" aria-label={t('map.zoomOut')} onClick={() => onView(zoomAround(view, size, -1))}>
          <Minus size={18} aria-hidden="true" />
        </button>
      </div>
      <div className="map__scale" aria-hidden="true">
        <span className="map__scale-bar" style={{ width: bar.px }} />
        {formatDistance(bar.metres, lang)}
      </div>
      <p className="map__credit">{failed ? t('map.landFailed') : t('map.credit')}</p>
    </div>
  );
}
