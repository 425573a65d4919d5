// build/charset-first.ts: the character set is declared within the document's first 1024 bytes.
import { describe, expect, it } from 'vitest';
import { moveCharsetFirst } from './charset-first';

describe('moveCharsetFirst', () => {
  it('moves <meta charset> in front of the scripts the build put at the top of <head>', () => {
    const html = `<!doctype html>\n<html>\n  <head>\n    <script>${'x'.repeat(5000)}</script>\n    <meta charset="UTF-8" />\n    <title>t</title>\n  </head>\n</html>`;
    const out = moveCharsetFirst(html);
    expect(out.indexOf('<meta charset="UTF-8" />')).toBeLessThan(1024);
    expect(out.match(/<meta charset/g)).toHaveLength(1);
    expect(out).toContain('<title>t</title>');
    expect(out.replace('<meta charset="UTF-8" />', '').replace(/\s+/g, '')).toBe(
      html.replace('<meta charset="UTF-8" />', '').replace(/\s+/g, ''),
    );
  });

  it('leaves a page without one unchanged', () => {
    expect(moveCharsetFirst('<html><head><title>t</title></head></html>')).toBe('<html><head><title>t</title></head></html>');
  });
});
