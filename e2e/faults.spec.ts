// The app under a failing API (issue #35), with the mock's fault controls: a feed call the server never answers ends
// in the client's timeout, read in Portuguese with a retry that works once the API answers again; a 503 on the feed
// reads as the service being unavailable, and the page loads again after the rule is cleared.
import type { Page } from '@playwright/test';
import { acceptCookies, clearMockFaults, expect, setMockFaults, signIn, test } from './fixtures';

const SLOW = { timeout: 30_000 };
const feed = (page: Page) => page.getByRole('feed').getByRole('article').first();

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a feed call that never answers times out with a message in Portuguese and a retry that works', async ({ page, request }) => {
  await setMockFaults(request, { operationId: 'listFeed', effect: 'hang' });
  await signIn(page, 'ada');
  await expect(page).toHaveURL(/\/discover$/, SLOW);
  // The client gives up after 15 s (lib/api/client.ts API_TIMEOUT_MS).
  await expect(page.getByText('O servidor demorou a responder. Tente de novo.')).toBeVisible({ timeout: 30_000 });
  await expect(feed(page)).toHaveCount(0);

  await clearMockFaults(request);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(feed(page)).toBeVisible(SLOW);
  await expect(page.getByText('O servidor demorou a responder. Tente de novo.')).toHaveCount(0);
});

test('a 503 on the feed says the service is unavailable; the page loads again once the rule is cleared', async ({ page, request }) => {
  await signIn(page, 'ada');
  await expect(feed(page)).toBeVisible(SLOW);
  await setMockFaults(request, { operationId: 'listFeed', effect: 'status', status: 503 });
  await page.reload();
  await expect(page.getByText('O serviço está indisponível agora. Tente de novo daqui a pouco.')).toBeVisible(SLOW);
  await clearMockFaults(request);
  await page.reload();
  await expect(feed(page)).toBeVisible(SLOW);
});
