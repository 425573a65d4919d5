// Every catalogue speaks both languages with the same keys and shapes, and the key types (i18n/keys.ts) know every
// catalogue: a misspelt key, a plural without its count, or a key one language lacks fails the typecheck.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Entry, MessageTable } from '../catalogue';
import { t } from '../index';
import type { Catalogues, MessageKey, Namespace, PluralKey } from '../keys';

const modules = import.meta.glob<Record<string, unknown>>('../messages/*.ts', { eager: true });

/** Exports registered into another export's namespace (a catalogue split so a first load carries only its half). */
const NAMESPACE_OF: Readonly<Record<string, string>> = { pagesAreas: 'pages' };

/** The { pt, en } catalogue each messages module exports, by the namespace it is registered under. */
function catalogues(): Map<string, { pt: MessageTable; en: MessageTable }> {
  const found = new Map<string, { pt: MessageTable; en: MessageTable }>();
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'object' && value !== null && 'pt' in value && 'en' in value) {
        const table = value as { pt: MessageTable; en: MessageTable };
        const namespace = NAMESPACE_OF[name] ?? name;
        const known = found.get(namespace);
        found.set(namespace, known ? { pt: { ...known.pt, ...table.pt }, en: { ...known.en, ...table.en } } : table);
      }
    }
  }
  return found;
}

/** Every namespace the key types know; `satisfies` fails the typecheck when keys.ts gains or loses one. */
const TYPED_NAMESPACES = {
  account: true,
  accountPages: true,
  accountReview: true,
  admin: true,
  amount: true,
  adminOverview: true,
  adminDisputes: true,
  adminContact: true,
  payP2pForm: true,
  auth: true,
  cloud: true,
  common: true,
  contact: true,
  docs: true,
  inbox: true,
  map: true,
  market: true,
  marketing: true,
  pages: true,
  pay: true,
  platformStatus: true,
  payReceipt: true,
  play: true,
  report: true,
  rules: true,
  shell: true,
  social: true,
  socialCompose: true,
  support: true,
} as const satisfies Record<Namespace, true>;

const placeholders = (entry: Entry): string[] => {
  const texts = typeof entry === 'string' ? [entry] : Object.values(entry);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')))].sort();
};

describe('catalogues', () => {
  it('the key types cover every messages module', () => {
    expect([...catalogues().keys()].sort()).toEqual(Object.keys(TYPED_NAMESPACES).sort());
    expect(Object.keys(modules)).toHaveLength(Object.keys(TYPED_NAMESPACES).length + Object.keys(NAMESPACE_OF).length);
  });

  it('each namespace has the same keys in pt and en, the same shape (text or plural), and pt uses only the {params} en does', () => {
    const unlike: string[] = [];
    for (const [namespace, { pt, en }] of catalogues()) {
      expect(Object.keys(pt).sort(), namespace).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const portuguese = pt[key] ?? '';
        if (typeof portuguese !== typeof english) unlike.push(`${namespace}.${key}: text in one language, plural in the other`);
        // English is what the call sites are written against: Portuguese may leave a value out, never use one they do not fill.
        const unfilled = placeholders(portuguese).filter((name) => !placeholders(english).includes(name));
        if (unfilled.length > 0) unlike.push(`${namespace}.${key}: pt uses {${unfilled.join()}}, en does not`);
      }
    }
    expect(unlike).toEqual([]);
  });

  it('types the keys: pt and en tables match, a misspelt key or a plural without its count fails the typecheck', () => {
    type OnlyIn<A, B> = Exclude<keyof A, keyof B>;
    type Unmatched = {
      [N in Namespace]: OnlyIn<Catalogues[N]['pt'], Catalogues[N]['en']> | OnlyIn<Catalogues[N]['en'], Catalogues[N]['pt']>;
    }[Namespace];
    expectTypeOf<Unmatched>().toEqualTypeOf<never>();
    expectTypeOf<'common.close'>().toExtend<MessageKey>();
    expectTypeOf<'social.likes'>().toExtend<PluralKey>();

    // @ts-expect-error: no such key
    expect(t('common.closee')).toBe('common.closee');
    // @ts-expect-error: no such namespace
    expect(t('nowhere.close')).toBe('nowhere.close');
    // @ts-expect-error: a plural message needs its count
    expect(t('social.likes')).toBe('social.likes');
    // @ts-expect-error: count is a number, not already formatted text
    expect(t('social.likes', { count: '1' })).toBe('social.likes');
  });
});
