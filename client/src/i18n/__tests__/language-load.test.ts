// Choosing a language: outside a production build nothing is left to load, and the switch is setLanguage's
// (stored, page reloaded); Portuguese never loads anything.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, loadLanguage } from '../language-load';
import { language, page } from '../../state/language';

afterEach(() => {
  language.value = 'pt';
  localStorage.clear();
});

describe('language-load', () => {
  it('needs nothing for Portuguese, nor for English outside a production build', async () => {
    await expect(loadLanguage('pt')).resolves.toBeUndefined();
    await expect(loadLanguage('en')).resolves.toBeUndefined();
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('osb.i18n.english')]).toBeUndefined();
  });

  it('switches once the language is loaded: stored, then the page reloads', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    chooseLanguage('en');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('language')).toBe('"en"');
    expect(language.value).toBe('en');
  });
});
