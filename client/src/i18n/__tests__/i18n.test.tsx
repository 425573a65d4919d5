// Message lookup, spec-exact messages and language-driven re-rendering.
import { describe, it, expect, afterEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { t, useT } from '../index';
import { registerMessages } from '../catalogue';
import { common, SPEC_MESSAGES } from '../messages/common';
import { language } from '../../state/language';
import type { TextKey } from '../keys';

afterEach(() => {
  language.value = 'pt';
});

describe('i18n', () => {
  it('speaks Portuguese by default (spec section 4)', () => {
    expect(t('common.close')).toBe('Fechar');
    language.value = 'en';
    expect(t('common.close')).toBe('Close');
  });

  it('keeps the spec’s quoted messages byte-exact in both languages', () => {
    const quoted = {
      empty: 'Empty. Nothing to show here!',
      allSystemNormal: 'All system normal',
      somethingWentWrong: 'Something went wrong',
      updateSuccessful: 'Update successful!',
      unexpectedError: 'Unexpected Application Error!',
    };
    expect(SPEC_MESSAGES).toEqual(quoted);
    for (const [key, text] of Object.entries(quoted)) {
      expect(common.pt[key as keyof typeof quoted]).toBe(text);
      expect(common.en[key as keyof typeof quoted]).toBe(text);
      language.value = 'pt';
      expect(t(`common.${key as keyof typeof quoted}`)).toBe(text);
    }
  });

  it('translates everything else, with the same keys in both catalogues', () => {
    expect(Object.keys(common.pt).sort()).toEqual(Object.keys(common.en).sort());
    const translated = Object.keys(common.en).filter(
      (k) => !(k in SPEC_MESSAGES) && common.pt[k as keyof typeof common.pt] !== common.en[k as keyof typeof common.en],
    );
    expect(translated.length).toBeGreaterThan(10);
  });

  it('registers other namespaces, falls back to English, fills {params} and shows unknown keys as is', () => {
    // Namespaces the catalogue types do not know: t() is called past its typing, as a stale key would reach it.
    const key = (name: string) => name as TextKey;
    registerMessages('demo', { pt: { hello: 'Olá, {name}!' }, en: { hello: 'Hello, {name}!' } });
    expect(t(key('demo.hello'), { name: 'Ada' })).toBe('Olá, Ada!');
    expect(t(key('demo.missing'))).toBe('demo.missing');
    expect(t(key('nowhere.key'))).toBe('nowhere.key');
    registerMessages('partial', { pt: {}, en: { only: 'Only English' } });
    expect(t(key('partial.only'))).toBe('Only English');
  });

  it('useT re-renders the component when the language changes', () => {
    function Label() {
      const tr = useT();
      return <p>{tr('common.close')}</p>;
    }
    render(<Label />);
    expect(screen.getByText('Fechar')).toBeTruthy();
    act(() => {
      language.value = 'en';
    });
    expect(screen.getByText('Close')).toBeTruthy();
  });
});
