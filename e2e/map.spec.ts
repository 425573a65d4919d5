// Map journeys: finding a place on the live map (category, words searched over the whole map, the list of the view)
// and saving it; a search that moves the map to another continent; adding a missing place where the crosshair
// points; sharing a live location that a contact then sees.
import type { Browser, Page } from '@playwright/test';
import { test, expect, startSignedIn, acceptCookies, type SeededUser } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** The first visit to a page waits for the dev server to compile its chunk. */
const FIRST_LOAD_MS = 30_000;
const LEKKI = { latitude: 6.4474, longitude: 3.4723 };

test('find a café in Lagos by category and words, open it, save it, and find it among the saved places', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'chidi');
  await page.goto('/map/live');
  const side = page.getByRole('complementary', { name: 'Locais e localizações ao vivo' });
  await expect(side.getByRole('heading', { name: 'Nesta área' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  // chidi lives in the United Kingdom: the map opens there, on London's places.
  await expect(side.getByRole('button', { name: /British Museum/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar locais' }).fill('lagos');
  // Words search the whole map, not only the view: from London, Lagos's places are found.
  await expect(side.getByRole('heading', { name: 'Resultados da busca' })).toBeVisible();
  await expect(side.getByRole('button', { name: /Terra Kulture/ })).toBeVisible();
  await page.getByRole('group', { name: 'Categorias' }).getByRole('button', { name: 'Café' }).click();
  await expect(side.getByRole('button', { name: /Art Café/ })).toBeVisible();
  await expect(side.getByRole('button', { name: /Terra Kulture/ })).toHaveCount(0);
  await side.getByRole('button', { name: /Art Café/ }).click();
  // Chosen in the list, it is the highlighted pin of the map, which now shows it up close.
  await expect(page.getByRole('region', { name: 'Mapa ao vivo' }).getByRole('button', { name: 'Art Café', pressed: true })).toBeVisible();
  await side.getByRole('link', { name: 'Abrir Art Café' }).click();
  await expect(page).toHaveURL(/\/map\/c\/[0-9a-z]{8}$/);
  const card = page.getByRole('article', { name: 'Art Café' });
  await expect(card.getByText('282 Akin Adesola St, Victoria Island · Lagos')).toBeVisible();
  const saves = card.getByRole('definition').first();
  await expect(saves).toHaveText('0');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvo nos seus locais')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Salvo', pressed: true })).toBeVisible();
  await expect(saves).toHaveText('1');
  await page.getByRole('link', { name: 'Locais salvos' }).first().click();
  const saved = page.getByRole('list', { name: 'Meus locais salvos' });
  await expect(saved.getByRole('link').first()).toContainText('Art Café');
  await saved.getByRole('button', { name: 'Remover Art Café' }).click();
  await expect(saved.getByRole('button', { name: 'Salvar de novo Art Café' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Meus locais salvos' }).getByText('Art Café')).toHaveCount(0);
});

test('a search finds a place on another continent and moves the map there', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'chidi');
  await page.goto('/map/live');
  const map = page.getByRole('region', { name: 'Mapa ao vivo' });
  const side = page.getByRole('complementary', { name: 'Locais e localizações ao vivo' });
  await expect(map.getByRole('button', { name: 'British Museum' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('searchbox', { name: 'Buscar locais' }).fill('masp');
  // The one place found is chosen, and the map now shows São Paulo (London's pins are off screen).
  await expect(map.getByRole('button', { name: 'MASP', pressed: true })).toBeVisible();
  await expect(map.getByRole('button', { name: 'British Museum' })).toHaveCount(0);
  await expect(side.getByRole('button', { name: /MASP/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar locais' }).fill('');
  await expect(side.getByRole('heading', { name: 'Nesta área' })).toBeVisible();
  await expect(side.getByRole('button', { name: /MASP/ })).toBeVisible();
  await expect(page.getByText('Nenhum local do mapa corresponde', { exact: false })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Buscar locais' }).fill('zzqx');
  await expect(side.getByText('Nenhum local do mapa corresponde a “zzqx”.')).toBeVisible();
});

test('add a missing place where the crosshair points; the same name next door is refused', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/map/live');
  await expect(page.getByRole('heading', { name: 'Nesta área' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Adicionar local' }).click();
  // The map opens on the whole of Nigeria: too far out for a crosshair to point at a building.
  await expect(page.getByText('Aproxime o mapa até o nível da rua, para a mira apontar o próprio local.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar aqui' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Aproximar aqui' }).click();
  await expect(page.getByText('Mova o mapa até a mira ficar sobre o local.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar aqui' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar local' });
  await expect(dialog.getByText('Em Nigéria (pelo ponto no mapa)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar local' }).click();
  await expect(dialog.getByText('Digite um nome de 2 a 60 caracteres')).toBeVisible();
  await expect(dialog.getByText('Escolha uma categoria', { exact: true }).last()).toBeVisible();
  await dialog.getByLabel('Nome').fill('  Mama Cass Kitchen ');
  await dialog.getByLabel('Categoria').selectOption({ label: 'Comida' });
  await dialog.getByLabel('Cidade (opcional)').fill('Abuja');
  await dialog.getByLabel('Descrição (opcional)').fill('Rice and stew.');
  await expect(dialog.getByText('266 caracteres restantes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar local' }).click();
  await expect(page).toHaveURL(/\/map\/c\/[0-9a-z]{8}$/);
  // The place's name is the page's heading and its title.
  await expect(page.getByRole('heading', { level: 1, name: 'Mama Cass Kitchen' })).toBeVisible();
  await expect(page).toHaveTitle('mama cass kitchen · map');
  const card = page.getByRole('article', { name: 'Mama Cass Kitchen' });
  await expect(card.getByText('Rice and stew.')).toBeVisible();
  await expect(card.getByRole('link', { name: '@ada' })).toBeVisible();
  // The same place again, from the same spot: already on the map.
  await page.goto('/map/live');
  await page.getByRole('button', { name: 'Adicionar local' }).click();
  await page.getByRole('button', { name: 'Aproximar aqui' }).click();
  await page.getByRole('button', { name: 'Adicionar aqui' }).click();
  await dialog.getByLabel('Nome').fill('Mama Cass Kitchen');
  await dialog.getByLabel('Categoria').selectOption({ label: 'Comida' });
  await dialog.getByRole('button', { name: 'Adicionar local' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Esse lugar já está no mapa: há um lugar com esse nome a menos de 100 m');
});

test('ben, who lives in the United States, adds a place in Lagos: its country is Nigeria, where it is', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ben');
  await page.goto('/map/live');
  await page.getByRole('searchbox', { name: 'Buscar locais' }).fill('terra kulture');
  const map = page.getByRole('region', { name: 'Mapa ao vivo' });
  await expect(map.getByRole('button', { name: 'Terra Kulture', pressed: true })).toBeVisible({ timeout: FIRST_LOAD_MS });
  // A pin opens a card on the map; Escape closes it and the keyboard is back on the pin.
  await map.getByRole('button', { name: 'Terra Kulture' }).click();
  const pinCard = page.getByRole('dialog', { name: 'Terra Kulture' });
  await expect(pinCard.getByText('Ponto turístico')).toBeVisible();
  await expect(pinCard.getByRole('link', { name: 'Abrir página' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pinCard).toHaveCount(0);
  await expect(map.getByRole('button', { name: 'Terra Kulture' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pinCard).toBeVisible();
  // ben saved it long ago (seeded): from the card he takes it off, and saves it again.
  await pinCard.getByRole('button', { name: 'Salvo', pressed: true }).click();
  await expect(page.getByText('Removido dos seus locais salvos')).toBeVisible();
  await pinCard.getByRole('button', { name: 'Salvar', pressed: false }).click();
  await expect(pinCard.getByRole('button', { name: 'Salvo', pressed: true })).toBeVisible();
  await pinCard.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('searchbox', { name: 'Buscar locais' }).fill('');
  await page.getByRole('button', { name: 'Adicionar local' }).click();
  await page.getByRole('button', { name: 'Adicionar aqui' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar local' });
  await expect(dialog.getByText('Em Nigéria (pelo ponto no mapa)')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Kulture Annex');
  await dialog.getByLabel('Categoria').selectOption({ label: 'Loja' });
  await dialog.getByRole('button', { name: 'Adicionar local' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kulture Annex' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Kulture Annex' }).getByRole('img', { name: /Nigéria/ })).toBeVisible();
});

async function person(browser: Browser, who: SeededUser, request: Parameters<typeof startSignedIn>[1]): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'UTC', geolocation: LEKKI, permissions: ['geolocation'] });
  const page = await context.newPage();
  await acceptCookies(page);
  await startSignedIn(page, request, who);
  return page;
}

test('ada shares her live location for 15 minutes; ben, one of her contacts, sees her on his map until she stops', async ({
  browser,
  request,
}) => {
  const ada = await person(browser, 'ada', request);
  await ada.goto('/map/live');
  const share = ada.getByRole('complementary', { name: 'Locais e localizações ao vivo' });
  // Two of her contacts share with her already (seeded).
  await expect(share.getByRole('button', { name: /@ben/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await share.getByLabel('Compartilhar por').selectOption({ label: '15 minutos' });
  await share.getByRole('button', { name: 'Compartilhar localização' }).click();
  await expect(ada.getByText('Compartilhando sua localização em tempo real')).toBeVisible();
  await expect(share.getByRole('status').filter({ hasText: 'Seus contatos (3) veem sua localização até' })).toBeVisible();
  await expect(ada.getByRole('button', { name: 'Você está aqui' })).toBeVisible();

  const ben = await person(browser, 'ben', request);
  await ben.goto('/map/live');
  const benSide = ben.getByRole('complementary', { name: 'Locais e localizações ao vivo' });
  await expect(benSide.getByRole('button', { name: /@ada/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await benSide.getByRole('button', { name: /@ada/ }).click();
  await expect(ben.getByRole('region', { name: 'Mapa ao vivo' }).getByRole('button', { name: '@ada' })).toBeVisible();

  await share.getByRole('button', { name: 'Parar de compartilhar' }).click();
  await expect(ada.getByText('Compartilhamento de localização encerrado')).toBeVisible();
  await ben.reload();
  await expect(ben.getByText('Nenhum contato está compartilhando a localização com você agora.')).toBeVisible({ timeout: FIRST_LOAD_MS });
});
