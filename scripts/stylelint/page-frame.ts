// The shared page frame (client/src/components/ui/page-frame.css) as data: what it sets on each of its classes, and
// whether a declaration clashes with that. Used by the stylelint rule osb/page-frame-overrides and by page-frame.test.ts.
import type { Root } from 'postcss';

/** What the frame sets on each of its classes outside media queries: `.page-card` → padding → var(--space-4), … */
export function frameDeclarations(root: Root): Map<string, Map<string, string>> {
  const sets = new Map<string, Map<string, string>>();
  for (const node of root.nodes) {
    if (node.type !== 'rule') continue;
    for (const selector of node.selectors) {
      if (!/^\.page-[a-z_-]+$/.test(selector)) continue;
      const decls = sets.get(selector) ?? new Map<string, string>();
      node.each((child) => {
        if (child.type === 'decl') decls.set(child.prop, child.value);
      });
      sets.set(selector, decls);
    }
  }
  return sets;
}

/** Whether longhand `long` is set by shorthand `short` (border-left by border, padding-top by padding). */
function partOf(long: string, short: string): boolean {
  if (short === 'border') return /^border-(top|right|bottom|left|color|style|width)/.test(long);
  if (/^border-(top|right|bottom|left)$/.test(short)) return long.startsWith(`${short}-`);
  if (short === 'flex') return /^flex-(grow|shrink|basis)$/.test(long);
  if (short === 'font') return /^(font-(size|weight|family|style)|line-height)$/.test(long);
  if (short === 'overflow') return /^overflow-[xy]$/.test(long);
  if (short === 'gap') return /^(row|column)-gap$/.test(long);
  return ['padding', 'margin', 'background', 'grid-template', 'list-style'].includes(short) && long.startsWith(`${short}-`);
}

/** Whether setting `property: value` clashes with what the frame sets on a class: another value, or through a shorthand. */
export function clashes(frame: ReadonlyMap<string, string>, property: string, value: string): boolean {
  return [...frame].some(([q, w]) => (property === q && value !== w) || partOf(property, q) || partOf(q, property));
}

/** The frame class a selector's subject (last compound) is, alone, e.g. `.cloud-activity > .page-muted` → `.page-muted`. */
export function bareFrameSubject(selector: string): string | null {
  const subject = selector.split(/[\s>+~]+/).pop() ?? '';
  return /^\.page-[a-z_-]+(::?[a-z-]+(\([^)]*\))?)*$/.test(subject) ? (/^\.page-[a-z_-]+/.exec(subject)?.[0] ?? null) : null;
}
