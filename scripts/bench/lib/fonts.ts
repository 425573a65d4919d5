// Which fonts the bench's Chromium sees: the system's, or the system's plus a folder of extra fonts given with
// `--extra-fonts=<dir>` or BENCH_EXTRA_FONTS (e.g. Debian's fonts-noto-core unpacked without installing it), through
// a fontconfig file of our own (FONTCONFIG_FILE) that includes the system configuration, adds the folder and keeps
// its cache in bench-results/, so nothing system-wide changes and other users of the machine see their fonts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BENCH_OUT } from './env.ts';

const SYSTEM_CONFIG = '/etc/fonts/fonts.conf';

/** The folder of extra fonts asked for, if any (absolute). */
export function extraFontsDir(): string | undefined {
  const dir = process.env.BENCH_EXTRA_FONTS;
  return dir ? resolve(dir) : undefined;
}

function fontFiles(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) count += fontFiles(path);
    else if (/\.(ttf|otf|ttc|woff2?)$/i.test(name)) count += 1;
  }
  return count;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let prepared: Record<string, string> | undefined;

/**
 * The environment Chromium is started with: {} for the system's fonts; FONTCONFIG_FILE for extra fonts. The cache
 * is built once here (fc-cache), as an installed package's is, so no measured load pays for scanning the folder.
 */
export function chromiumFontEnv(): Record<string, string> {
  if (prepared) return prepared;
  const dir = extraFontsDir();
  if (!dir) return (prepared = {});
  if (!existsSync(dir)) throw new Error(`--extra-fonts: ${dir} does not exist`);
  const home = join(BENCH_OUT, 'fontconfig');
  const cache = join(home, 'cache');
  mkdirSync(cache, { recursive: true });
  const file = join(home, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by scripts/bench/lib/fonts.ts: the system's fonts plus ${escapeXml(dir)} -->
<fontconfig>
  <include ignore_missing="no">${SYSTEM_CONFIG}</include>
  <dir>${escapeXml(dir)}</dir>
  <cachedir>${escapeXml(cache)}</cachedir>
</fontconfig>
`,
  );
  const env = { FONTCONFIG_FILE: file };
  try {
    execFileSync('fc-cache', [dir], { env: { ...process.env, ...env }, stdio: 'ignore' });
  } catch {
    // Without fc-cache, Chromium's first font lookup builds the cache itself (slower once, then the same).
  }
  return (prepared = env);
}

/** How many font families fontconfig offers Chromium (fc-list), or undefined without fc-list. */
function familyCount(env: Record<string, string>): number | undefined {
  try {
    const out = execFileSync('fc-list', [':', 'family'], { env: { ...process.env, ...env }, encoding: 'utf8' });
    return new Set(out.split('\n').filter(Boolean)).size;
  } catch {
    return undefined;
  }
}

/** One line for the results: which font set this run's Chromium had. */
export function describeFonts(): string {
  const env = chromiumFontEnv();
  const dir = extraFontsDir();
  const families = familyCount(env);
  const count = families === undefined ? '' : `, ${families} families by fc-list`;
  return dir ? `system fonts plus ${dir} (${fontFiles(dir)} font files${count})` : `system fonts only${count}`;
}
