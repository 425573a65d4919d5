// A generated picture per market product (served at /cdn/p/{id}.svg): a category colour, a simple category
// glyph and the product's initials, so every card has a distinct image without shipping photos.
import type { MarketCategory } from './market.ts';

const PALETTE: Record<MarketCategory, readonly [string, string]> = {
  electronics: ['#1e3a8a', '#3b82f6'],
  foods: ['#9a3412', '#f59e0b'],
  clothings: ['#6b21a8', '#ec4899'],
  others: ['#065f46', '#10b981'],
};

const GLYPH: Record<MarketCategory, string> = {
  // A screen, a bowl, a shirt and a box, drawn in a 100×100 box.
  electronics: '<rect x="22" y="26" width="56" height="38" rx="4"/><rect x="40" y="68" width="20" height="6"/>',
  foods:
    '<path d="M18 46h64a32 26 0 0 1-64 0z"/><path d="M40 40c0-8 6-8 6-16M54 40c0-8 6-8 6-16" fill="none" stroke="#fff" stroke-width="4"/>',
  clothings: '<path d="M36 22l-18 12 8 14 8-4v36h32V44l8 4 8-14-18-12c-2 6-8 10-14 10s-12-4-14-10z"/>',
  others: '<path d="M50 18l30 14v36L50 82 20 68V32z"/><path d="M20 32l30 14 30-14M50 46v36" fill="none" stroke="#fff" stroke-width="3"/>',
};

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials of a title ("Noise-cancelling headphones" → "NH"). */
export function titleInitials(title: string): string {
  return title
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function productSvg(id: string, title: string, category: MarketCategory): string {
  const [dark, light] = PALETTE[category];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g-${id})"/>
<g transform="translate(130 60) scale(1.4)" fill="#fff" fill-opacity="0.9">${GLYPH[category]}</g>
<text x="380" y="280" text-anchor="end" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" fill-opacity="0.8">${escapeXml(titleInitials(title))}</text>
</svg>`;
}
