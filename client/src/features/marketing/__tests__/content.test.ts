// The marketing content exists in both languages with the same pages, slugs and shape (links and the sitemap
// are checked against the router in app/routes/__tests__/marketing-links.test.ts).
import { describe, it, expect } from 'vitest';
import { loadContent, type ContentGroup } from '../content/load';
import { SOCIAL_NETWORKS } from '../components/marketing-nav';

const GROUPS: ContentGroup[] = ['home', 'company', 'solutions', 'blog', 'learn'];

/** The structure of a value with its words removed: keys, array lengths and value types. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

describe('marketing content', () => {
  it.each(GROUPS)('%s has the same shape in Portuguese and English', async (group) => {
    const [pt, en] = await Promise.all([loadContent(group, 'pt'), loadContent(group, 'en')]);
    expect(shape(pt)).toEqual(shape(en));
    expect(JSON.stringify(pt)).not.toEqual(JSON.stringify(en));
  });

  it('lists ten social networks (spec section 2)', () => {
    expect(SOCIAL_NETWORKS).toHaveLength(10);
  });
});
