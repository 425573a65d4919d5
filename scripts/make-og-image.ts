// Draws the link-preview image (client/public/og-image.png, 1200×630, Open Graph's large card) once, in Debian's
// Chromium, from the logo and the site's name: `node scripts/make-og-image.ts`, then commit the PNG. The build
// only links it (client/build/public-pages.ts headTags); nothing draws it at build time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test-env.ts';

const client = join(import.meta.dirname, '..', 'client');
const logo = readFileSync(join(client, 'public', 'logo.svg'), 'utf8');

// Words in both languages: one image serves the Portuguese and the English pages.
const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: grid; place-content: center; gap: 36px;
    background: linear-gradient(135deg, #0b1120 0%, #1e3a8a 100%); color: #f8fafc;
    font-family: 'DejaVu Sans', system-ui, sans-serif; text-align: center; }
  .brand { display: flex; align-items: center; justify-content: center; gap: 32px; font-size: 132px; font-weight: 700; letter-spacing: -2px; }
  .brand svg { width: 150px; height: 150px; }
  ul { display: flex; justify-content: center; gap: 18px; margin: 0; padding: 0; list-style: none; font-size: 30px; }
  li { padding: 10px 26px; border: 2px solid #3b82f6; border-radius: 999px; color: #dbeafe; }
</style></head><body>
  <div class="brand">${logo}<span>OSB</span></div>
  <ul><li>Social</li><li>Pay</li><li>Cloud</li><li>Map</li><li>Market</li></ul>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: join(client, 'public', 'og-image.png'), type: 'png' });
} finally {
  await browser.close();
}
