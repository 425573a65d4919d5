// Mention, hashtag and link recognition against ordinary and hostile text (spec section 5).
import { describe, it, expect } from 'vitest';
import { tokenize, type Token } from '../text-recognition';

const kinds = (tokens: Token[]) => tokens.map((t) => [t.kind, t.value, t.href ?? null]);

describe('text recognition (spec section 5)', () => {
  it('"@ followed by word characters is a mention" linking to the profile /@{username}', () => {
    expect(kinds(tokenize('hi @ben_2!'))).toEqual([
      ['text', 'hi ', null],
      ['mention', '@ben_2', '/@ben_2'],
      ['text', '!', null],
    ]);
  });

  it('"# followed by word characters is a hashtag" linking to /discover/tag/{tag}', () => {
    expect(kinds(tokenize('#Lagos#not and #café'))).toEqual([
      ['hashtag', '#Lagos', '/discover/tag/lagos'],
      ['text', '#not and ', null],
      ['hashtag', '#café', '/discover/tag/caf%C3%A9'],
    ]);
  });

  it('#música links to its tag page in one stored form (NFC, lower-case), as issue #29 asks', () => {
    expect(kinds(tokenize('#Música e #mu\u0301sica'))).toEqual([
      ['hashtag', '#Música', '/discover/tag/m%C3%BAsica'],
      ['text', ' e ', null],
      ['hashtag', '#mu\u0301sica', '/discover/tag/m%C3%BAsica'],
    ]);
  });

  it('a hashtag longer than a tag may be (40) stays text rather than linking to a tag that cannot exist', () => {
    expect(kinds(tokenize(`#${'a'.repeat(41)}`))).toEqual([['text', `#${'a'.repeat(41)}`, null]]);
  });

  it('issue #29: "@joão (a name that cannot exist by the username rule)" stays text; @Ada links to /@ada', () => {
    expect(kinds(tokenize('oi @joão e @Ada, @ab'))).toEqual([
      ['text', 'oi @joão e ', null],
      ['mention', '@Ada', '/@ada'],
      ['text', ', @ab', null],
    ]);
  });

  it('"bare domain-like text becomes an external https link"', () => {
    expect(kinds(tokenize('see example.com, www.a.co/path?q=1#x and https://x.org.'))).toEqual([
      ['text', 'see ', null],
      ['link', 'example.com', 'https://example.com/'],
      ['text', ', ', null],
      ['link', 'www.a.co/path?q=1#x', 'https://www.a.co/path?q=1#x'],
      ['text', ' and ', null],
      ['link', 'https://x.org', 'https://x.org/'],
      ['text', '.', null],
    ]);
  });

  it('keeps a closing parenthesis the link opened, drops one the sentence opened', () => {
    expect(kinds(tokenize('(en.wikipedia.org/wiki/Rock_(band))'))).toEqual([
      ['text', '(', null],
      ['link', 'en.wikipedia.org/wiki/Rock_(band)', 'https://en.wikipedia.org/wiki/Rock_(band)'],
      ['text', ')', null],
    ]);
  });

  it('an e-mail address, a mid-word @ or # and plain numbers stay text', () => {
    for (const text of ['ben@example.com', 'a@b', 'x#y', 'v1.2.3', 'e.g. i.e.', '3.14', 'localhost:3000']) {
      expect(kinds(tokenize(text))).toEqual([['text', text, null]]);
    }
  });

  it('never produces a javascript:, data: or other non-http(s) href', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'javascript://example.com/%0aalert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/x',
      'mailto:a@example.com',
      'xhttps://x.org',
    ];
    for (const text of hostile) {
      for (const token of tokenize(text)) {
        if (token.kind === 'link') expect(token.href).toMatch(/^https?:\/\//);
        else if (token.href) expect(token.href.startsWith('/')).toBe(true);
      }
    }
  });

  it('bidirectional override characters never become part of a link', () => {
    const tokens = tokenize('go to evil.com\u202Egpj.exe now');
    for (const token of tokens) {
      if (token.kind === 'link') expect(token.value).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    }
  });

  it('the tokens put back together are the original text', () => {
    const text = 'a @b #c d.com\n<script>alert(1)</script> &amp; \u202E end ' + 'w'.repeat(500);
    expect(
      tokenize(text)
        .map((t) => t.value)
        .join(''),
    ).toBe(text);
  });

  it('a 10,000-character word is handled quickly and stays one text token', () => {
    const word = 'a'.repeat(10_000);
    const started = performance.now();
    expect(tokenize(word)).toEqual([{ kind: 'text', value: word }]);
    tokenize('a.'.repeat(5_000));
    tokenize('@'.repeat(5_000) + 'b'.repeat(5_000));
    tokenize('a-'.repeat(5_000) + '.');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
