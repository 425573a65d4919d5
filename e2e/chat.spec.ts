// Chat as in Telegram and Element (issue #29), with two people in two browser contexts (ada and ben): sent,
// delivered and read marks; a message shown as soon as its `i` arrives; reply, edit and delete seen live by the
// other side (the menu by mouse and by keyboard); the unread divider and the "new messages" button; drafts that
// survive a reload; a chat with oneself refused in the person's language; one offline banner at a time.
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_BASE } from './env';
import { callAs, expect, openAs, PASSWORD, test, users, type SeededUser } from './fixtures';

const BEN_UID = 'u0000000002';
const ADA_UID = 'u0000000001';
/** Spec section 4: the inbox list is fetched 3 s after `i`; allow for it and the page's own work. */
const REALTIME = { timeout: 15_000 };
/** A first page load on a busy two-core machine takes a while. */
const FIRST_LOAD = { timeout: 45_000 };
/**
 * The open conversation shows a new message as soon as its `i` arrives: well under the list's 3 s wait (before the
 * fix it took ~3.5 s, so this bound fails if the conversation waits for the list fetch again).
 */
const AT_ONCE = { timeout: 2_500 };

test.describe.configure({ timeout: 180_000 });

const messages = (page: Page) => page.getByRole('list', { name: 'Mensagens' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Mensagem' });
const row = (page: Page, text: string) => messages(page).getByRole('listitem').filter({ hasText: text });

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** Calls the API as a seeded person and answers the envelope's data (setting the scene, not the journey). */
async function apiAs(request: APIRequestContext, who: SeededUser, path: string, data: object): Promise<Record<string, unknown>> {
  const signedIn = await request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: users[who], password: PASSWORD } });
  const { data: session } = (await signedIn.json()) as { data: { token: string } };
  const response = await request.post(`${E2E_API_BASE}${path}`, { data, headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.ok(), `${who} ${path}`).toBeTruthy();
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function openChat(page: Page, uid: string, name: string): Promise<void> {
  await page.goto(`/inbox/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
}

test('sent, delivered when ben’s device has it, read when he opens it; the open chat shows news at once', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  await openChat(ada, BEN_UID, 'ben');
  await send(ada, 'Só o servidor tem esta');
  // Ben has no page open: only the server has it.
  await expect(row(ada, 'Só o servidor tem esta').getByText('Enviada')).toBeVisible();
  await ada.waitForTimeout(4_000);
  await expect(row(ada, 'Só o servidor tem esta').getByText('Enviada')).toBeVisible();

  // Ben's inbox list fetches it: his device has it, he has not read it.
  const ben = await openAs(browser, request, 'ben');
  await ben.goto('/inbox');
  await expect(ben.getByRole('link', { name: /^ada/ })).toContainText('Só o servidor tem esta', FIRST_LOAD);
  await expect(row(ada, 'Só o servidor tem esta').getByText('Entregue')).toBeVisible(REALTIME);

  // He opens it: read.
  await ben.getByRole('link', { name: /^ada/ }).click();
  await expect(row(ben, 'Só o servidor tem esta')).toBeVisible();
  await expect(row(ada, 'Só o servidor tem esta').getByText('Lida')).toBeVisible(REALTIME);

  // Both on the chat: each new message shows on the other side as soon as its `i` arrives, and is read there.
  const started = Date.now();
  await send(ada, 'Chegou na hora?');
  await expect(row(ben, 'Chegou na hora?')).toBeVisible(AT_ONCE);
  const shownAfter = Date.now() - started;
  await expect(row(ada, 'Chegou na hora?').getByText('Lida')).toBeVisible(AT_ONCE);
  const readAfter = Date.now() - started;
  test
    .info()
    .annotations.push({ type: 'figures', description: `shown on the other side after ${shownAfter} ms, read mark after ${readAfter} ms` });
});

test('ben replies to ada’s message, ada edits and then deletes it: ben sees each change live', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  const ben = await openAs(browser, request, 'ben');
  await openChat(ada, BEN_UID, 'ben');
  await openChat(ben, ADA_UID, 'ada');

  await send(ada, 'Almoço à uma?');
  await expect(row(ben, 'Almoço à uma?')).toBeVisible(REALTIME);

  // Ben replies with the mouse: the message's menu button, Reply.
  await row(ben, 'Almoço à uma?').getByRole('button', { name: 'Opções da mensagem' }).click();
  await ben.getByRole('menuitem', { name: 'Responder' }).click();
  await expect(ben.getByText('Respondendo a @ada')).toBeVisible();
  await send(ben, 'Combinado!');
  await expect(ben.getByText('Respondendo a @ada')).toHaveCount(0);
  const reply = row(ada, 'Combinado!');
  await expect(reply).toBeVisible(REALTIME);
  await expect(reply).toContainText('Almoço à uma?');

  // Ada edits hers with the keyboard only: focus the menu button, open it, go down to Edit.
  const mine = row(ada, 'Almoço à uma?').first();
  await mine.getByRole('button', { name: 'Opções da mensagem' }).focus();
  await ada.keyboard.press('Enter');
  await expect(ada.getByRole('menuitem', { name: 'Responder' })).toBeFocused();
  await ada.keyboard.press('ArrowDown');
  await ada.keyboard.press('ArrowDown');
  await expect(ada.getByRole('menuitem', { name: 'Editar' })).toBeFocused();
  await ada.keyboard.press('Enter');
  await expect(ada.getByText('Editando sua mensagem')).toBeVisible();
  await expect(composer(ada)).toHaveValue('Almoço à uma?');
  await composer(ada).fill('Almoço às duas?');
  await composer(ada).press('Enter');
  const edited = row(ben, 'Almoço às duas?').filter({ hasNotText: 'Combinado!' });
  await expect(edited).toBeVisible(REALTIME);
  await expect(edited.getByText('editada')).toBeVisible();
  // Ben's quote follows the edit too.
  await expect(row(ben, 'Combinado!')).toContainText('Almoço às duas?');

  // Ben cannot edit or delete ada's message: his menu offers neither.
  await edited.getByRole('button', { name: 'Opções da mensagem' }).click();
  await expect(ben.getByRole('menuitem', { name: 'Responder' })).toBeVisible();
  await expect(ben.getByRole('menuitem', { name: 'Editar' })).toHaveCount(0);
  await expect(ben.getByRole('menuitem', { name: 'Apagar' })).toHaveCount(0);
  await ben.keyboard.press('Escape');

  // Ada deletes it (a right click opens the same menu), after saying yes.
  await row(ada, 'Almoço às duas?').filter({ hasNotText: 'Combinado!' }).locator('.message').click({ button: 'right' });
  await ada.getByRole('menuitem', { name: 'Apagar' }).click();
  await ada.getByRole('dialog').getByRole('button', { name: 'Apagar' }).click();
  await expect(messages(ben).getByText('Almoço às duas?')).toHaveCount(0, REALTIME);
  await expect(messages(ben).getByText('Mensagem apagada')).toHaveCount(2);
  await expect(messages(ada).getByText('Mensagem apagada')).toHaveCount(2);

  // A reload fetches the same: the text is gone from the server.
  await ben.reload();
  await expect(row(ben, 'Combinado!')).toContainText('Mensagem apagada', FIRST_LOAD);
  await expect(messages(ben).getByText('Almoço às duas?')).toHaveCount(0);
});

test('opening a chat with unread messages starts at the divider; news while scrolled up offers a button', async ({ browser, request }) => {
  // Ada has read everything so far (the seed leaves some of ben's unread); then ben writes twelve.
  const chat = await apiAs(request, 'ada', '/app/inbox/history', { c: BEN_UID, limit: 1 });
  await apiAs(request, 'ada', '/app/inbox/read', { c: chat.c });
  for (let n = 1; n <= 12; n++)
    await callAs(request, 'ben', '/app/inbox/send', { to: ADA_UID, m: `não lida ${n}`, k: `e2e-unread-${n}-x` });
  const ada = await openAs(browser, request, 'ada');
  await openChat(ada, BEN_UID, 'ben');
  const divider = messages(ada).getByRole('separator').filter({ hasText: 'Mensagens não lidas' });
  await expect(divider).toBeInViewport(FIRST_LOAD);
  await expect(messages(ada).getByText('não lida 1', { exact: true })).toBeInViewport();
  // The divider is right above the first unread message.
  const texts = await messages(ada).getByRole('listitem').allInnerTexts();
  const at = texts.findIndex((text) => text.includes('Mensagens não lidas'));
  expect(texts[at]).toContain('não lida 1');

  // Scrolled up, a new message arrives: a button offers it instead of jumping there.
  await ada.getByRole('region', { name: 'Mensagens' }).evaluate((list) => {
    list.scrollTop = Math.max(0, list.scrollTop - 1_500);
  });
  await callAs(request, 'ben', '/app/inbox/send', { to: ADA_UID, m: 'mais uma agora', k: 'e2e-unread-new-x' });
  const button = ada.getByRole('button', { name: 'Novas mensagens' });
  await expect(button).toBeVisible(REALTIME);
  await expect(row(ada, 'mais uma agora')).not.toBeInViewport();
  await button.click();
  await expect(row(ada, 'mais uma agora')).toBeInViewport();
  await expect(button).toHaveCount(0);
});

test('a draft survives a reload and is cleared when sent', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  await openChat(ada, BEN_UID, 'ben');
  await composer(ada).fill('Rascunho que sobrevive');
  await ada.reload();
  await expect(composer(ada)).toHaveValue('Rascunho que sobrevive', FIRST_LOAD);
  // Each chat has its own.
  await openChat(ada, 'u0000000003', 'chidi');
  await expect(composer(ada)).toHaveValue('');
  await openChat(ada, BEN_UID, 'ben');
  await expect(composer(ada)).toHaveValue('Rascunho que sobrevive');
  await composer(ada).press('Enter');
  await expect(row(ada, 'Rascunho que sobrevive')).toBeVisible();
  await expect(composer(ada)).toHaveValue('');
  await ada.reload();
  await expect(ada.getByRole('heading', { level: 1, name: 'ben' })).toBeVisible(FIRST_LOAD);
  await expect(composer(ada)).toHaveValue('');
});

test('a chat with oneself says why it cannot start, in Portuguese; offline shows one banner', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  await ada.setViewportSize({ width: 1280, height: 800 });
  await ada.goto('/inbox');
  await expect(ada.getByRole('link', { name: /^ben/ })).toBeVisible(FIRST_LOAD);
  await ada.getByRole('button', { name: 'Ações', exact: true }).click();
  await ada.getByRole('button', { name: 'Criar conversa' }).click();
  const dialog = ada.getByRole('dialog');
  await dialog.getByLabel('Nome de usuário').fill('ada');
  await dialog.getByRole('button', { name: 'Mensagem', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Você não pode conversar consigo mesmo');
  await ada.keyboard.press('Escape');
  await openChat(ada, BEN_UID, 'ben');

  // The chat list (side panel) and the conversation are both on screen: one banner, not two.
  await ada.context().setOffline(true);
  await expect(ada.getByText('Você está sem conexão. Reconectando…')).toHaveCount(1);
  await expect(ada.getByText('Você está sem conexão. Reconectando…')).toBeVisible();
  await ada.context().setOffline(false);
});
