// Language: default 'pt', a change reloads the page (spec section 4).
import { describe, it, expect, vi } from 'vitest';

async function loadLanguage() {
  vi.resetModules();
  return import('../language');
}

describe("language (spec section 4: \"default 'pt' (not 'en'); changing it reloads the page\")", () => {
  it('defaults to pt, not en', async () => {
    const { language, DEFAULT_LANGUAGE } = await loadLanguage();
    expect(DEFAULT_LANGUAGE).toBe('pt');
    expect(language.value).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
  });

  it('reads the stored choice (JSON under "language") and ignores unknown ones', async () => {
    localStorage.setItem('language', JSON.stringify('en'));
    expect((await loadLanguage()).language.value).toBe('en');
    localStorage.setItem('language', JSON.stringify('fr'));
    expect((await loadLanguage()).language.value).toBe('pt');
  });

  it('setLanguage stores the choice and reloads the page', async () => {
    const { setLanguage, language, page } = await loadLanguage();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    setLanguage('en');
    expect(localStorage.getItem('language')).toBe('"en"');
    expect(language.value).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('choosing the current language does not reload', async () => {
    const { setLanguage, page } = await loadLanguage();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    setLanguage('pt');
    expect(reload).not.toHaveBeenCalled();
  });
});
