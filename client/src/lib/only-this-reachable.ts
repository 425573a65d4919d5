// Makes everything outside one element unreachable (the HTML `inert` attribute) while it is on screen: what a
// full-screen room over the frame needs so Tab, a screen reader's browse mode and a click cannot reach the top bar,
// rail or buttons hidden behind it. Live regions (toasts, status lines) and the cookie notice stay reachable; anything
// added later (a dialog opened from the room) is not touched.
const KEEP = '[aria-live], [role="status"], [role="alert"], .ui-cookie-banner';

/** Sets `inert` on everything beside the path from `element` up to <body>; answers the function that undoes it. */
export function makeOnlyThisReachable(element: HTMLElement): () => void {
  const changed: Element[] = [];
  const shutAround = (other: Element): void => {
    if (other.matches(KEEP) || other.hasAttribute('inert')) return;
    // Something to keep inside: shut its other parts only.
    if (other.querySelector(KEEP)) {
      for (const child of Array.from(other.children)) shutAround(child);
      return;
    }
    other.setAttribute('inert', '');
    changed.push(other);
  };
  for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) if (sibling !== node) shutAround(sibling);
  }
  return () => {
    for (const other of changed) other.removeAttribute('inert');
  };
}
