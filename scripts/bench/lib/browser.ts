// Debian's Chromium through Playwright (never a downloaded browser), and signing in the way a person does:
// through the app's own sign-in page, never with a token planted in storage.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PASSWORD, SIGN_IN_LABELS } from '../../test-env.ts';
import { chromiumFontEnv } from './fonts.ts';

export function launchChromium(): Promise<Browser> {
  const fonts = chromiumFontEnv();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    ...(Object.keys(fonts).length > 0 ? { env: { ...process.env, ...fonts } } : {}),
  });
}

/** Opens /sign-in, fills the form and waits until the app has left the sign-in page. */
export async function signInThroughPage(page: Page, origin: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel(SIGN_IN_LABELS.email, { exact: true }).fill(email);
  await page.getByLabel(SIGN_IN_LABELS.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: SIGN_IN_LABELS.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
}

/**
 * A signed-in context: a throw-away context signs in through the page, and its storage (the token the app
 * itself stored) seeds the new one, which therefore starts with an empty HTTP cache.
 */
export async function signedInContext(
  browser: Browser,
  origin: string,
  email: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const login = await browser.newContext();
  const page = await login.newPage();
  await signInThroughPage(page, origin, email);
  const storageState = await login.storageState();
  await login.close();
  return browser.newContext({ ...options, storageState });
}

/** Waits until the page has made no request for `quietMs` (after first render: lazy chunks, API calls). */
export async function waitForQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  let inflight = 0;
  let last = Date.now();
  const onRequest = (): void => {
    inflight += 1;
    last = Date.now();
  };
  const onDone = (): void => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (inflight === 0 && Date.now() - last >= quietMs) return;
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/** In-app navigation as a link click does it: the data router follows history's popstate. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
