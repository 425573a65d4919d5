// Fails early, with the fix, when Debian's Chromium (the only browser e2e may use) is missing.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as path } from './test-env.ts';

if (!existsSync(path)) {
  console.error(`e2e needs Chromium at ${path}. Install it with: sudo apt-get install -y chromium (never 'npx playwright install').`);
  process.exit(1);
}
