// Rows' measured heights, from a ResizeObserver's entries (the rows carry data-key), for every windowed list: the
// message list's measuring hook and the row window alike.

/** Records each row's height in `heights`; answers whether any changed. */
export function recordHeights(entries: readonly ResizeObserverEntry[], heights: Map<string, number>): boolean {
  let changed = false;
  for (const entry of entries) {
    const element = entry.target as HTMLElement;
    const key = element.dataset.key;
    if (!key) continue;
    // Not rounded: the space standing for rows taken out is the sum of their heights, and rounding each one would
    // move the rows still mounted by up to a pixel per row taken out.
    const height = entry.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
    if (height > 0 && heights.get(key) !== height) {
      heights.set(key, height);
      changed = true;
    }
  }
  return changed;
}
