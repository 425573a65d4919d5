// stylelint rule osb/page-frame-overrides: an area stylesheet never re-sets, on a bare frame class, a property the shared
// page frame (client/src/components/ui/page-frame.css) sets on it, so an area's look never hangs on which stylesheet
// the browser loaded last (overrides go through `.page-x.area-x`).
import { readFileSync } from 'node:fs';
import postcss, { type Rule } from 'postcss';
import stylelint from 'stylelint';
import { bareFrameSubject, clashes, frameDeclarations } from './page-frame.ts';

export const ruleName = 'osb/page-frame-overrides';

const messages = stylelint.utils.ruleMessages(ruleName, {
  rejected: (selector: string, property: string, cls: string) =>
    `"${selector}" sets ${property}, which the page frame sets on ${cls}: override through ${cls}.<area-class> instead`,
});

const frames = new Map<string, Map<string, Map<string, string>>>();
function frameAt(path: string): Map<string, Map<string, string>> {
  let frame = frames.get(path);
  if (!frame) frames.set(path, (frame = frameDeclarations(postcss.parse(readFileSync(path, 'utf8')))));
  return frame;
}

/** Primary option: the path of page-frame.css (relative to the working directory, as stylelint runs from the repo root). */
const rule: stylelint.Rule<string> = (framePath) => (root, result) => {
  if (!stylelint.utils.validateOptions(result, ruleName, { actual: framePath, possible: [(v: unknown) => typeof v === 'string'] })) return;
  const frame = frameAt(framePath);
  root.walkRules((node: Rule) => {
    if (node.parent?.type === 'atrule' && /keyframes$/.test((node.parent as { name?: string }).name ?? '')) return;
    for (const selector of node.selectors) {
      const cls = bareFrameSubject(selector);
      const sets = cls ? frame.get(cls) : undefined;
      if (!cls || !sets) continue;
      node.each((child) => {
        if (child.type !== 'decl' || !clashes(sets, child.prop, child.value)) return;
        stylelint.utils.report({ result, ruleName, node: child, word: child.prop, message: messages.rejected(selector, child.prop, cls) });
      });
    }
  });
};
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
