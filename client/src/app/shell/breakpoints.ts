// The layout's breakpoint, in a module of its own so the build's inline scripts (client/build) can read it
// without the app's state modules.

/** Spec sections 1 and 9: the mobile layout applies at max width 768px (global.css uses the same query). */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
