// Social journeys (spec sections 2–5): browsing For you by infinite scroll, creating each type of post with its
// limits, editing and deleting one's own post, following someone and seeing Following change, #tags and @mentions,
// search with recent searches, focus, and screenshots of discover, a profile and the create-post dialog in light,
// dark and mobile.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/test-env.ts';
import { E2E_API_BASE } from './env';
import { test, expect, signIn, acceptCookies, users, PASSWORD, setMockFaults, clearMockFaults, openAs } from './fixtures';

// A fake microphone that is allowed, so recording audio in the browser (spec section 5) really records.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['microphone'],
});

const fixture = (name: string): string => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const SCREENSHOTS = '/tmp/social-screens';

// The machine may be busy (several suites run side by side): first visits get more time than the default 10 s.
const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

async function signInToDiscover(page: Page): Promise<void> {
  await signIn(page, 'ada');
  await expect(page).toHaveURL(/\/discover$/, SLOW);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible(SLOW);
}

async function openFabAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Ações' }).click();
  await expect(page.getByRole('listitem').getByRole('button', { name })).toBeVisible(SLOW);
  // The FAB's actions are a list (the page may have its own button with the same name).
  await page.getByRole('listitem').getByRole('button', { name }).click();
}

/** A session token for another user, signed in through the API as a second person's browser would be. */
async function tokenOf(page: Page, who: keyof typeof users): Promise<string> {
  const signInAnswer = await page.request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: users[who], password: PASSWORD } });
  return ((await signInAnswer.json()) as { data: { token: string } }).data.token;
}

/** Posts as another user through the API, as a second person would. */
async function postAs(page: Page, who: keyof typeof users, text: string): Promise<void> {
  const created = await page.request.post(`${E2E_API_BASE}/app/post-new`, {
    headers: { authorization: `Bearer ${await tokenOf(page, who)}` },
    data: { type: 'Text', text, tags: ['osb'], description: '', media: [], country: 'US' },
  });
  expect(created.status()).toBe(201);
}

test('browse For you past several pages by scrolling, with every post type, and come back to the same place', async ({ page }) => {
  await signInToDiscover(page);
  const feed = page.getByRole('feed', { name: 'Para você' });
  await expect(feed.getByRole('article')).toHaveCount(10);
  // Reading on: each time the reader reaches the end, the next page arrives below.
  await expect(async () => {
    await page.keyboard.press('End');
    expect(await feed.getByRole('article').count()).toBeGreaterThanOrEqual(50);
  }).toPass({ timeout: 60_000 });
  // Page by page, 10 posts at a time (a page is drawn a few posts per task, so once the drawing settles), none twice.
  await expect.poll(async () => (await feed.getByRole('article').count()) % 10).toBe(0);
  // Read once: a page still on its way may land between two separate reads.
  const ids = await feed.getByRole('article').evaluateAll((posts) => posts.map((p) => p.getAttribute('data-post-id')));
  expect(new Set(ids).size).toBe(ids.length);
  // All four types: a gallery, a video player, an audio player, a quote; each with author, time, likes, comments.
  await expect(feed.getByRole('group', { name: /^Fotos de @/ }).first()).toBeAttached();
  await expect(feed.locator('video').first()).toBeAttached();
  await expect(feed.getByRole('group', { name: /^Áudio de @/ }).first()).toBeAttached();
  await expect(feed.locator('.sc-post__quote').first()).toBeAttached();
  await expect(feed.getByRole('article').first().locator('time')).toBeVisible();

  // Leave from deep in the feed and come back: same posts, same place.
  const deep = feed.getByRole('article').nth(35);
  await deep.scrollIntoViewIfNeeded();
  const id = await deep.getAttribute('data-post-id');
  const y = await page.evaluate(() => window.scrollY);
  const loaded = await feed.getByRole('article').count();
  await deep.getByRole('link', { name: /^@/ }).first().click();
  await expect(page).toHaveURL(/\/@\w+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(feed.getByRole('article')).toHaveCount(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);
  await expect(page.locator(`[data-post-id="${id}"]`)).toBeInViewport();
});

test('issue #29: switching between Para você and Seguindo keeps each tab its place and its loaded pages', async ({ page }) => {
  await signInToDiscover(page);
  const forYou = page.getByRole('feed', { name: 'Para você' });
  await expect(async () => {
    await page.keyboard.press('End');
    expect(await forYou.getByRole('article').count()).toBeGreaterThanOrEqual(30);
  }).toPass({ timeout: 60_000 });
  await expect.poll(async () => (await forYou.getByRole('article').count()) % 10).toBe(0);
  const deep = forYou.getByRole('article').nth(22);
  await deep.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const id = await deep.getAttribute('data-post-id');
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(2000);
  const loaded = await forYou.getByRole('article').count();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/app/feed/list')) return;
    const { feed, page: n } = request.postDataJSON() as { feed: string; page: number };
    asked.push(`${feed}:${n}`);
  });

  // The tabs stay on screen down the feed: switching needs no scrolling back up.
  const tabs = page.getByRole('tablist', { name: 'Feeds' });
  await expect(tabs).toBeInViewport();
  await tabs.getByRole('tab', { name: 'Seguindo' }).click();
  const following = page.getByRole('feed', { name: 'Seguindo' });
  await expect(following.getByRole('article').first()).toBeVisible(SLOW);
  await following
    .getByRole('article')
    .nth(2)
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const followingY = await page.evaluate(() => window.scrollY);

  await tabs.getByRole('tab', { name: 'Para você' }).click();
  await expect(forYou.getByRole('article')).toHaveCount(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);
  // In For you's list: the same post can also be in Following's, which stays in the page, hidden.
  await expect(forYou.locator(`[data-post-id="${id}"]`)).toBeInViewport();
  // Following, hidden, keeps its rendering (content-visibility: hidden rather than display: none), so showing it again
  // lays none of its posts out anew (the bench's "switch feed tabs" INP, issue #36); meanwhile it takes no space.
  const followingPanel = page.locator('#feed-panel-following');
  await expect(followingPanel).toHaveCSS('content-visibility', 'hidden');
  expect((await followingPanel.boundingBox())?.height).toBe(0);
  await expect(following).toBeHidden();

  await tabs.getByRole('tab', { name: 'Seguindo' }).click();
  await expect(following.getByRole('article').first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(followingY - 50);
  // Nothing was loaded again: For you kept its pages, Following its first.
  expect(asked.filter((call) => call.endsWith(':1'))).toEqual(['following:1']);
});

test("issue #29: a post's exact time shows on keyboard focus as on hover, and is in the permalink's name", async ({ page }) => {
  await signInToDiscover(page);
  const post = page.getByRole('feed', { name: 'Para você' }).getByRole('article').first();
  const permalink = post.locator('a.sc-post__permalink');
  const tooltip = permalink.locator('.ui-time__exact');
  // What the card reads (a relative time, or the date once a week old), then the exact time in the reader's zone.
  await expect(permalink).toHaveAccessibleName(/^\S.* \d{1,2} de \w+\.? de \d{4}, \d{2}:\d{2} \(Africa\/Lagos\)$/);
  const shown = async () => ((await tooltip.boundingBox())?.width ?? 0) > 40;
  expect(await shown()).toBe(false);
  // From the author's name, Tab reaches the time's link: its tooltip shows.
  await post.getByRole('link', { name: /^@/ }).first().focus();
  await page.keyboard.press('Tab');
  await expect(permalink).toBeFocused();
  await expect.poll(shown).toBe(true);
  await expect(tooltip).toHaveText(/\d{4}, \d{2}:\d{2} \(Africa\/Lagos\)$/);
  // Escape hides it; moving on shows the next one again.
  await page.keyboard.press('Escape');
  await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  // The pointer shows it too.
  await page.mouse.move(0, 0);
  await permalink.hover();
  await expect.poll(shown).toBe(true);
});

test('newer posts wait behind the new-posts button and join the top without moving the list', async ({ page }) => {
  await signInToDiscover(page);
  await postAs(page, 'ben', 'Fresh from ben, just now #osb');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const button = page.getByRole('button', { name: '1 nova publicação' });
  await expect(button).toBeVisible();
  await expect(page.getByText('Fresh from ben, just now')).toHaveCount(0);
  await button.click();
  await expect(page.getByRole('feed').getByRole('article').first()).toContainText('Fresh from ben, just now');
});

test("coming back to Discover shows the reader's last For you page at once, while the fresh one loads in its place", async ({ page }) => {
  await signInToDiscover(page);
  const feed = page.getByRole('feed', { name: 'Para você' });
  const firstWords = ((await feed.getByRole('article').first().locator('p').first().textContent()) ?? '').trim();
  expect(firstWords).not.toBe('');
  // For you's first page is kept for the next visit (client/src/features/social/models/feed-cache.ts).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('feedFirstPage') !== null), SLOW).toBe(true);

  // Next visit, with the feed's answer held back: the kept page is drawn by the live app meanwhile.
  let releaseFeed = (): void => undefined;
  const feedHeld = new Promise<void>((resolve) => (releaseFeed = resolve));
  const feedList = `${E2E_API_BASE}/app/feed/list`;
  await page.route(feedList, async (route) => {
    await feedHeld;
    await route.continue();
  });
  await page.evaluate(() => location.reload());
  await expect(feed.getByRole('article').first()).toContainText(firstWords, SLOW);
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  // It is the page itself, not a picture of it: it can be used at once.
  await page.getByRole('button', { name: 'Criar publicação' }).click();
  await expect(page.getByRole('dialog', { name: 'Criar publicação' })).toBeVisible();
  await page.keyboard.press('Escape');
  releaseFeed();
  await expect(feed).toHaveAttribute('aria-busy', 'false', SLOW);
  await expect(feed.getByRole('article').first()).toContainText(firstWords);
  await page.unroute(feedList);

  // It is the reader's own: signing out forgets it, and the next person never sees it.
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/sign-in$/, SLOW);
  expect(await page.evaluate(() => localStorage.getItem('feedFirstPage'))).toBeNull();
});

test('like a post and comment on it', async ({ page }) => {
  await signInToDiscover(page);
  const post = page.getByRole('feed').getByRole('article').first();
  const like = post.getByRole('button', { name: 'Curtir' });
  const before = Number(await like.innerText());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(String(before + 1));
  await like.click();
  await expect(like).toHaveText(String(before));

  const comments = post.getByRole('button', { name: /^\d+ comentários?$/ });
  const count = Number(await comments.innerText());
  await comments.click();
  await post.getByRole('textbox', { name: 'Comentário' }).fill('Lovely one @ben');
  await post.getByRole('button', { name: 'Enviar' }).click();
  await expect(post.getByRole('region', { name: 'Comentários' }).getByText('Lovely one')).toBeVisible();
  await expect(comments).toHaveText(String(count + 1));
});

test("delete a comment on my post, someone else's too, after confirming; the count follows", async ({ page }) => {
  await postAs(page, 'ada', 'A post ada moderates the comments of');
  // ben comments on it through the API, as a second person would.
  const ben = { authorization: `Bearer ${await tokenOf(page, 'ben')}` };
  const feed = await page.request.post(`${E2E_API_BASE}/app/feed/list`, { headers: ben, data: { feed: 'forYou', page: 1 } });
  const postId = ((await feed.json()) as { data: { list: { id: string }[] } }).data.list[0]?.id;
  const added = await page.request.post(`${E2E_API_BASE}/app/post/comment/add`, {
    headers: ben,
    data: { id: postId, text: 'A comment by ben' },
  });
  expect(added.status()).toBe(201);

  await signInToDiscover(page);
  const post = page.getByRole('feed').getByRole('article').first();
  await expect(post).toContainText('A post ada moderates');
  const comments = post.getByRole('button', { name: /^\d+ comentários?$/ });
  await expect(comments).toHaveText('1');
  await comments.click();
  const region = post.getByRole('region', { name: 'Comentários' });
  const bens = region.getByRole('listitem').filter({ hasText: 'A comment by ben' });
  await bens.getByRole('button', { name: 'Excluir comentário' }).click();
  await bens.getByRole('group', { name: 'Excluir este comentário?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Comentário excluído')).toBeVisible();
  await expect(region.getByText('A comment by ben')).toHaveCount(0);
  await expect(comments).toHaveText('0');
  await expect(region.getByText('Nenhum comentário ainda.')).toBeVisible();
});

test('create a text post: the quote counts to 150, a longer paste is kept and refused, and the post tops For you', async ({ page }) => {
  await signInToDiscover(page);
  await openFabAction(page, 'Criar publicação');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Texto' }).check();
  await dialog.getByLabel('Citação').fill('Hello from the e2e journey #osb @ben');
  await expect(dialog.getByText('36/150')).toBeVisible();
  // Issue #29: a paste past 150 is not cut; the counter says it is over and Next waits.
  await dialog.getByLabel('Citação').fill('x'.repeat(170));
  await expect(dialog.getByLabel('Citação')).toHaveValue('x'.repeat(170));
  await expect(dialog.getByText('170/150')).toBeVisible();
  await expect(dialog.getByText('20 acima do limite de 150 caracteres: encurte o texto para enviar.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  await dialog.getByLabel('Citação').fill('Hello from the e2e journey #osb @ben');
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await expect(dialog.getByText('Passo 2 de 2')).toBeVisible();
  await dialog.getByLabel('Tags').fill('osb e2e');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Post created!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const top = page.getByRole('feed', { name: 'Para você' }).getByRole('article').first();
  await expect(top).toContainText('Hello from the e2e journey');
  await expect(top.getByRole('link', { name: '@ada' })).toBeVisible();
});

test('create an images post: 11 images, an 11th image and a 3MB one are refused with the exact alerts', async ({ page }) => {
  await signInToDiscover(page);
  await openFabAction(page, 'Criar publicação');
  const dialog = page.getByRole('dialog');
  const photo = readFileSync(fixture('photo.png'));
  const files = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({ name: `photo-${from + i + 1}.png`, mimeType: 'image/png', buffer: photo }));
  // Eleven at once: none goes in (never a silent ten).
  await dialog.getByLabel('Escolher imagens').setInputFiles(files(11, 20));
  await expect(dialog.getByRole('alert')).toHaveText('You can only select up to 10 images.');
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await dialog.getByLabel('Escolher imagens').setInputFiles(files(1));
  await dialog
    .getByLabel('Escolher imagens')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
  await expect(dialog.getByRole('alert')).toHaveText('Image huge.png is too large. Max size is 2MB.');
  await dialog.getByLabel('Escolher imagens').setInputFiles(files(9, 1));
  await expect(dialog.getByRole('listitem')).toHaveCount(10);
  await dialog.getByLabel('Escolher imagens').setInputFiles(files(1, 10));
  await expect(dialog.getByRole('alert')).toHaveText('You can only select up to 10 images.');
  await expect(dialog.getByRole('listitem')).toHaveCount(10);
  // Keep three, so the post's gallery shows three tiles.
  for (let i = 0; i < 7; i++) await dialog.getByRole('button', { name: 'Remover imagem 1', exact: true }).click();
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByLabel('Descrição').fill('Three skies #art');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Post created!')).toBeVisible();
  const top = page.getByRole('feed', { name: 'Para você' }).getByRole('article').first();
  await expect(top).toContainText('Three skies');
  const tiles = top.getByRole('group', { name: 'Fotos de @ada' }).getByRole('button');
  await expect(tiles).toHaveCount(3);
  // The pictures come back from the content-delivery location.
  await expect
    .poll(() =>
      tiles
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(120);
  await tiles.nth(1).click();
  await expect(page.getByRole('dialog').getByText('Imagem 2 de 3')).toBeVisible();
});

test('issue #29: the same image chosen twice is in the list once and says so; a copy under another name posts as two tiles', async ({
  page,
}) => {
  await signInToDiscover(page);
  await openFabAction(page, 'Criar publicação');
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByLabel('Escolher imagens');
  await picker.setInputFiles(fixture('photo.png'));
  await picker.setInputFiles(fixture('photo.png'));
  await expect(dialog.getByRole('alert')).toHaveText('photo.png já foi escolhida: não foi adicionada de novo.');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  // The same bytes under another name are another choice (the upload is content-addressed: one key, twice).
  await picker.setInputFiles({ name: 'copy.png', mimeType: 'image/png', buffer: readFileSync(fixture('photo.png')) });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Remover imagem 1', exact: true }).click();
  await expect(dialog.getByRole('listitem').getByRole('img')).toHaveAccessibleName('copy.png');
  await picker.setInputFiles(fixture('photo.png'));
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByLabel('Descrição').fill('Twice the same sky');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Post created!')).toBeVisible();
  const top = page.getByRole('feed', { name: 'Para você' }).getByRole('article').first();
  await expect(top).toContainText('Twice the same sky');
  const tiles = top.getByRole('group', { name: 'Fotos de @ada' }).getByRole('button');
  await expect(tiles).toHaveCount(2);
  await tiles.nth(1).click();
  await expect(page.getByRole('dialog').getByText('Imagem 2 de 2')).toBeVisible();
});

test('create a video post: a video over 60 seconds is refused, a short one plays from the CDN', async ({ page }) => {
  await signInToDiscover(page);
  await openFabAction(page, 'Criar publicação');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Vídeo' }).check();
  await dialog.getByLabel('Escolher um vídeo').setInputFiles(fixture('long-90s.webm'));
  await expect(dialog.getByRole('alert')).toHaveText('Video too long (max 60 seconds)');
  await expect(dialog.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  await dialog.getByLabel('Escolher um vídeo').setInputFiles(fixture('clip.mp4'));
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByLabel('Descrição').fill('Two seconds of blue #video');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Post created!')).toBeVisible();
  const top = page.getByRole('feed', { name: 'Para você' }).getByRole('article').first();
  await expect(top).toContainText('Two seconds of blue');
  const video = top.locator('video');
  await expect(video).toHaveAttribute('src', /\/cdn\/m\/up\/[0-9a-f]{16}\.mp4$/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(2);
});

test('create an audio post recorded in the browser, and play it', async ({ page }) => {
  await signInToDiscover(page);
  await openFabAction(page, 'Criar publicação');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Áudio' }).check();
  await dialog.getByRole('button', { name: 'Gravar' }).click();
  await expect(dialog.getByText(/^Gravando…/)).toBeVisible();
  await page.waitForTimeout(1500);
  await dialog.getByRole('button', { name: 'Parar' }).click();
  await expect(dialog.getByText(/^Gravação pronta/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByLabel('Descrição').fill('A quick voice note #music');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Post created!')).toBeVisible();
  const top = page.getByRole('feed', { name: 'Para você' }).getByRole('article').first();
  await expect(top).toContainText('A quick voice note');
  const player = top.getByRole('group', { name: 'Áudio de @ada' });
  await expect(player.locator('audio')).toHaveAttribute('src', /\/cdn\/m\/up\/[0-9a-f]{16}\.weba$/);
  await player.getByRole('button', { name: 'Reproduzir' }).click();
  await expect(player.getByRole('button', { name: 'Pausar' })).toBeVisible();
});

test('an audio file can be chosen instead of recording', async ({ page }) => {
  await signInToDiscover(page);
  await openFabAction(page, 'Criar publicação');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Áudio' }).check();
  await dialog.getByLabel('Escolher um arquivo de áudio').setInputFiles(fixture('sound.webm'));
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Post created!')).toBeVisible();
  await expect(
    page.getByRole('feed', { name: 'Para você' }).getByRole('article').first().getByRole('group', { name: 'Áudio de @ada' }),
  ).toBeVisible();
});

test('follow a user from their profile and see Following change', async ({ page }) => {
  await signInToDiscover(page);
  await page.getByRole('tab', { name: 'Seguindo' }).click();
  const following = page.getByRole('feed', { name: 'Seguindo' });
  await expect(following.getByRole('article').first()).toBeVisible();
  await expect(following.getByRole('link', { name: '@hugo' })).toHaveCount(0);

  await page.goto('/@hugo');
  await expect(page.getByRole('heading', { level: 1, name: /@hugo/ })).toBeVisible(SLOW);
  const followers = page.getByRole('definition').nth(1);
  const before = Number(await followers.innerText());
  await page.getByRole('button', { name: 'Seguir' }).click();
  await expect(page.getByRole('button', { name: 'Deixar de seguir' })).toBeVisible();
  await expect(followers).toHaveText(String(before + 1));

  await page.getByRole('link', { name: 'Descobrir' }).first().click();
  await page.getByRole('tab', { name: 'Seguindo' }).click();
  await expect(page.getByRole('feed', { name: 'Seguindo' }).getByRole('link', { name: '@hugo' }).first()).toBeVisible();

  // The Message button opens the chat with them.
  await page.goto('/hugo');
  await page.getByRole('button', { name: 'Mensagem' }).click();
  await expect(page).toHaveURL(/\/inbox\/u0000000008$/);
});

test('delete my own post from my profile: it leaves the profile, its count and For you', async ({ page }) => {
  await postAs(page, 'ben', 'A post by ben that ada cannot delete');
  await postAs(page, 'ada', 'A post ada deletes in the e2e journey');
  await signInToDiscover(page);
  const forYou = page.getByRole('feed', { name: 'Para você' });
  await expect(forYou.getByRole('article').first()).toContainText('A post ada deletes');
  // Someone else's post can only be reported.
  const bens = forYou.getByRole('article').nth(1);
  await expect(bens).toContainText('A post by ben');
  await bens.getByRole('button', { name: 'Opções da publicação' }).click();
  await expect(bens.getByRole('menuitem', { name: 'Denunciar' })).toBeVisible();
  await expect(bens.getByRole('menuitem', { name: 'Excluir publicação' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/@ada');
  await expect(page.getByRole('heading', { level: 1, name: /@ada/ })).toBeVisible(SLOW);
  const postsCount = page.getByRole('definition').first();
  const before = Number(await postsCount.innerText());
  const mine = page.getByRole('article').filter({ hasText: 'A post ada deletes' });
  await mine.getByRole('button', { name: 'Opções da publicação' }).click();
  await mine.getByRole('menuitem', { name: 'Excluir publicação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir esta publicação?' });
  await expect(dialog.getByText('Isto não pode ser desfeito.', { exact: false })).toBeVisible(SLOW);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Publicação excluída')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(mine).toHaveCount(0);
  await expect(postsCount).toHaveText(String(before - 1));

  // Gone for good: For you after a reload no longer has it.
  await page.goto('/discover');
  await expect(forYou.getByRole('article').first()).toContainText('A post by ben', SLOW);
  await expect(page.getByText('A post ada deletes in the e2e journey')).toHaveCount(0);
});

test('edit my own post: the quote and tags change everywhere, marked edited', async ({ page }) => {
  await postAs(page, 'ada', 'First words of a post ada edits');
  await signInToDiscover(page);
  const mine = page.getByRole('feed', { name: 'Para você' }).getByRole('article').first();
  await expect(mine).toContainText('First words of a post ada edits');
  await mine.getByRole('button', { name: 'Opções da publicação' }).click();
  await mine.getByRole('menuitem', { name: 'Editar publicação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar publicação' });
  await expect(dialog.getByLabel('Citação')).toHaveValue('First words of a post ada edits', SLOW);
  await dialog.getByLabel('Citação').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await dialog.getByLabel('Citação').fill('Better words, edited #osb');
  await dialog.getByLabel('Tags').fill('osb edited_e2e');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Publicação atualizada')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(mine).toContainText('Better words, edited');
  await expect(mine.getByText('editada')).toBeVisible();

  // The edit is the server's: the new tag's page lists it after a reload.
  await page.goto('/discover/tag/edited_e2e');
  await expect(page.getByRole('article').first()).toContainText('Better words, edited', SLOW);
  await expect(page.getByRole('article').first().getByText('editada')).toBeVisible();
});

test('click a #tag to its page and follow it, then an @mention to a profile', async ({ page }) => {
  await signInToDiscover(page);
  const tagLink = page.getByRole('feed').getByRole('link', { name: '#osb' }).first();
  await tagLink.click();
  await expect(page).toHaveURL(/\/discover\/tag\/osb$/);
  await expect(page.getByRole('heading', { level: 1, name: '#osb' })).toBeVisible(SLOW);
  const posts = page.getByRole('feed', { name: '#osb' }).getByRole('article');
  await expect(posts).toHaveCount(10);
  await page.mouse.wheel(0, 20_000);
  await expect(posts).toHaveCount(20);
  await page.getByRole('button', { name: 'Seguir #osb' }).click();
  await expect(page.getByRole('button', { name: 'Deixar de seguir #osb' })).toBeVisible();

  const mention = page.getByRole('feed').locator('.rich-text__mention').first();
  const name = (await mention.innerText()).slice(1);
  await mention.click();
  await expect(page).toHaveURL(new RegExp(`/@${name}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`@${name}`) })).toBeVisible();
});

test('#música end to end: tag a post música, see it on the post, click the hashtag, the tag page lists the post', async ({ page }) => {
  await signInToDiscover(page);
  await openFabAction(page, 'Criar publicação');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Texto' }).check();
  await dialog.getByLabel('Citação').fill('Samba de roda, e2e');
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  // A word that cannot be a tag is named and blocks publishing; "Música" is a tag, stored as "música".
  await dialog.getByLabel('Tags').fill('Música rock&roll');
  await expect(dialog.getByRole('alert')).toContainText('Não pode ser tag: rock&roll');
  await expect(dialog.getByRole('button', { name: 'Publicar' })).toBeDisabled();
  await dialog.getByLabel('Tags').fill('Música');
  await expect(dialog).toContainText('#música');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const top = page.getByRole('feed', { name: 'Para você' }).getByRole('article').first();
  await expect(top).toContainText('Samba de roda, e2e');
  await top.getByRole('link', { name: '#música' }).click();
  await expect(page).toHaveURL(/\/discover\/tag\/m%C3%BAsica$/);
  await expect(page.getByRole('heading', { level: 1, name: '#música' })).toBeVisible(SLOW);
  await expect(page.getByRole('feed', { name: '#música' }).getByRole('article').first()).toContainText('Samba de roda, e2e', SLOW);
});

test('issue #29: @joão in text is no link, and /@joão is the 404 page, not Profile not found!', async ({ page }) => {
  await postAs(page, 'ben', 'Oi @joão e @ada');
  await signInToDiscover(page);
  const top = page.getByRole('feed', { name: 'Para você' }).getByRole('article').first();
  await expect(top).toContainText('Oi @joão e @ada');
  await expect(top.getByRole('link', { name: '@joão' })).toHaveCount(0);
  await expect(top.locator('.rich-text').getByRole('link', { name: '@ada' })).toBeVisible();
  await page.goto('/@joão');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible(SLOW);
  await expect(page.getByText('Profile not found!')).toHaveCount(0);
});

test('an unknown profile says Profile not found!', async ({ page }) => {
  await signInToDiscover(page);
  await page.goto('/@nobody_here');
  await expect(page.getByText('Profile not found!')).toBeVisible(SLOW);
});

test('search profiles with recent searches', async ({ page }) => {
  await signInToDiscover(page);
  await openFabAction(page, 'Buscar');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Search to connect globally!')).toBeVisible(SLOW);
  const box = dialog.getByLabel('Buscar nomes de usuário');
  await box.fill('ZZZQ');
  await expect(box).toHaveValue('zzzq');
  await box.press('Enter');
  await expect(dialog.getByText('Profile not found!')).toBeVisible();
  await box.fill('   ');
  await box.press('Enter');
  await expect(dialog.getByText('Search to connect globally!')).toBeVisible(SLOW);
  await box.fill('Ben');
  await box.press('Enter');
  await dialog.getByRole('link', { name: '@ben' }).click();
  await expect(page).toHaveURL(/\/@ben$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/discover');
  await openFabAction(page, 'Buscar');
  const recent = page.getByRole('dialog').getByRole('region', { name: 'Buscas recentes' });
  await expect(recent.getByRole('button')).toHaveText(['Limpar', 'ben', 'zzzq']);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches') ?? '{}') as Record<string, string[]>);
  expect(stored).toEqual({ u0000000001: ['ben', 'zzzq'] });
  await recent.getByRole('button', { name: 'ben' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: '@ben' })).toBeVisible();
  await page.getByRole('dialog').getByLabel('Buscar nomes de usuário').fill('');
  await page.getByRole('dialog').getByRole('button', { name: 'Limpar' }).click();
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Buscas recentes' })).toHaveCount(0);
});

test('issue #29: a display name and bio set in the account show on the profile, posts and search, for others too', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'ben');
  await expect(page).toHaveURL(/\/discover$/, SLOW);
  await page.goto('/account/edit-profile');
  await page.getByLabel('Nome de exibição').fill('Ben Carter', SLOW);
  await page.getByLabel('Bio').fill('Trades at dawn.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Update successful!')).toBeVisible();

  const ada = await openAs(browser, request, 'ada');
  await ada.goto('/@ben');
  const profile = ada.getByRole('region', { name: 'Perfil de Ben Carter (@ben)' });
  await expect(profile.getByRole('heading', { level: 1, name: /^Ben Carter/ })).toBeVisible(SLOW);
  await expect(profile.getByText('@ben', { exact: true }).first()).toBeVisible();
  await expect(profile.getByText('Trades at dawn.')).toBeVisible();
  const post = profile.getByRole('article').first();
  await expect(post).toHaveAccessibleName('Publicação de Ben Carter (@ben)', SLOW);
  await expect(post.getByRole('link', { name: 'Ben Carter' })).toHaveAttribute('href', '/@ben');

  await ada.goto('/discover');
  await openFabAction(ada, 'Buscar');
  const box = ada.getByRole('dialog').getByLabel('Buscar nomes de usuário');
  await box.fill('carter');
  await box.press('Enter');
  const result = ada.getByRole('dialog').getByRole('list', { name: 'Resultados' }).getByRole('link');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText('Ben Carter');
  await expect(result).toContainText('@ben');

  // Back on his own profile (opened before the change would be kept), ben reads the new name too.
  await page.goto('/@ben');
  await expect(page.getByRole('heading', { level: 1, name: /^Ben Carter/ })).toBeVisible(SLOW);
  await ada.context().close();
});

test('focus reads the people and tags you follow without counts, and reopens where you stopped', async ({ page }) => {
  await signInToDiscover(page);
  await page.goto('/focus');
  const room = page.getByRole('feed', { name: 'Foco' });
  await expect(room.getByRole('article').first()).toBeVisible(SLOW);
  await expect(room.getByRole('button', { name: 'Curtir' })).toHaveCount(0);
  // The reading room covers the frame: no side panels or rail where the reader looks.
  for (const [x, y] of [
    [40, 300],
    [200, 300],
    [640, 20],
  ]) {
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('.sc-focus') !== null, [x, y])).toBe(true);
  }
  // Tab stays in the room: nothing of the frame hidden behind it takes the focus.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('.sc-focus') !== null || document.activeElement === document.body),
    ).toBe(true);
  }
  const target = room.getByRole('article').nth(6);
  await target.scrollIntoViewIfNeeded();
  await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const id = await target.getAttribute('data-post-id');
  // Remembered per user, in this browser.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('focusPlace'))).toBe(JSON.stringify({ u0000000001: id }));
  await page.getByRole('link', { name: 'Sair do foco' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await page.goto('/focus');
  await expect(page.getByRole('separator')).toHaveText('Você parou aqui');
  await expect(page.locator(`[data-post-id="${id}"]`)).toBeInViewport();
});

for (const [mode, viewport, theme] of [
  ['light', { width: 1280, height: 860 }, 'light'],
  ['dark', { width: 1280, height: 860 }, 'dark'],
  ['mobile', { width: 390, height: 844 }, 'light'],
] as const) {
  test(`screenshots of discover, a profile and the create-post dialog (${mode})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript((value) => localStorage.setItem('theme', JSON.stringify(value)), theme);
    await signInToDiscover(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENSHOTS}/discover-${mode}.png` });
    await page.goto('/@ben');
    await expect(page.getByRole('heading', { level: 1, name: /@ben/ })).toBeVisible(SLOW);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENSHOTS}/profile-${mode}.png` });
    await page.goto('/discover');
    await openFabAction(page, 'Criar publicação');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Escolher imagens').setInputFiles(fixture('photo.png'));
    await dialog
      .getByLabel('Escolher imagens')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await expect(dialog.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/create-post-${mode}.png` });
  });
}

test('a post the server fails to take keeps what was written; once the server is back, Publish sends it once', async ({
  page,
  request,
}) => {
  await signInToDiscover(page);
  await openFabAction(page, 'Criar publicação');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Texto' }).check();
  await dialog.getByLabel('Citação').fill('Escrito antes da falha #osb');
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByLabel('Tags').fill('falha');

  await setMockFaults(request, { operationId: 'createPost', effect: 'status', status: 503 });
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(dialog.getByText('O serviço está indisponível agora. Tente de novo daqui a pouco.')).toBeVisible(SLOW);
  await expect(dialog.getByLabel('Tags')).toHaveValue('falha');
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog.getByLabel('Citação')).toHaveValue('Escrito antes da falha #osb');

  await clearMockFaults(request);
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, SLOW);
  const feed = page.getByRole('feed', { name: 'Para você' });
  await expect(feed.getByRole('article').first()).toContainText('Escrito antes da falha');
  await expect(feed.getByRole('article').filter({ hasText: 'Escrito antes da falha' })).toHaveCount(1);
});
