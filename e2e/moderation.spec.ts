// Moderating chats (issue #32, in Portuguese): ben reports a message chidi sent him from the message's menu; ada
// sees it among the messages next to it and removes it once the undo window closes; the message reads as deleted
// in ben's chat, ben learns the outcome and chidi is told why. A community is reported from its header (not by its
// creator, who has no flag) and restricted: its open chat turns read-only at once; staff lift it from the decided case.
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_BASE } from './env';
import { callAs, expect, openAs, PASSWORD, test, users, type SeededUser } from './fixtures';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 45_000 };
/** components/ui/undo.ts UNDO_WINDOW_MS, and a margin for the call. */
const UNDO_WINDOW = { timeout: 7_000 };
const CHIDI_UID = 'u0000000003';
const BEN_UID = 'u0000000002';

const messages = (page: Page) => page.getByRole('list', { name: 'Mensagens' });
const row = (page: Page, text: string) => messages(page).getByRole('listitem').filter({ hasText: text });

/** Calls the API as a seeded person and answers the envelope's data (setting the scene, not the journey). */
async function apiAs(request: APIRequestContext, who: SeededUser, path: string, data: object): Promise<Record<string, unknown>> {
  const signedIn = await request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: users[who], password: PASSWORD } });
  const { data: session } = (await signedIn.json()) as { data: { token: string } };
  const response = await request.post(`${E2E_API_BASE}${path}`, { data, headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.ok(), `${who} ${path}`).toBeTruthy();
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

test('ben reports a chat message of chidi; ada removes it; ben learns the outcome and chidi is told why', async ({ browser, request }) => {
  const stamp = Date.now();
  const abuse = `Pague 500 OSBT ou vai se arrepender ${stamp}`;
  for (const [who, to, m] of [
    ['ben', CHIDI_UID, `Oi chidi ${stamp}`],
    ['chidi', BEN_UID, abuse],
    ['ben', CHIDI_UID, `Não vou pagar ${stamp}`],
  ] as const) {
    await callAs(request, who, '/app/inbox/send', { to, m, k: `moderation-${who}-${m.length}-${stamp}` });
  }

  const ben = await openAs(browser, request, 'ben');
  await ben.goto(`/inbox/${CHIDI_UID}`);
  const reported = row(ben, abuse);
  await expect(reported).toBeVisible(FIRST_LOAD);
  await reported.getByRole('button', { name: 'Opções da mensagem' }).click();
  await ben.getByRole('menuitem', { name: 'Denunciar' }).click();
  const dialog = ben.getByRole('dialog', { name: 'Denunciar' });
  await expect(dialog.getByText(/A equipe verá esta mensagem e as duas antes e depois dela/)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Assédio ou bullying' }).check();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(ben.getByText('Obrigado, vamos analisar')).toBeVisible();
  // His own messages offer no Report.
  await row(ben, `Não vou pagar ${stamp}`).getByRole('button', { name: 'Opções da mensagem' }).click();
  await expect(ben.getByRole('menuitem', { name: 'Denunciar' })).toHaveCount(0);
  await ben.keyboard.press('Escape');

  const ada = await openAs(browser, request, 'ada');
  await ada.goto('/admin/reports');
  const card = ada.getByRole('listitem').filter({ has: ada.getByRole('heading', { level: 2, name: 'Mensagem @chidi' }) });
  await expect(card).toBeVisible(FIRST_LOAD);
  // The message in context: the one before and after it, the reported one marked.
  const context = card.getByRole('region', { name: 'A conversa em volta' });
  await expect(context.getByText(`Oi chidi ${stamp}`)).toBeVisible();
  await expect(context.getByText(`Não vou pagar ${stamp}`)).toBeVisible();
  await expect(context.getByRole('listitem').filter({ hasText: 'Denunciada' })).toContainText(abuse);
  await card.getByLabel('Nota para o registro (opcional)').fill('Ameaça');
  await card.getByRole('button', { name: 'Remover mensagem' }).click();
  const toasts = ada.getByRole('region', { name: 'Notificações' });
  await expect(toasts.getByText('Mensagem removida')).toBeVisible();
  await expect(card).toBeHidden();
  // Still there for ben until the window closes.
  await expect(row(ben, abuse)).toBeVisible();
  await expect(toasts.getByRole('button', { name: 'Desfazer' })).toHaveCount(0, UNDO_WINDOW);

  // Gone from ben's open chat, live.
  await expect(messages(ben).getByText(abuse)).toHaveCount(0, { timeout: 15_000 });
  await expect(row(ben, 'Mensagem apagada')).toBeVisible();

  await ben.goto('/inbox/notification');
  await expect(ben.getByText('Analisamos a mensagem que você denunciou e removemos o conteúdo')).toBeVisible(FIRST_LOAD);

  const chidi = await openAs(browser, request, 'chidi');
  await chidi.goto('/inbox/notification');
  await expect(chidi.getByText('Sua mensagem foi removida por violar as regras da comunidade')).toBeVisible(FIRST_LOAD);
  await expect(chidi.getByText('Motivo: Assédio ou bullying')).toBeVisible();
  await expect(chidi.getByText('Nota da moderação: “Ameaça”')).toBeVisible();
});

test('ben reports chidi’s community from its header (chidi, its creator, has no flag); ada restricts it, the chat turns read-only live, and she lifts it', async ({
  browser,
  request,
}) => {
  const name = `golpe_${Date.now().toString(36)}`.slice(0, 24);
  const created = await apiAs(request, 'chidi', '/app/inbox/community/add', { name, description: 'Dobre seus OSBT' });
  const c = String(created.uid);
  await callAs(request, 'chidi', '/app/inbox/community/invite', { c, uids: [BEN_UID] });

  // Its creator is its author: no report flag for chidi (the server would refuse it), as the conversation says.
  const chidi = await openAs(browser, request, 'chidi');
  await chidi.goto(`/inbox/${c}`);
  await expect(chidi.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
  await expect(chidi.getByRole('button', { name: 'Adicionar membros' })).toBeVisible();
  await expect(chidi.getByRole('button', { name: 'Denunciar esta comunidade' })).toHaveCount(0);
  await chidi.close();

  const ben = await openAs(browser, request, 'ben');
  await ben.goto(`/inbox/${c}`);
  await ben.getByRole('button', { name: 'Denunciar esta comunidade' }).click(FIRST_LOAD);
  const dialog = ben.getByRole('dialog', { name: 'Denunciar esta comunidade' });
  await expect(dialog.getByRole('heading', { name: `Denunciar ${name}` })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Golpe ou fraude' }).check();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(ben.getByText('Obrigado, vamos analisar')).toBeVisible();

  const ada = await openAs(browser, request, 'ada');
  await ada.goto('/admin/reports');
  const card = ada.getByRole('listitem').filter({ has: ada.getByRole('heading', { level: 2, name: 'Comunidade @chidi' }) });
  await expect(card.getByRole('region', { name })).toContainText('Dobre seus OSBT', FIRST_LOAD);
  await card.getByRole('button', { name: 'Restringir comunidade' }).click();
  const toasts = ada.getByRole('region', { name: 'Notificações' });
  await expect(toasts.getByText('Comunidade restringida')).toBeVisible();
  await expect(toasts.getByRole('button', { name: 'Desfazer' })).toHaveCount(0, UNDO_WINDOW);

  // ben's open chat learns it at once (realtime): the banner says why, and there is nothing to send with.
  const banner = ben.getByRole('status').filter({ hasText: 'A moderação restringiu esta comunidade' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(ben.getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
  await expect(ben.getByRole('button', { name: 'Adicionar membros' })).toHaveCount(0);

  // The decided case offers the lift, asked once more before it is sent.
  await ada.getByRole('tab', { name: 'Encerradas' }).click();
  const decided = ada.getByRole('listitem').filter({ has: ada.getByRole('heading', { level: 2, name: 'Comunidade @chidi' }) });
  await expect(decided.getByText('Restringida: sem novas mensagens nem membros')).toBeVisible();
  await decided.getByRole('button', { name: 'Retirar restrição' }).click();
  const confirm = ada.getByRole('dialog', { name: `Retirar agora a restrição de ${name}?` });
  await confirm.getByRole('button', { name: 'Retirar restrição' }).click();
  await expect(toasts.getByText(`Restrição de ${name} retirada`)).toBeVisible();
  await expect(decided.getByRole('button', { name: 'Retirar restrição' })).toHaveCount(0);
  await expect(decided.getByText('Restrição retirada')).toBeVisible();

  // ben's chat opens again without a reload, and his message goes through.
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  const composer = ben.getByRole('textbox', { name: 'Mensagem' });
  await composer.fill('De volta');
  await composer.press('Enter');
  await expect(row(ben, 'De volta')).toBeVisible();
  await expect(ben.getByText('Esta comunidade foi restringida pela moderação')).toHaveCount(0);
});
