// Saved places in lists: a place put in two lists with a note (one list named on the spot), all lists exported as a
// GeoJSON file that another person imports, and a malformed file refused in the person's language, adding nothing.
import { readFile } from 'node:fs/promises';
import { test, expect, startSignedIn, acceptCookies, openAs } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** The first visit to a page waits for the app to load its chunk. */
const FIRST_LOAD_MS = 30_000;

test('ada puts Terra Kulture in Want to go and a new list with a note; the saved page shows it in both', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/map/saved');
  const saved = page.getByRole('list', { name: 'Meus locais salvos' });
  await saved.getByRole('link', { name: /Terra Kulture/ }).click({ timeout: FIRST_LOAD_MS });
  await expect(page).toHaveURL(/\/map\/c\/[0-9a-z]{8}$/);
  await page.getByRole('button', { name: 'Listas e nota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Listas e nota: Terra Kulture' });
  await expect(dialog.getByRole('checkbox', { name: 'Favoritos' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Quero ir' }).check();
  await dialog.getByRole('textbox', { name: 'Nome da nova lista' }).fill('Fim de semana');
  await dialog.getByRole('button', { name: 'Criar lista' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Fim de semana' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Favoritos' }).uncheck();
  await dialog.getByLabel('Minha nota (só você vê)').fill('Teatro às sextas');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvo nas suas listas')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Terra Kulture' }).getByText('Teatro às sextas')).toBeVisible();

  await page.goto('/map/saved');
  const lists = page.getByRole('group', { name: 'Minhas listas' });
  await expect(lists.getByRole('button', { name: 'Quero ir 1' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await lists.getByRole('button', { name: 'Fim de semana 1' }).click();
  const shown = page.getByRole('list', { name: 'Meus locais salvos' });
  await expect(shown.getByRole('listitem')).toHaveCount(1);
  await expect(shown.getByRole('link', { name: /Terra Kulture/ })).toContainText('Quero ir · Fim de semana');
  await expect(shown.getByText('Teatro às sextas')).toBeVisible();
  // Renamed, then deleted: Undo brings it back, and only the end of the Undo window sends the deletion.
  await page.getByRole('button', { name: 'Renomear Fim de semana' }).click();
  await page.getByRole('textbox', { name: 'Novo nome para Fim de semana' }).fill('Sábado');
  await page.getByRole('button', { name: 'Renomear', exact: true }).click();
  await expect(lists.getByRole('button', { name: 'Sábado 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir lista Sábado' }).click();
  await expect(lists.getByRole('button', { name: /Sábado/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(lists.getByRole('button', { name: 'Sábado 1' })).toBeVisible();
});

test('ada exports her lists as GeoJSON; ben imports the file and finds her places in his lists', async ({ page, request, browser }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/map/saved');
  await expect(page.getByRole('list', { name: 'Meus locais salvos' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar GeoJSON' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^saved-places-\d{4}-\d{2}-\d{2}\.geojson$/);
  const file = await download.path();
  const geo = JSON.parse(await readFile(file, 'utf8')) as { type: string; features: Array<{ properties: { name: string } }> };
  expect(geo.type).toBe('FeatureCollection');
  const names = geo.features.map((f) => f.properties.name);
  expect(names).toContain('Yellow Chilli');

  const ben = await openAs(browser, request, 'ben');
  await ben.goto('/map/saved');
  const benLists = ben.getByRole('group', { name: 'Minhas listas' });
  await expect(benLists.getByRole('button', { name: /^Todos os salvos/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await ben.getByLabel('Importar GeoJSON').setInputFiles(file);
  await expect(ben.getByText(`${names.length} locais importados para suas listas`)).toBeVisible();
  const benSaved = ben.getByRole('list', { name: 'Meus locais salvos' });
  for (const name of names) await expect(benSaved.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await benLists.getByRole('button', { name: /^Favoritos/ }).click();
  await expect(benSaved.getByRole('link', { name: /Yellow Chilli/ })).toBeVisible();
});

test('a malformed file is refused in Portuguese and adds nothing', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'chidi');
  await page.goto('/map/saved');
  const lists = page.getByRole('group', { name: 'Minhas listas' });
  const all = lists.getByRole('button', { name: /^Todos os salvos/ });
  await expect(all).toBeVisible({ timeout: FIRST_LOAD_MS });
  const before = await all.textContent();
  const feature = (name: string, coordinates: number[]) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates },
    properties: { name, lists: ['Nova'] },
  });
  await page.getByLabel('Importar GeoJSON').setInputFiles({
    name: 'lugares.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(
      JSON.stringify({ type: 'FeatureCollection', features: [feature('Bom lugar', [3.4, 6.5]), feature('Longe demais', [200, 6.5])] }),
    ),
  });
  await expect(page.getByRole('alert')).toHaveText('Nada foi importado. O local 2 do arquivo não tem um valor válido em “coordinates”');
  await page
    .getByLabel('Importar GeoJSON')
    .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('not json at all') });
  await expect(page.getByRole('alert')).toHaveText('Nada foi importado. Este arquivo não é GeoJSON: não é um JSON válido');
  await page.reload();
  await expect(all).toHaveText(before ?? '', { timeout: FIRST_LOAD_MS });
  await expect(lists.getByRole('button', { name: /Nova/ })).toHaveCount(0);
});
