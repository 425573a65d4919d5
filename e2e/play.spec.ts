// Play journeys with two people in two browser contexts (ada and ben): a friend challenge accepted and played to a
// result with both balances moved by the stake, a rejected challenge (and its dialog closing in the friend's other
// tab), a challenge withdrawn while the friend's dialog is open, online matchmaking at the same stake (and
// cancelling it, also after a reload), the opponent leaving and the 30 s auto-resolve on the mock's clock, and a
// rematch (spec sections 2, 4, 7, 8 and 9).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, advanceMockClock, startSignedIn, acceptCookies, cuttableSocket, setMockFaults, type SeededUser } from './fixtures';

/** Spec section 9: "Game auto-resolve 30s". */
const AUTO_RESOLVE_MS = 30_000;
/** A first page load compiles the app in the dev server; on a busy two-core machine that takes a while. */
const FIRST_LOAD = { timeout: 45_000 };
/** Frames, refreshes and the presence poll (5 s) on a busy machine. */
const REALTIME = { timeout: 15_000 };
/** The socket's retry after it closed (spec section 9: 10 s), then the catch-up read. */
const RECONNECT = { timeout: 25_000 };

test.describe.configure({ timeout: 180_000 });

async function openAs(browser: Browser, request: APIRequestContext, who: SeededUser, options: { clock?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The page's own clock, so the 30 s countdown can be moved in step with the mock's (time still flows).
  if (options.clock) await page.clock.install();
  await acceptCookies(page);
  await startSignedIn(page, request, who);
  return page;
}

async function goTo(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_LOAD);
}

const game = (page: Page) => page.getByRole('dialog', { name: 'Pedra, papel e tesoura' });
const challengeDialog = (page: Page) => page.getByRole('dialog', { name: 'Desafio de jogo' });
/** The OSBT balance in the top bar ("Saldo: 50.000 OSBT" to a screen reader). */
const balance = (page: Page) => page.getByRole('banner').getByText(/^[\d.]+ OSBT$/);

async function challengeFromFriendPage(ada: Page, opponent: string, stake: string): Promise<void> {
  await goTo(ada, '/play/friend', 'Jogar com amigo');
  await ada.getByRole('radio', { name: `@${opponent}` }).check();
  await ada.getByRole('radio', { name: stake, exact: true }).check();
  await ada.getByRole('button', { name: `Desafiar @${opponent}` }).click();
  await expect(ada.getByText(`Aguardando ${opponent} aceitar…`).first()).toBeVisible(REALTIME);
}

/** Ben waits on /play, ada challenges him at `stake` and he accepts: the game is open in both browsers. */
async function startFriendGame(browser: Browser, request: APIRequestContext, stake: string): Promise<{ ada: Page; ben: Page }> {
  const ben = await openAs(browser, request, 'ben');
  await goTo(ben, '/play', 'Jogar');
  const ada = await openAs(browser, request, 'ada');
  await challengeFromFriendPage(ada, 'ben', stake);
  await challengeDialog(ben).getByRole('button', { name: 'Aceitar' }).click();
  await expect(game(ben).getByRole('heading', { name: 'Você contra ada' })).toBeVisible(REALTIME);
  await expect(game(ada).getByRole('heading', { name: 'Você contra ben' })).toBeVisible(REALTIME);
  return { ada, ben };
}

test('friend challenge → accept → both move → result, and both balances change by the stake', async ({ browser, request }) => {
  const ben = await openAs(browser, request, 'ben');
  await goTo(ben, '/play', 'Jogar');
  const ada = await openAs(browser, request, 'ada');
  await challengeFromFriendPage(ada, 'ben', '40 OSBT');
  await expect(balance(ada)).toHaveText('49.960 OSBT', REALTIME);

  // Ben gets the JSON r dialog; Accept goes to /play and the game opens for both.
  const dialog = challengeDialog(ben);
  await expect(dialog.getByRole('heading', { name: 'ada desafia você' })).toBeVisible(REALTIME);
  await expect(dialog).toContainText('40 OSBT');
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  await expect(ben).toHaveURL(/\/play$/);
  await expect(game(ben).getByRole('heading', { name: 'Você contra ada' })).toBeVisible(REALTIME);
  await expect(game(ada).getByRole('heading', { name: 'Você contra ben' })).toBeVisible(REALTIME);
  await expect(balance(ben)).toHaveText('49.960 OSBT', REALTIME);

  // Ada moves first: ben only learns that she moved, never what.
  await game(ada).getByRole('button', { name: 'Pedra' }).click();
  await expect(game(ada)).toContainText('Você escolheu pedra.');
  await expect(game(ben)).toContainText('ada já jogou.', REALTIME);
  await expect(game(ben)).toContainText('Escolha pedra, papel ou tesoura');
  await expect(game(ben).getByRole('button', { name: 'Pedra' })).toBeEnabled();

  // Both moved: resolved at once, the winner takes both stakes.
  await game(ben).getByRole('button', { name: 'Tesoura' }).click();
  await expect(game(ada).getByText('Você ganhou!')).toBeVisible(REALTIME);
  await expect(game(ada).getByText('+40 OSBT')).toBeVisible();
  await expect(game(ben).getByText('Você perdeu')).toBeVisible(REALTIME);
  await expect(game(ben).getByText('−40 OSBT')).toBeVisible();
  await expect(balance(ada)).toHaveText('50.040 OSBT', REALTIME);
  await expect(balance(ben)).toHaveText('49.960 OSBT', REALTIME);
});

test('reject: the challenger is told and gets the stake back', async ({ browser, request }) => {
  const ben = await openAs(browser, request, 'ben');
  await goTo(ben, '/play', 'Jogar');
  const ada = await openAs(browser, request, 'ada');
  await challengeFromFriendPage(ada, 'ben', '160 OSBT');
  await expect(balance(ada)).toHaveText('49.840 OSBT', REALTIME);

  await challengeDialog(ben).getByRole('button', { name: 'Recusar' }).click();
  await expect(challengeDialog(ben)).toBeHidden();
  await expect(ben.getByText('Desafio recusado.')).toBeVisible();
  await expect(ada.getByText('ben recusou seu desafio. Sua aposta foi devolvida.').first()).toBeVisible(REALTIME);
  await expect(balance(ada)).toHaveText('50.000 OSBT', REALTIME);
  await expect(balance(ben)).toHaveText('50.000 OSBT');
});

test("a challenge rejected in one of ben's tabs closes in his other tab, without a note", async ({ browser, request }) => {
  const ben = await openAs(browser, request, 'ben');
  await goTo(ben, '/play', 'Jogar');
  const benElsewhere = await ben.context().newPage();
  await goTo(benElsewhere, '/play', 'Jogar');
  const ada = await openAs(browser, request, 'ada');
  await challengeFromFriendPage(ada, 'ben', '80 OSBT');
  await expect(challengeDialog(ben).getByRole('heading', { name: 'ada desafia você' })).toBeVisible(REALTIME);
  await expect(challengeDialog(benElsewhere).getByRole('heading', { name: 'ada desafia você' })).toBeVisible(REALTIME);

  await challengeDialog(ben).getByRole('button', { name: 'Recusar' }).click();
  await expect(challengeDialog(ben)).toBeHidden();
  await expect(challengeDialog(benElsewhere)).toBeHidden();
  // He answered it himself: the other tab gets no "withdrawn" note.
  await expect(benElsewhere.getByText('ada retirou o desafio.')).toHaveCount(0);
  await expect(ada.getByText('ben recusou seu desafio. Sua aposta foi devolvida.').first()).toBeVisible(REALTIME);
});

test('withdraw: the challenger cancels, and the friend’s Accept / Reject dialog closes with a note', async ({ browser, request }) => {
  const ben = await openAs(browser, request, 'ben');
  await goTo(ben, '/play', 'Jogar');
  const ada = await openAs(browser, request, 'ada');
  await challengeFromFriendPage(ada, 'ben', '80 OSBT');
  await expect(challengeDialog(ben).getByRole('heading', { name: 'ada desafia você' })).toBeVisible(REALTIME);

  await ada.getByRole('button', { name: 'Cancelar desafio' }).first().click();
  await expect(ada.getByText('Desafio cancelado. Sua aposta foi devolvida.').first()).toBeVisible(REALTIME);
  await expect(challengeDialog(ben)).toBeHidden(REALTIME);
  await expect(ben.getByText('ada retirou o desafio.')).toBeVisible();
  await expect(balance(ada)).toHaveText('50.000 OSBT', REALTIME);
  await expect(balance(ben)).toHaveText('50.000 OSBT');
});

test('a stake above the balance is refused with a clear message before anything is sent', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'chidi');
  await goTo(page, '/play/online', 'Jogar online');
  await page.getByRole('radio', { name: '40.960 OSBT' }).check();
  await expect(page.getByRole('alert')).toHaveText('Esta aposta (40.960 OSBT) é maior que o seu saldo de 20.000 OSBT.');
  await expect(page.getByRole('button', { name: 'Encontrar oponente' })).toBeDisabled();
});

test('online: wait at a stake (cancellable), then play whoever joins at the same stake', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  await goTo(ada, '/play/online', 'Jogar online');
  await ada.getByRole('radio', { name: '20 OSBT', exact: true }).check();
  await ada.getByRole('button', { name: 'Encontrar oponente' }).click();
  await expect(ada.getByText('Aguardando um oponente com 20 OSBT…', { exact: true })).toBeVisible();
  await ada.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ada.getByText('Você deixou de esperar.')).toBeVisible();
  await ada.getByRole('radio', { name: '20 OSBT', exact: true }).check();
  await ada.getByRole('button', { name: 'Encontrar oponente' }).click();
  await expect(ada.getByText('Aguardando um oponente com 20 OSBT…', { exact: true })).toBeVisible();

  // Ben at another stake waits too; at 20 OSBT he is matched with ada.
  const ben = await openAs(browser, request, 'ben');
  await goTo(ben, '/play/online', 'Jogar online');
  await ben.getByRole('radio', { name: '20 OSBT', exact: true }).check();
  await ben.getByRole('button', { name: 'Encontrar oponente' }).click();
  await expect(game(ben).getByRole('heading', { name: 'Você contra ada' })).toBeVisible(REALTIME);
  await expect(game(ada).getByRole('heading', { name: 'Você contra ben' })).toBeVisible(REALTIME);
  await expect(game(ada)).toContainText('Aposta de 20 OSBT');

  await game(ada).getByRole('button', { name: 'Papel' }).click();
  await game(ben).getByRole('button', { name: 'Papel' }).click();
  await expect(game(ada).getByText('Empate')).toBeVisible(REALTIME);
  await expect(game(ben).getByText('Empate')).toBeVisible(REALTIME);
  await expect(balance(ada)).toHaveText('50.000 OSBT', REALTIME);
  await expect(balance(ben)).toHaveText('50.000 OSBT', REALTIME);
});

test('online: a reload while waiting shows the wait again, still cancellable', async ({ browser, request }) => {
  const ada = await openAs(browser, request, 'ada');
  await goTo(ada, '/play/online', 'Jogar online');
  await ada.getByRole('radio', { name: '40 OSBT', exact: true }).check();
  await ada.getByRole('button', { name: 'Encontrar oponente' }).click();
  const waiting = ada.getByText('Aguardando um oponente com 40 OSBT…', { exact: true });
  await expect(waiting).toBeVisible();

  await ada.reload();
  await expect(waiting).toBeVisible(FIRST_LOAD);
  await ada.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ada.getByText('Você deixou de esperar.')).toBeVisible();
  await expect(ada.getByRole('button', { name: 'Encontrar oponente' })).toBeVisible();

  // Cancelled for good: another reload offers the stakes again.
  await ada.reload();
  await expect(ada.getByRole('button', { name: 'Encontrar oponente' })).toBeVisible(FIRST_LOAD);
  await expect(waiting).toBeHidden();
});

test('the opponent leaves: a visible countdown, then the game resolves after 30 s for the player who moved', async ({
  browser,
  request,
}) => {
  const ada = await openAs(browser, request, 'ada', { clock: true });
  await goTo(ada, '/play/online', 'Jogar online');
  await ada.getByRole('radio', { name: '80 OSBT', exact: true }).check();
  await ada.getByRole('button', { name: 'Encontrar oponente' }).click();
  const ben = await openAs(browser, request, 'ben');
  await goTo(ben, '/play/online', 'Jogar online');
  await ben.getByRole('radio', { name: '80 OSBT', exact: true }).check();
  await ben.getByRole('button', { name: 'Encontrar oponente' }).click();
  await expect(game(ada).getByRole('heading', { name: 'Você contra ben' })).toBeVisible(REALTIME);
  await game(ada).getByRole('button', { name: 'Pedra' }).click();
  await expect(game(ada)).toContainText('Você escolheu pedra.');

  // Ben closes his browser: ada's game sees him offline and counts down from the start time.
  await ben.context().close();
  await expect(game(ada).getByText('ben está offline.')).toBeVisible(REALTIME);
  const countdown = game(ada).getByRole('timer');
  await expect(countdown).toContainText('Resolve automaticamente em');

  // 30 s later on both clocks, the game resolves in ada's favour. The page's clock moves first: its fake clock also
  // runs AbortSignal.timeout, so a jump while a call is in flight (the resolve the mock's settlement prompts) would
  // time that call out at once. Ahead of the mock, the page's resolve is refused as early and tried again quietly.
  await ada.clock.fastForward(AUTO_RESOLVE_MS);
  await advanceMockClock(request, AUTO_RESOLVE_MS);
  await expect(game(ada).getByText('Você ganhou!')).toBeVisible(REALTIME);
  await expect(balance(ada)).toHaveText('50.080 OSBT', REALTIME);
});

test('an opponent who stays connected and never moves blocks nothing: at 0 the buttons go, and at 30 s both see the result', async ({
  browser,
  request,
}) => {
  // Spec section 4: "If the opponent is not connected, a timer counts from the start time t; after 30 seconds it
  // resolves automatically" — and issue #29: a connected opponent who never moves must not block the game either.
  const ben = await openAs(browser, request, 'ben', { clock: true });
  await goTo(ben, '/play', 'Jogar');
  const ada = await openAs(browser, request, 'ada', { clock: true });
  await challengeFromFriendPage(ada, 'ben', '160 OSBT');
  await challengeDialog(ben).getByRole('button', { name: 'Aceitar' }).click();
  await expect(game(ben).getByRole('heading', { name: 'Você contra ada' })).toBeVisible(REALTIME);
  await game(ada).getByRole('button', { name: 'Pedra' }).click();
  await expect(game(ben)).toContainText('ada já jogou.', REALTIME);
  await expect(game(ben)).toContainText('Tempo para jogar');

  // Ben stays on the page and never moves. At 0 on his clock his hands can no longer be played.
  await ben.clock.fastForward(AUTO_RESOLVE_MS);
  await ada.clock.fastForward(AUTO_RESOLVE_MS);
  await expect(game(ben).getByText('O tempo acabou.')).toBeVisible();
  for (const hand of ['Pedra', 'Papel', 'Tesoura']) await expect(game(ben).getByRole('button', { name: hand })).toBeDisabled();

  // The server's own 30 s (its clock moved in step) ends the game for both, nobody pressing anything.
  await advanceMockClock(request, AUTO_RESOLVE_MS);
  await expect(game(ada).getByText('Você ganhou!')).toBeVisible(REALTIME);
  await expect(game(ben).getByText('Você perdeu')).toBeVisible(REALTIME);
  await expect(balance(ada)).toHaveText('50.160 OSBT', REALTIME);
  await expect(balance(ben)).toHaveText('49.840 OSBT', REALTIME);
});

test('a challenge sent while the friend’s socket is down is shown to him when it is back, and can be accepted', async ({
  browser,
  request,
}) => {
  const ben = await openAs(browser, request, 'ben');
  const socket = await cuttableSocket(ben);
  await goTo(ben, '/play', 'Jogar');
  await expect.poll(socket.connected, REALTIME).toBe(true);

  // Ben's socket drops; ada challenges him meanwhile: her JSON r reaches no socket of his.
  await socket.cut();
  const ada = await openAs(browser, request, 'ada');
  await challengeFromFriendPage(ada, 'ben', '40 OSBT');
  await ben.waitForTimeout(2_000);
  await expect(challengeDialog(ben)).toBeHidden();

  // The socket is back (the 10 s retry): the open offers are read and the challenge is asked.
  socket.restore();
  const dialog = challengeDialog(ben);
  await expect(dialog.getByRole('heading', { name: 'ada desafia você' })).toBeVisible(RECONNECT);
  await expect(dialog).toContainText('40 OSBT');
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  await expect(game(ben).getByRole('heading', { name: 'Você contra ada' })).toBeVisible(REALTIME);
  await expect(game(ada).getByRole('heading', { name: 'Você contra ben' })).toBeVisible(REALTIME);
});

test('challenge a person from their profile and from a chat: the friend page opens with them named', async ({ browser, request }) => {
  const ben = await openAs(browser, request, 'ben');
  await goTo(ben, '/play', 'Jogar');
  const ada = await openAs(browser, request, 'ada');

  // From a chat with ben: the header's challenge link.
  await ada.goto('/inbox/u0000000002');
  await expect(ada.getByRole('heading', { level: 1, name: 'ben' })).toBeVisible(FIRST_LOAD);
  await ada.getByRole('link', { name: 'Desafiar @ben para uma partida' }).click();
  await expect(ada).toHaveURL(/\/play\/friend\?u=ben$/);
  await expect(ada.getByRole('textbox', { name: 'Ou um nome de usuário' })).toHaveValue('ben');

  // From ben's profile: Desafiar, a stake, and the challenge goes out to him.
  await ada.goto('/@ben');
  await expect(ada.getByRole('heading', { level: 1, name: /@ben/ })).toBeVisible(FIRST_LOAD);
  await ada.getByRole('button', { name: 'Desafiar' }).click();
  await expect(ada.getByRole('heading', { level: 1, name: 'Jogar com amigo' })).toBeVisible(FIRST_LOAD);
  await expect(ada.getByRole('textbox', { name: 'Ou um nome de usuário' })).toHaveValue('ben');
  await ada.getByRole('radio', { name: '20 OSBT', exact: true }).check();
  await ada.getByRole('button', { name: 'Desafiar @ben' }).click();
  await expect(ada.getByText('Aguardando ben aceitar…').first()).toBeVisible(REALTIME);
  await expect(challengeDialog(ben).getByRole('heading', { name: 'ada desafia você' })).toBeVisible(REALTIME);
});

test('a game hidden with Escape stays in sight outside the play pages (a pill) and comes back when pressed', async ({
  browser,
  request,
}) => {
  const { ada, ben } = await startFriendGame(browser, request, '20 OSBT');
  await expect(game(ada).getByRole('button', { name: 'Pedra' })).toBeVisible(REALTIME);

  await ada.keyboard.press('Escape');
  await expect(game(ada)).toBeHidden();
  await ada.getByRole('link', { name: 'Descobrir' }).first().click();
  const pill = ada.getByRole('button', { name: /^Partida com ben em andamento/ });
  await expect(pill).toBeVisible(REALTIME);
  await pill.click();
  await game(ada).getByRole('button', { name: 'Pedra' }).click();
  await game(ben).getByRole('button', { name: 'Papel' }).click();
  await expect(game(ada).getByText('Você perdeu')).toBeVisible(REALTIME);
  await ada.keyboard.press('Escape');
  // Ended: nothing left to bring back.
  await expect(pill).toBeHidden();
});

test('rematch: after a result the other player gets the same dialog, and a new game starts at the same stake', async ({
  browser,
  request,
}) => {
  const ben = await openAs(browser, request, 'ben');
  await goTo(ben, '/play', 'Jogar');
  const ada = await openAs(browser, request, 'ada');
  await challengeFromFriendPage(ada, 'ben', '20 OSBT');
  await challengeDialog(ben).getByRole('button', { name: 'Aceitar' }).click();
  await game(ada).getByRole('button', { name: 'Tesoura' }).click();
  await game(ben).getByRole('button', { name: 'Papel' }).click();
  await expect(game(ada).getByText('Você ganhou!')).toBeVisible(REALTIME);
  await expect(game(ben).getByText('Você perdeu')).toBeVisible(REALTIME);

  await game(ben).getByRole('button', { name: 'Revanche' }).click();
  await expect(game(ben)).toContainText('Aguardando ada aceitar…', REALTIME);
  const offer = challengeDialog(ada);
  await expect(offer.getByRole('heading', { name: 'ben quer uma revanche' })).toBeVisible(REALTIME);
  await expect(offer).toContainText('20 OSBT');
  await offer.getByRole('button', { name: 'Aceitar' }).click();
  await expect(game(ada).getByRole('button', { name: 'Pedra' })).toBeVisible(REALTIME);
  await expect(game(ben).getByRole('button', { name: 'Pedra' })).toBeVisible(REALTIME);
  await expect(game(ben)).toContainText('Aposta de 20 OSBT');
  // Both stakes of the rematch are held: ada 50020 − 20, ben 49980 − 20.
  await expect(balance(ada)).toHaveText('50.000 OSBT', REALTIME);
  await expect(balance(ben)).toHaveText('49.960 OSBT', REALTIME);
});

test('the socket dropping every 20 s during a game: both moves count once, both see the result, the stake moves once', async ({
  browser,
  request,
}) => {
  const { ada, ben } = await startFriendGame(browser, request, '40 OSBT');

  // Every socket drops now and 20 s later; the moves go over HTTP while the sockets are down.
  await setMockFaults(request, { effect: 'closeSocket', everyMs: 20_000, forMs: 30_000 });
  await game(ada).getByRole('button', { name: 'Pedra' }).click();
  await expect(game(ada)).toContainText('Você escolheu pedra.');
  await expect(game(ben)).toContainText('ada já jogou.', RECONNECT);
  await game(ben).getByRole('button', { name: 'Tesoura' }).click();

  await expect(game(ada).getByText('Você ganhou!')).toBeVisible(RECONNECT);
  await expect(game(ben).getByText('Você perdeu')).toBeVisible(RECONNECT);
  await expect(balance(ada)).toHaveText('50.040 OSBT', RECONNECT);
  await expect(balance(ben)).toHaveText('49.960 OSBT', RECONNECT);
  // Still once after the second drop and the reconnection that follows it.
  await ada.waitForTimeout(22_000);
  await expect(balance(ada)).toHaveText('50.040 OSBT', RECONNECT);
  await expect(balance(ben)).toHaveText('49.960 OSBT');
  await expect(game(ada).getByText('Você ganhou!')).toHaveCount(1);
});
