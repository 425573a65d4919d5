// The docs search: the index the build writes finds a page by a word in its body, in Portuguese and English,
// accents or not, and answers with the page's URL in its language and the heading the words are under.
import { describe, expect, it } from 'vitest';
import { searchIndexJson } from './content-plugin.ts';
import { readSiteSource } from './content-source.ts';
import { buildSearchIndex } from './search-index.ts';
import { searchOver } from '../src/features/marketing/components/docs-search-engine.ts';

describe('the docs search index', () => {
  const pt = searchOver(searchIndexJson('pt', readSiteSource('pt')));
  const en = searchOver(searchIndexJson('en', readSiteSource('en')));

  it('finds a Portuguese page by a word of its body, pointing at the heading it is under', () => {
    // "Revogue" is only in the quick start's text, under "Quando a chave não pode" and "Crie uma chave".
    const hits = pt('revogue');
    expect(hits.map((h) => h.id)).toContain('/docs/api/quick-start#crie-uma-chave');
    expect(hits[0]?.page).toBe('Início rápido com uma chave de API');
  });

  it('finds an English page at its /en URL', () => {
    const hits = en('lifecycle');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.id.startsWith('/en/docs/'))).toBe(true);
    expect(hits[0]?.id).toBe('/en/docs/api/storage#cloudbucketrules');
  });

  it('folds accents and case, and finds words in code blocks', () => {
    expect(pt('configuracoes').length).toBeGreaterThan(0);
    expect(pt('OSB_API_KEY')[0]?.id).toMatch(/^\/docs\/api\//);
  });

  it('finds nothing for words no page has', () => {
    expect(pt('zzqxj')).toEqual([]);
  });

  it('indexes a page that starts with a heading under its own URL too', () => {
    const search = searchOver(
      buildSearchIndex([
        { url: '/docs/x/y', title: 'Page', description: 'A lead about widgets', sections: [{ id: 'a', heading: 'A', text: 'gizmo' }] },
      ]),
    );
    expect(search('widgets').map((h) => h.id)).toEqual(['/docs/x/y']);
    expect(search('gizmo').map((h) => h.id)).toEqual(['/docs/x/y#a']);
  });
});
