// Shared e2e fixtures: every test starts from the mock's seed; signIn goes through the app's own sign-in page.
import { test as base, expect, type Browser, type Page, type APIRequestContext, type WebSocketRoute } from '@playwright/test';
import { PASSWORD, SIGN_IN_LABELS, USERS, type SeededUser } from '../scripts/test-env.ts';
import { E2E_API_BASE, E2E_APP_URL, E2E_MOCK_URL } from './env';

export { PASSWORD, type SeededUser };
/** The seeded people's emails by name. */
export const users = Object.fromEntries(Object.entries(USERS).map(([name, { email }]) => [name, email])) as Record<SeededUser, string>;

export async function resetMock(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${E2E_MOCK_URL}/__mock/reset`);
  expect(response.ok(), 'mock reset').toBeTruthy();
}

export async function advanceMockClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const response = await request.post(`${E2E_MOCK_URL}/__mock/clock`, { data: { advanceMs } });
  expect(response.ok(), 'mock clock').toBeTruthy();
}

/** Sets fault rules on the mock (README "Fault controls"); the seed reset before each test clears them. */
export async function setMockFaults(request: APIRequestContext, rules: object | object[]): Promise<void> {
  const response = await request.post(`${E2E_MOCK_URL}/__mock/faults`, { data: rules });
  expect(response.status(), `mock faults: ${await response.text()}`).toBe(201);
}

export async function clearMockFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${E2E_MOCK_URL}/__mock/faults`);
  expect(response.ok(), 'mock faults cleared').toBeTruthy();
}

/**
 * / and /sign-in arrive as build-time HTML, inert until the app's first render replaces it (client/build/
 * prerender.ts). A person cannot act on it; a journey waits for the live page instead of racing the swap.
 */
export async function waitForLiveApp(page: Page): Promise<void> {
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

/** Signs in through the sign-in page (labels are the default Portuguese ones). */
export async function signIn(page: Page, who: SeededUser | (string & {}), password = PASSWORD): Promise<void> {
  const email = who in users ? users[who as SeededUser] : who;
  await page.goto('/sign-in');
  await waitForLiveApp(page);
  await page.getByLabel(SIGN_IN_LABELS.email).fill(email);
  await page.getByLabel(SIGN_IN_LABELS.password).fill(password);
  await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
}

export const test = base.extend<{ resetSeed: void }>({
  // The worker's own SPA (env.ts), whose build calls the worker's own mock: never another worker's.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  baseURL: async ({}, use) => {
    await use(E2E_APP_URL);
  },
  // Every page load of a journey ends on the live app (waitForLiveApp), whichever page it opened.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForLiveApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForLiveApp(page);
      return response;
    };
    await use(page);
  },
  resetSeed: [
    async ({ request }, use) => {
      await resetMock(request);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };

/**
 * Starts the page already signed in (the token stored as the app stores it, spec section 3), for journeys
 * that are not about signing in. The sign-in page itself is covered by signIn() and auth.spec.ts.
 */
export async function startSignedIn(page: Page, request: APIRequestContext, who: SeededUser): Promise<void> {
  const response = await request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: users[who], password: PASSWORD } });
  expect(response.ok(), `sign-in of ${who}`).toBeTruthy();
  const { data } = (await response.json()) as { data: { token: string } };
  await page.addInitScript(
    ({ email, token }) => {
      // Only on the first load: a journey that logs out must not be signed back in by a reload.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('users', JSON.stringify({ [email]: { token, id: null } }));
    },
    { email: users[who], token: data.token },
  );
}

/** Accepts the cookie banner so it does not cover the page in screenshots and thumb-zone checks. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify('accepted')));
}

/** Sets the scene through the API as a seeded person (a report, a moderation action) when the journey is not about that step. */
export async function callAs(request: APIRequestContext, who: SeededUser, path: string, data: object): Promise<void> {
  const signedIn = await request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: users[who], password: PASSWORD } });
  const { data: session } = (await signedIn.json()) as { data: { token: string } };
  const response = await request.post(`${E2E_API_BASE}${path}`, { data, headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.ok(), `${who} ${path}`).toBeTruthy();
}

/**
 * The page's realtime socket behind a switch a journey flips: `cut()` closes it and refuses reconnections until
 * `restore()` lets the app's next retry through; `connected()` says whether a socket has been opened yet.
 */
export async function cuttableSocket(page: Page): Promise<{ connected: () => boolean; cut: () => Promise<void>; restore: () => void }> {
  let refused = false;
  let live: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/account\/get\/connect/, (ws) => {
    if (refused) {
      void ws.close({ code: 4000, reason: 'Cut by the test' });
      return;
    }
    live = ws;
    ws.connectToServer();
  });
  return {
    connected: () => live !== null,
    cut: async () => {
      refused = true;
      await live?.close({ code: 4000, reason: 'Cut by the test' });
    },
    restore: () => {
      refused = false;
    },
  };
}

/** A second (or third) person: their own browser context, cookies answered, already signed in. */
export async function openAs(browser: Browser, request: APIRequestContext, who: SeededUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await startSignedIn(page, request, who);
  return page;
}
