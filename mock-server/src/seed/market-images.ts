// A product's generated pictures (served at /cdn/p/{id}.svg, {id}-2.svg, {id}-3.svg): a category colour, a simple
// category glyph and the product's initials, seen three ways, so every product has a small gallery without photos.
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

/** How many pictures each product's gallery has (/cdn/p/{id}.svg, then {id}-2.svg, {id}-3.svg). */
export const PRODUCT_VIEWS = 3;

/** A small deterministic number from a product id, so each product's pictures differ from its neighbours'. */
function hashOf(id: string): number {
  let hash = 7;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return hash;
}

/**
 * One of a product's pictures: view 1 the front (gradient, glyph, initials), view 2 a close-up (the glyph large
 * and turned, on stripes), view 3 the product in its box (light background, the glyph small on a shadowed card,
 * the title written out). Each is drawn from the id, so the same product always gets the same three.
 */
export function productSvg(id: string, title: string, category: MarketCategory, view = 1): string {
  const [dark, light] = PALETTE[category];
  const label = escapeXml(title);
  const initials = escapeXml(titleInitials(title));
  const turn = (hashOf(id) % 40) - 20;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${label}">`;
  if (view === 2) {
    return `${open}
<defs><pattern id="s-${id}" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(${45 + turn})"><rect width="24" height="24" fill="${light}"/><rect width="12" height="24" fill="${dark}" fill-opacity="0.35"/></pattern></defs>
<rect width="400" height="300" fill="url(#s-${id})"/>
<g transform="translate(200 150) rotate(${turn}) scale(2.6) translate(-50 -50)" fill="${dark}" stroke="#fff" stroke-width="2">${GLYPH[category]}</g>
</svg>`;
  }
  if (view === 3) {
    return `${open}
<rect width="400" height="300" fill="#f4f4f5"/>
<rect x="${110 + (hashOf(id) % 30)}" y="56" width="180" height="150" rx="14" fill="#000" fill-opacity="0.12"/>
<rect x="${100 + (hashOf(id) % 30)}" y="46" width="180" height="150" rx="14" fill="${dark}"/>
<g transform="translate(${140 + (hashOf(id) % 30)} 71) scale(1)" fill="${light}">${GLYPH[category]}</g>
<text x="200" y="250" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="600" fill="#27272a">${escapeXml(title.length > 34 ? `${title.slice(0, 33)}…` : title)}</text>
</svg>`;
  }
  return `${open}
<defs><linearGradient id="g-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g-${id})"/>
<g transform="translate(130 60) scale(1.4)" fill="#fff" fill-opacity="0.9">${GLYPH[category]}</g>
<text x="380" y="280" text-anchor="end" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" fill-opacity="0.8">${initials}</text>
</svg>`;
}
