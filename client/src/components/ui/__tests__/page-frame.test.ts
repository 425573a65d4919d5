// The shared page frame (page-frame.css): the areas use it instead of copies, never re-set what it sets on a bare
// frame class (their look would then hang on which stylesheet the browser happened to load last), and only the
// areas' own components load it, so it stays out of the first load of /, /sign-in and /discover.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import postcss from 'postcss';
import { clashes, frameDeclarations } from '../../../../../scripts/stylelint/page-frame.ts';

// An area stylesheet re-setting a frame property on a bare frame class is stylelint's osb/page-frame-overrides
// (stylelint.config.js, scripts/stylelint/page-frame-plugin.ts). What stays here needs more than one stylesheet at a
// time: the frame's own classes being there, the class lists the areas' components write, and who imports the frame.

const SRC = resolve(import.meta.dirname, '../../..');
const FRAME = join(SRC, 'components/ui/page-frame.css');
const AREAS = ['pay', 'market', 'cloud', 'admin', 'support', 'account'] as const;

interface Rule {
  selectors: string[];
  /** property, value, e.g. padding, var(--space-4) */
  declarations: [string, string][];
}

/** The rules of a stylesheet (media blocks included), each with its selectors and what it sets. */
function rules(css: string): Rule[] {
  const out: Rule[] = [];
  postcss.parse(css).walkRules((rule) => {
    const declarations: [string, string][] = [];
    rule.each((child) => {
      if (child.type === 'decl') declarations.push([child.prop, child.value]);
    });
    out.push({ selectors: rule.selectors, declarations });
  });
  return out;
}

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => join(dir, f));
}

/** What the frame sets on each of its classes (outside media queries): `.page-card` → padding: var(--space-4), … */
const frameSets = frameDeclarations(postcss.parse(readFileSync(FRAME, 'utf8')));

/** The properties a rule sets that the frame sets on `cls` to another value, or through a shorthand (border, border-left). */
function clashWith(cls: string, rule: Rule): string[] {
  const frame = frameSets.get(cls);
  return frame ? rule.declarations.filter(([p, v]) => clashes(frame, p, v)).map(([p]) => p) : [];
}

describe('page frame (components/ui/page-frame.css)', () => {
  it('holds the frame every area page shares: page grid, titles, actions, muted line, card, row, list, split, table', () => {
    for (const cls of [
      '.page-frame',
      '.page-frame__titles',
      '.page-frame__actions',
      '.page-muted',
      '.page-card',
      '.page-row',
      '.page-list',
      '.page-split',
      '.page-table',
    ]) {
      expect(frameSets.has(cls), cls).toBe(true);
    }
    // Spec section 9: one column at 768px and below (a rule that must be there, which stylelint cannot require).
    expect(readFileSync(FRAME, 'utf8')).toMatch(
      /@media \(max-width: 768px\) \{\s*\.page-split \{\s*grid-template-columns: minmax\(0, 1fr\);/,
    );
  });

  it.each(AREAS)(
    '%s: an element with a frame class and an area class takes its area look through .page-x.area-x, not .area-x alone',
    (area) => {
      const dir = join(SRC, 'features', area);
      // The class lists the area's components write: "page-card admin-card admin-task".
      const lists = files(dir, '.tsx')
        .filter((f) => !f.includes('__tests__'))
        .flatMap((f) =>
          [...readFileSync(f, 'utf8').matchAll(/className=(?:"([^"]*)"|\{`([^`$]*)|\{'([^']*)')/g)].map((m) =>
            (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/),
          ),
        );
      const clashes: string[] = [];
      for (const file of files(dir, '.css')) {
        for (const rule of rules(readFileSync(file, 'utf8'))) {
          for (const selector of rule.selectors) {
            const subject = selector.split(/[\s>+~]+/).pop() ?? '';
            if (!/^\.[a-z][a-z0-9_-]*$/.test(subject) || subject.startsWith('.page-')) continue;
            for (const list of lists.filter((l) => l.includes(subject.slice(1)))) {
              for (const cls of list.filter((c) => c.startsWith('page-'))) {
                const clash = clashWith(`.${cls}`, rule);
                if (clash.length > 0) clashes.push(`${relative(SRC, file)}: ${selector} { ${clash.join(', ')} } on .${cls}`);
              }
            }
          }
        }
      }
      expect([...new Set(clashes)]).toEqual([]);
    },
  );

  it('no component writes a retired area copy of a frame class (they have no style left: pay-card → page-card, cloud-row → page-row, …)', () => {
    const names = [
      'pay-page',
      'pay-page__titles',
      'pay-page__actions',
      'pay-lead',
      'pay-muted',
      'pay-fee-line',
      'pay-count',
      'pay-break',
      'pay-loading',
      'pay-load-error',
      'pay-card',
      'pay-card__head',
      'pay-ad__head',
      'pay-split',
      'pay-stack',
      'pay-table-wrap',
      'pay-requests',
      'pay-gifts',
      'pay-offers',
      'pay-ads',
      'pay-orders',
      'pay-request__amount',
      'cloud-page',
      'cloud-page__titles',
      'cloud-page__actions',
      'cloud-row',
      'cloud-row--spread',
      'cloud-muted',
      'cloud-break',
      'cloud-loading',
      'cloud-card',
      'cloud-list',
      'cloud-plain',
      'cloud-bars',
      'cloud-split',
      'cloud-split--even',
      'cloud-stack',
      'cloud-table-wrap',
      'cloud-textarea',
      'cloud-stats',
      'cloud-stat',
      'market-page',
      'market-page__titles',
      'market-page__actions',
      'market-muted',
      'market-loading',
      'market-load-error',
      'market-lines',
      'market-orders',
      'admin-page',
      'admin-page__titles',
      'admin-muted',
      'admin-break',
      'admin-row',
      'admin-row--spread',
      'admin-loading',
      'admin-list',
      'admin-reasons',
      'overview-card__header',
      'support-page',
      'support-titles',
      'support-row',
      'support-row--spread',
      'support-muted',
      'support-loading',
      'support-card',
      'support-textarea',
      'support-tickets',
      'support-messages',
      'account-row',
      'account-row--between',
      'account-list',
      'account-stack',
    ];
    const retired = new RegExp(`(?<![\\w-])(${names.join('|')})(?![\\w-])`);
    const uses = AREAS.flatMap((area) => files(join(SRC, 'features', area), '.tsx'))
      .filter((f) => !f.includes('__tests__'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(SRC, f)}:${i + 1}` }))
          .filter(({ line }) => /className/.test(line) && retired.test(line)),
      )
      .map(({ at, line }) => `${at}: ${line.match(retired)?.[0]}`);
    expect(uses).toEqual([]);
  });

  it('is loaded only by the areas’ own components, never by the shell, the app or an always-loaded module', () => {
    const importers = files(SRC, '.tsx')
      .concat(files(SRC, '.ts'))
      .filter((f) => !f.includes('__tests__') && readFileSync(f, 'utf8').includes('components/ui/page-frame.css'))
      .map((f) => relative(SRC, f));
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) expect(file, file).toMatch(new RegExp(`^features/(${AREAS.join('|')})/components/`));
  });
});
