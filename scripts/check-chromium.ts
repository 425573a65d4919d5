// Fails early, with the fix, when Debian's Chromium (the only browser e2e may use) is missing.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`e2e needs Chromium at ${path}. Install it with: sudo apt-get install -y chromium (never 'npx playwright install').`);
  process.exit(1);
}
