// The web app manifest (client/public/manifest.webmanifest) that /download's installation relies on: linked from
// index.html, and installable — a name, a start URL, standalone display, and PNG icons of 192 and 512 px that
// exist at the size they claim (plus maskable ones for Android's shaped icons).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const client = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(client, 'public', 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('is linked from index.html', () => {
    expect(readFileSync(join(client, 'index.html'), 'utf8')).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('has what a browser needs to offer installation', () => {
    expect(manifest.name).toBe('OSB');
    expect(manifest.start_url).toMatch(/^\//);
    expect(manifest.display).toBe('standalone');
    for (const purpose of ['any', 'maskable'])
      for (const size of ['192x192', '512x512'])
        expect(manifest.icons.some((i) => i.purpose === purpose && i.sizes === size && i.type === 'image/png')).toBe(true);
  });

  it('names icons that exist at the size they claim', () => {
    for (const icon of manifest.icons) {
      const file = join(client, 'public', icon.src);
      if (icon.type === 'image/png') expect([icon.src, pngSize(file)]).toEqual([icon.src, icon.sizes]);
      else expect(readFileSync(file, 'utf8')).toContain('<svg');
    }
  });
});
