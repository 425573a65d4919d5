// Notifications and unread state between two people (issue #29): ada mentions ben in a post while ben is on
// /discover; ben's Notifications entry and tab title go up without a reload, ada's 20 messages light up his Inbox
// entry, and the notification opens the post's own page with its comments open; reading brings the counts down.
import { test, expect, startSignedIn, acceptCookies, callAs } from './fixtures';

const BEN_UID = 'u0000000002';
/** A first page load in a busy machine's preview server. */
const FIRST_LOAD = { timeout: 45_000 };
/** The inbox list is fetched 3 s after `i` (spec section 4); a loaded machine adds to it. */
const LIVE = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

test('ada mentions ben: his counts and tab title go up live, and the notification opens the post', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ben');
  await page.goto('/discover');
  const rail = page.getByRole('navigation', { name: 'Navegação principal' }).first();
  const notificationsEntry = rail.getByRole('link', { name: 'Notificações', exact: true });
  await expect(notificationsEntry).toBeVisible(FIRST_LOAD);
  const inboxEntry = rail.getByRole('link', { name: 'Mensagens', exact: true });
  const badge = (entry: typeof inboxEntry) => entry.locator('.side-nav__badge');
  const titleCount = async () => Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
  // The seed leaves ben unread chats and notifications: once both are counted, the title shows their sum (less the
  // "sent you a message" notices of chats already counted: a message is counted once).
  await expect(badge(inboxEntry)).toBeVisible(LIVE);
  await expect(badge(notificationsEntry)).toBeVisible(LIVE);
  const count = async (entry: typeof inboxEntry) => Number(await badge(entry).textContent());
  const chatsBefore = await count(inboxEntry);
  await expect.poll(titleCount, LIVE).toBeGreaterThanOrEqual(chatsBefore);
  const before = await titleCount();
  expect(before).toBeLessThanOrEqual(chatsBefore + (await count(notificationsEntry)));
  await expect(page).toHaveTitle(`(${before}) descobrir · app`);

  await callAs(request, 'ada', '/app/post-new', {
    type: 'Text',
    text: 'Olá @ben, veja isto',
    tags: [],
    description: '',
    media: [],
    country: 'NG',
  });
  await expect.poll(() => page.title(), LIVE).toBe(`(${before + 1}) descobrir · app`);
  await expect(notificationsEntry).toHaveAccessibleDescription(/^\d+ não lidas?$/);

  // 20 messages from someone with no chat with ben yet: a new unread chat, and its (one) message notification; the
  // title counts them once, as the chat (issue #29: it counted the chat and its notice).
  const noticesBefore = await count(notificationsEntry);
  for (let i = 0; i < 20; i++)
    await callAs(request, 'eve', '/app/inbox/send', { to: BEN_UID, m: `mensagem ${i + 1}`, k: `e2e-notify-${i}` });
  await expect(inboxEntry).toHaveAccessibleDescription(new RegExp(`^${chatsBefore + 1} não lidas?$`), LIVE);
  await expect.poll(() => count(notificationsEntry), LIVE).toBe(noticesBefore + 1);
  await expect.poll(titleCount, LIVE).toBe(before + 1 + 1);
  // Steady: no second count arrives later.
  await page.waitForTimeout(1500);
  expect(await titleCount()).toBe(before + 2);
  const withMessages = await titleCount();

  await notificationsEntry.click();
  const mention = page.getByRole('link', { name: /ada mencionou você em uma publicação/ });
  await expect(mention).toBeVisible(FIRST_LOAD);
  await expect(mention).toContainText('“Olá @ben, veja isto”');
  await mention.click();
  await expect(page).toHaveURL(/\/@ada\/post\/p\d{10}$/);
  const post = page.getByRole('article', { name: /@ada/ });
  await expect(post).toContainText('Olá @ben, veja isto');
  // Opened with its comments shown.
  await expect(post.getByRole('button', { name: /comentário/ })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => page.title(), LIVE).toBe(`(${withMessages - 1}) publicação · app`);
});

test('a permalink: unknown id is not found, signed out it asks to sign in first', async ({ page, request }) => {
  await acceptCookies(page);
  await page.goto('/@ada/post/p0000000300');
  await expect(page).toHaveURL(/\/sign-in/, FIRST_LOAD);
  await startSignedIn(page, request, 'ben');
  await page.goto('/@ada/post/p9999999999');
  await expect(page.getByText('Esta publicação não existe ou foi apagada.')).toBeVisible(FIRST_LOAD);
  await page.goto('/@ada/post/not-a-post');
  await expect(page.getByRole('heading', { name: /não encontrad/i })).toBeVisible(FIRST_LOAD);
});
