// The public site's URL per language (lib/locale-path.ts).
import { describe, expect, it } from 'vitest';
import { isPublicPath, localePath, urlLanguage, withoutLanguage } from '../locale-path';

describe('locale-path', () => {
  it('reads the language from the URL: English under /en, Portuguese elsewhere', () => {
    expect(urlLanguage('/en')).toBe('en');
    expect(urlLanguage('/en/docs/cloud/x')).toBe('en');
    expect(urlLanguage('/english')).toBe('pt');
    expect(urlLanguage('/docs')).toBe('pt');
    expect(withoutLanguage('/en')).toBe('/');
    expect(withoutLanguage('/en/about')).toBe('/about');
  });

  it('gives a marketing page its URL in each language, query and hash kept', () => {
    expect(localePath('/', 'en')).toBe('/en');
    expect(localePath('/docs/cloud/x#top', 'en')).toBe('/en/docs/cloud/x#top');
    expect(localePath('/en/blog?page=2', 'pt')).toBe('/blog?page=2');
    expect(localePath('/en/about', 'en')).toBe('/en/about');
    expect(localePath('/en', 'pt')).toBe('/');
  });

  it('leaves sign-in, the signed-in areas and other sites alone', () => {
    for (const href of ['/sign-in?mode=sign-up', '/discover', '/pay', '/@ada', 'https://x.com/osb', '//cdn.example/x'])
      expect(localePath(href, 'en')).toBe(href);
    expect(isPublicPath('/cloud')).toBe(false);
    expect(isPublicPath('/en/solutions/sms')).toBe(true);
  });
});
