// RichText renders a hostile corpus inert (spec section 5).
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RichText } from '../rich-text';

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt; &#106;avascript:alert(1)',
  'https://evil.com/"onmouseover="alert(1)',
  'look \u202Etxt.exe \u2066@ben\u2069 #tag',
  'x'.repeat(10_000),
].join('\n');

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <RichText text={text} />
    </MemoryRouter>,
  );
}

describe('<RichText> (spec section 5)', () => {
  it('mentions and hashtags are in-app links; domains open in a new tab with noopener', () => {
    renderText('hey @ada see #osb on example.com');
    expect(screen.getByRole('link', { name: '@ada' }).getAttribute('href')).toBe('/@ada');
    expect(screen.getByRole('link', { name: '#osb' }).getAttribute('href')).toBe('/discover/tag/osb');
    const external = screen.getByRole('link', { name: 'example.com' });
    expect(external.getAttribute('href')).toBe('https://example.com/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a hostile corpus renders inert: no script, iframe, img or svg, no on* attributes, only safe hrefs', () => {
    const { container } = renderText(HOSTILE);
    expect(container.querySelector('script, iframe, img, svg, object, embed')).toBeNull();
    for (const el of Array.from(container.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) expect(attr.name.startsWith('on')).toBe(false);
    }
    for (const a of Array.from(container.querySelectorAll('a'))) {
      expect(a.getAttribute('href')).toMatch(/^(\/|https?:\/\/)/);
    }
    // Entities are shown as typed, not decoded into markup.
    expect(container.textContent).toContain('&lt;script&gt;');
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('long words wrap via CSS overflow-wrap:anywhere', () => {
    const { container } = renderText('x'.repeat(10_000));
    expect(container.firstElementChild?.className).toContain('rich-text');
    const css = readFileSync(resolve(import.meta.dirname, '../../../styles/global.css'), 'utf8');
    expect(css).toMatch(/\.rich-text\s*\{[^}]*overflow-wrap:\s*anywhere/);
  });
});
