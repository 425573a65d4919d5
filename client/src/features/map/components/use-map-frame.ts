// A map's own view and size for pages that show a few known points (a place, my saved places): it fits them
// once the map has a size and there is something to fit, then the person moves it freely.
import { useCallback, useEffect, useRef, useState } from 'react';
import { constrain, fitPoints, type LngLat, type Size, type View } from '../models/projection';
import { WORLD_VIEW } from '../models/start-view';

export function useMapFrame(points: readonly LngLat[] | null, maxZoom = 15) {
  const [view, setViewState] = useState<View>(WORLD_VIEW);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || !points || points.length === 0 || size.width === 0) return;
    const fit = fitPoints(points, size, { padding: 64, maxZoom });
    if (fit) setViewState(fit);
    fitted.current = true;
  }, [points, size, maxZoom]);
  const onSize = useCallback((next: Size) => setSize(next), []);
  const setView = useCallback((next: View) => setViewState(size.width > 0 ? constrain(next, size) : next), [size]);
  return { view, size, onSize, setView };
}
