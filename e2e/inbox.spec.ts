// Inbox journeys with two people in two browser contexts (ada and ben): realtime chat with unread badges and
// read state, a new chat by username, a community with a post and a new member, and a cut connection after
// which every missed message shows exactly once and in order, messages that outlive a closed page, and
// notifications in the reader’s language (spec sections 2–5 and 8).
import type { Page } from '@playwright/test';
import { test, expect, advanceMockClock, callAs, cuttableSocket, openAs, setMockFaults } from './fixtures';

const BEN_UID = 'u0000000002';
/** A message the server has: sent, and by then maybe delivered to or read by the other side already. */
const STORED = /^(Enviada|Entregue|Lida)$/;
/** Spec section 4: `i` is fetched after 3 s; allow for it and the page's own work. */
const REALTIME = { timeout: 15_000 };
/** Spec section 4: the socket retries 10 s after it closes. */
const RECONNECT = { timeout: 30_000 };
/** A first page load compiles the app in the dev server; on a busy two-core machine that takes a while. */
const FIRST_LOAD = { timeout: 45_000 };

// Two browsers, a 3 s fetch delay and a 10 s reconnect per journey: more than the default minute.
test.describe.configure({ timeout: 180_000 });

const messages = (page: Page) => page.getByRole('list', { name: 'Mensagens' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Mensagem' });

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** The texts of the mounted message rows that contain `marker`, in screen order. */
async function rowsWith(page: Page, marker: string): Promise<string[]> {
  const texts = await messages(page).getByRole('listitem').allInnerTexts();
  return texts.map((text) => text.split('\n').find((line) => line.includes(marker)) ?? '').filter(Boolean);
}

test('ada and ben chat in realtime: unread badge, read state and reply', async ({ browser, request }) => {
  const ben = await openAs(browser, request, 'ben');
  await ben.goto('/inbox');
  const adaRow = ben.getByRole('link', { name: /^ada/ });
  await expect(adaRow).toBeVisible(FIRST_LOAD);
  await expect(adaRow).not.toHaveAccessibleName(/não lida/);

  const ada = await openAs(browser, request, 'ada');
  await ada.goto(`/inbox/${BEN_UID}`);
  await expect(ada.getByRole('heading', { level: 1, name: 'ben' })).toBeVisible(FIRST_LOAD);
  await send(ada, 'Olá ben, tudo bem?');
  const adaMessage = messages(ada).getByRole('listitem').filter({ hasText: 'Olá ben, tudo bem?' });
  await expect(adaMessage.getByText(STORED)).toBeVisible();

  // Ben's list gets the news through `i` (no reload): the chat moves up with an unread badge.
  await expect(adaRow).toHaveAccessibleName(/1 não lida\b/, REALTIME);
  await expect(adaRow).toContainText('Olá ben, tudo bem?');

  // Ben opens it: the badge clears and ada sees the message read (`x`).
  await adaRow.click();
  await expect(messages(ben).getByText('Olá ben, tudo bem?')).toBeVisible();
  await expect(adaRow).not.toHaveAccessibleName(/não lida/);
  await expect(adaMessage.getByText('Lida')).toBeVisible(REALTIME);

  await send(ben, 'Tudo ótimo, e você?');
  await expect(messages(ada).getByText('Tudo ótimo, e você?')).toBeVisible(REALTIME);
  // The reply is shown once, after ada's message.
  expect(await rowsWith(ada, 'tudo bem?')).toHaveLength(1);
  await expect(messages(ada).getByText('Tudo ótimo, e você?')).toHaveCount(1);
});

test('a new chat by username (Create Chat): validation, then the chat opens and the contact is added', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  await ada.goto('/inbox');
  await expect(ada.getByRole('link', { name: /^ben/ })).toBeVisible(FIRST_LOAD);
  await ada.getByRole('button', { name: 'Ações' }).click();
  await ada.getByRole('button', { name: 'Criar conversa' }).click();
  const dialog = ada.getByRole('dialog');
  const field = dialog.getByLabel('Nome de usuário');
  const message = dialog.getByRole('button', { name: 'Mensagem', exact: true });
  await expect(message).toBeDisabled();
  await field.fill('fe');
  await expect(dialog.getByText('Enter a valid username (3–25 letters, numbers, or underscores)')).toBeVisible();
  await expect(message).toBeDisabled();
  // Spec section 5: the input is lowercased. Ada already chats with fela: the existing chat opens.
  await field.fill('FELA');
  await expect(field).toHaveValue('fela');
  await expect(message).toBeEnabled();
  await message.click();
  await expect(ada).toHaveURL(/\/inbox\/[a-z][0-9a-z]{11}$/);
  await expect(ada.getByRole('heading', { level: 1, name: 'fela' })).toBeVisible();

  // Carlos is neither a chat nor a contact: the profile is found, added as a contact, and /inbox/{uid} opens. The
  // action button stands aside while a composer is on screen: back to the list for it.
  await ada.getByRole('link', { name: 'Mensagens', exact: true }).first().click();
  await ada.getByRole('button', { name: 'Ações' }).click();
  await ada.getByRole('button', { name: 'Criar conversa' }).click();
  await ada.getByRole('dialog').getByLabel('Nome de usuário').fill('carlos');
  await ada.getByRole('dialog').getByRole('button', { name: 'Mensagem', exact: true }).click();
  await expect(ada).toHaveURL(/\/inbox\/u0000000029$/);
  await expect(ada.getByRole('heading', { level: 1, name: 'carlos' })).toBeVisible();
  await expect(ada.getByText('Nenhuma mensagem ainda. Diga olá!')).toBeVisible();
  await send(ada, 'Oi carlos!');
  await expect(messages(ada).getByRole('listitem').filter({ hasText: 'Oi carlos!' }).getByText(STORED)).toBeVisible();
  // The new chat shows in the list once the inbox is fetched (the send pushes `i`).
  await expect(ada.getByRole('link', { name: /^carlos/ })).toBeVisible(REALTIME);
  await ada.getByRole('tab', { name: 'Contatos' }).click();
  await expect(ada.getByRole('link', { name: 'Enviar mensagem para carlos' })).toBeVisible();

  // A name that does not exist says so and stays in the dialog.
  await ada.getByRole('button', { name: 'Nova conversa' }).first().click();
  await ada.getByRole('dialog').getByLabel('Nome de usuário').fill('nobody_here');
  await ada.getByRole('dialog').getByRole('button', { name: 'Mensagem', exact: true }).click();
  await expect(ada.getByRole('dialog').getByText('Profile not found!')).toBeVisible();
});

test('create a community, post in it, and add ben, who receives its messages', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  await ada.goto('/inbox');
  await expect(ada.getByRole('link', { name: /^ben/ })).toBeVisible(FIRST_LOAD);
  await ada.getByRole('button', { name: 'Ações' }).click();
  await ada.getByRole('button', { name: 'Criar comunidade' }).click();
  const dialog = ada.getByRole('dialog');
  await dialog.getByLabel('Nome').fill('builders of lagos');
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(dialog.getByText('Enter a valid name (3–25 letters, numbers, or underscores)')).toBeVisible();
  await dialog.getByLabel('Nome').fill('e2e_builders');
  await dialog.getByLabel('Descrição').fill('People who build things');
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(ada.getByText('Comunidade criada')).toBeVisible();

  await expect(ada).toHaveURL(/\/inbox\/[a-z][0-9a-z]{13}$/);
  await expect(ada.getByRole('heading', { level: 1, name: 'e2e_builders' })).toBeVisible();
  await expect(ada.getByText('1 membro · People who build things')).toBeVisible();
  await send(ada, 'Bem-vindos à comunidade!');
  await expect(messages(ada).getByRole('listitem').filter({ hasText: 'Bem-vindos à comunidade!' }).getByText(STORED)).toBeVisible();

  await ada.getByRole('button', { name: 'Adicionar membros' }).click();
  await ada.getByRole('dialog').getByText('@ben').click();
  await ada.getByRole('dialog').getByRole('button', { name: 'Adicionar' }).click();
  await expect(ada.getByText('2 membros · People who build things')).toBeVisible();

  const ben = await openAs(browser, request, 'ben');
  await ben.goto('/inbox');
  const community = ben.getByRole('link', { name: /^e2e_builders\s*· Comunidade/ });
  await expect(community).toBeVisible(FIRST_LOAD);
  await community.click();
  await expect(messages(ben).getByText('Bem-vindos à comunidade!')).toBeVisible();
  await send(ben, 'Obrigado pelo convite');
  await expect(messages(ada).getByText('Obrigado pelo convite')).toBeVisible(REALTIME);
  await expect(messages(ada).getByText('@ben')).toBeVisible();
});

test('a cut connection: every missed message arrives exactly once and in order', async ({ browser, request }) => {
  const ben = await openAs(browser, request, 'ben');
  const socket = await cuttableSocket(ben);
  await ben.goto('/inbox/u0000000001');
  await expect(ben.getByRole('heading', { level: 1, name: 'ada' })).toBeVisible(FIRST_LOAD);
  const ada = await openAs(browser, request, 'ada');
  await ada.goto(`/inbox/${BEN_UID}`);
  await expect(ada.getByRole('heading', { level: 1, name: 'ben' })).toBeVisible(FIRST_LOAD);

  // Cut ben's socket: the banner shows, and nothing reaches him while ada writes three messages.
  await socket.cut();
  await expect(ben.getByRole('main').getByText('Você está sem conexão. Reconectando…')).toBeVisible();
  for (const text of ['perdida um', 'perdida dois', 'perdida três']) await send(ada, text);
  await expect(messages(ada).getByRole('listitem').filter({ hasText: 'perdida três' }).getByText(STORED)).toBeVisible();
  await ben.waitForTimeout(4_000);
  await expect(messages(ben).getByText('perdida um')).toHaveCount(0);

  // Reconnect (the 10 s retry): ben catches up with all three, once each, in order; the banner clears.
  socket.restore();
  await expect(ben.getByRole('main').getByText('Você está sem conexão. Reconectando…')).toHaveCount(0, RECONNECT);
  await expect(messages(ben).getByText('perdida três')).toBeVisible(REALTIME);
  expect(await rowsWith(ben, 'perdida')).toEqual(['perdida um', 'perdida dois', 'perdida três']);

  // Now ben is offline while he types three: they wait as pending, then go in the order typed, once each.
  await ben.context().setOffline(true);
  for (const text of ['offline a', 'offline b', 'offline c']) await send(ben, text);
  await expect(messages(ben).getByRole('listitem').filter({ hasText: 'offline c' }).getByText('Enviando…')).toBeVisible();
  await ben.waitForTimeout(2_000);
  await ben.context().setOffline(false);
  await expect(messages(ben).getByRole('listitem').filter({ hasText: 'offline c' }).getByText(STORED)).toBeVisible(REALTIME);
  await expect(messages(ada).getByText('offline c')).toBeVisible(REALTIME);
  expect(await rowsWith(ada, 'offline')).toEqual(['offline a', 'offline b', 'offline c']);
  expect(await rowsWith(ben, 'offline')).toEqual(['offline a', 'offline b', 'offline c']);
  expect(await rowsWith(ben, 'perdida')).toEqual(['perdida um', 'perdida dois', 'perdida três']);
});

test('messages that could not be sent survive closing the page, and go once when it opens again', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  // Every send fails on the way, as on a dead connection the browser does not notice.
  await ada.route(/\/inbox\/send$/, (route) => route.abort('internetdisconnected'));
  await ada.goto(`/inbox/${BEN_UID}`);
  await expect(ada.getByRole('heading', { level: 1, name: 'ben' })).toBeVisible(FIRST_LOAD);
  for (const text of ['guardada um', 'guardada dois']) await send(ada, text);
  await expect(messages(ada).getByRole('listitem').filter({ hasText: 'guardada dois' }).getByText('Enviando…')).toBeVisible();
  await ada.close();

  // The same browser profile opens the chat again, with the connection working.
  const again = await ada.context().newPage();
  await again.goto(`/inbox/${BEN_UID}`);
  await expect(messages(again).getByRole('listitem').filter({ hasText: 'guardada dois' }).getByText(STORED)).toBeVisible(REALTIME);
  expect(await rowsWith(again, 'guardada')).toEqual(['guardada um', 'guardada dois']);

  const ben = await openAs(browser, request, 'ben');
  await ben.goto('/inbox/u0000000001');
  await expect(messages(ben).getByText('guardada dois')).toBeVisible(FIRST_LOAD);
  expect(await rowsWith(ben, 'guardada')).toEqual(['guardada um', 'guardada dois']);
});

test('the 10,000-message chat opens at the newest message, keeps at most 60 rows mounted, and loads older ones without moving the reader', async ({
  browser,
  request,
}) => {
  const ada = await openAs(browser, request, 'ada');
  await ada.goto(`/inbox/${BEN_UID}`);
  const rows = messages(ada).getByRole('listitem');
  await expect(rows.first()).toBeVisible(FIRST_LOAD);
  const region = ada.getByRole('region', { name: 'Mensagens' });
  const size = async () => Number(await rows.first().getAttribute('aria-setsize'));
  const loaded = await size();
  // It opens at the bottom: the newest loaded message is on screen.
  await expect(messages(ada).locator(`[aria-posinset="${loaded}"]`)).toBeInViewport();

  /** Waits until no older page is still arriving (a short chat asks for one by itself on open). */
  const settled = () =>
    expect
      .poll(async () => {
        const first = await size();
        await ada.waitForTimeout(700);
        return (await size()) === first;
      })
      .toBe(true);

  for (let page = 1; page <= 4; page++) {
    await settled();
    const before = await size();
    await region.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect.poll(size).toBeGreaterThan(before);
    // The message that was at the top before the older page arrived is still on screen: the reader did not jump.
    const added = (await size()) - before;
    await expect(messages(ada).locator(`[aria-posinset="${added + 1}"]`)).toBeInViewport();
    expect(await rows.count()).toBeLessThanOrEqual(60);
  }
  expect(await size()).toBeGreaterThan(loaded + 150);
});

test('notifications read in the reader’s language, composed from the mock’s structured fields', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  await ada.goto('/inbox/notification');
  await expect(ada.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible(FIRST_LOAD);
  for (const sentence of [
    'ben enviou uma mensagem para você',
    'ben mencionou você em lagos_devs',
    '“@ada can you share the slides?”',
    'eve desafiou você para uma partida (20 OSBT)',
    'chidi começou a seguir você',
  ]) {
    await expect(ada.getByText(sentence, { exact: true })).toBeVisible();
  }
  // The server's English sentences are not what a Portuguese reader sees.
  await expect(ada.getByText(/sent you a message|mentioned you|started following you|challenged you/)).toHaveCount(0);
});

/** A call to the mock as a seeded person (what another person or staff does off screen). */
test("a suspended person's message is not sent and says why; once the suspension ends, Retry sends it", async ({ browser, request }) => {
  await callAs(request, 'chidi', '/app/report/add', { targetType: 'profile', targetId: BEN_UID, reason: 'spam' });
  await callAs(request, 'ada', '/admin/reports/action', {
    targetType: 'profile',
    targetId: BEN_UID,
    action: 'suspend',
    days: 1,
    note: 'Spam',
  });

  const ben = await openAs(browser, request, 'ben');
  await ben.goto('/inbox/u0000000001');
  await expect(ben.getByRole('heading', { level: 1, name: 'ada' })).toBeVisible(FIRST_LOAD);
  await send(ben, 'Posso explicar?');
  const row = messages(ben).getByRole('listitem').filter({ hasText: 'Posso explicar?' });
  await expect(row.getByText('Não enviada')).toBeVisible();
  // The end of the suspension in ben's own words and time zone, not the API's UTC instant.
  await expect(row.getByText(/^Sua conta está suspensa até \d{1,2} de [a-z]{3}\. de \d{4},? \d{2}:\d{2}: até lá/)).toBeVisible();

  await advanceMockClock(request, 25 * 60 * 60 * 1000);
  await row.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(row.getByText(STORED)).toBeVisible(REALTIME);
  await expect(row.getByText(/suspensa/)).toHaveCount(0);
});

test('the socket dropping every 20 s during a conversation: each message arrives once and in order, the banner comes and goes', async ({
  browser,
  request,
}) => {
  const ben = await openAs(browser, request, 'ben');
  await ben.goto('/inbox/u0000000001');
  await expect(ben.getByRole('heading', { level: 1, name: 'ada' })).toBeVisible(FIRST_LOAD);
  const ada = await openAs(browser, request, 'ada');
  await ada.goto(`/inbox/${BEN_UID}`);
  await expect(ada.getByRole('heading', { level: 1, name: 'ben' })).toBeVisible(FIRST_LOAD);
  const banner = (page: Page) => page.getByRole('main').getByText('Você está sem conexão. Reconectando…');

  // Every socket drops now and 20 s later (README "Fault controls"); each comes back on its 10 s retry.
  await setMockFaults(request, { effect: 'closeSocket', everyMs: 20_000, forMs: 30_000 });
  await expect(banner(ada)).toBeVisible();
  await send(ada, 'queda um');
  await expect(messages(ben).getByText('queda um')).toBeVisible(RECONNECT);
  await send(ben, 'queda dois');
  await expect(messages(ada).getByText('queda dois')).toBeVisible(RECONNECT);

  // The second drop: the banner again, and the conversation goes on through it.
  await expect(banner(ben)).toBeVisible(RECONNECT);
  await send(ben, 'queda três');
  await send(ada, 'queda quatro');
  await expect(messages(ada).getByText('queda três')).toBeVisible(RECONNECT);
  await expect(messages(ben).getByText('queda quatro')).toBeVisible(RECONNECT);

  // The rule is over: both back for good, every message once, in the order sent.
  await expect(banner(ada)).toHaveCount(0, RECONNECT);
  await expect(banner(ben)).toHaveCount(0, RECONNECT);
  for (const page of [ada, ben]) expect(await rowsWith(page, 'queda')).toEqual(['queda um', 'queda dois', 'queda três', 'queda quatro']);
});
