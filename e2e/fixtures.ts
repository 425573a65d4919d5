// Shared e2e fixtures: every test starts from the mock's seed; signIn goes through the app's own sign-in page.
import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import { E2E_MOCK_URL } from './env';

export const PASSWORD = 'password';
export const users = {
  ada: 'ada@example.com',
  ben: 'ben@example.com',
  chidi: 'chidi@example.com',
  dana: 'dana@example.com',
  eve: 'eve@example.com',
} as const;
export type SeededUser = keyof typeof users;

export async function resetMock(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${E2E_MOCK_URL}/__mock/reset`);
  expect(response.ok(), 'mock reset').toBeTruthy();
}

export async function advanceMockClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const response = await request.post(`${E2E_MOCK_URL}/__mock/clock`, { data: { advanceMs } });
  expect(response.ok(), 'mock clock').toBeTruthy();
}

/** Signs in through the sign-in page (labels are the default Portuguese ones). */
export async function signIn(page: Page, who: SeededUser | string, password = PASSWORD): Promise<void> {
  const email = who in users ? users[who as SeededUser] : who;
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export const test = base.extend<{ resetSeed: void }>({
  resetSeed: [
    async ({ request }, use) => {
      await resetMock(request);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
