// Pins closer than a finger's width on screen are drawn as one cluster ("3 places") that zooms in when chosen,
// as map apps do; the most important pin of a cluster (the list's order: most saved first) anchors it.
import type { Point } from './projection';

export interface Pin<T> extends Point {
  item: T;
}
export interface Cluster<T> extends Point {
  items: T[];
}

/** Screen pixels within which two pins merge. */
export const CLUSTER_RADIUS = 36;

/** Groups pins (in the order given, most important first) into clusters, keeping that order. */
export function clusterPins<T>(pins: readonly Pin<T>[], radius = CLUSTER_RADIUS): Cluster<T>[] {
  const clusters: Cluster<T>[] = [];
  for (const pin of pins) {
    const near = clusters.find((c) => Math.hypot(c.x - pin.x, c.y - pin.y) < radius);
    if (near) near.items.push(pin.item);
    else clusters.push({ x: pin.x, y: pin.y, items: [pin.item] });
  }
  return clusters;
}
