// Avatar initials and palette (spec sections 3 and 9).
import { describe, it, expect } from 'vitest';
import { AVATAR_DEFAULT_SIZE, AVATAR_FONT_RATIO, MAX_INITIALS, avatarColors, initialsOf, paletteIndex } from '../avatar-colors';

describe('avatar initials (spec section 3)', () => {
  it('"first two letters of a one-word username ... uppercase"', () => {
    expect(initialsOf('ada')).toBe('AD');
    expect(initialsOf('b')).toBe('B');
  });

  it('"otherwise first letters of the words, at most two"; words split on spaces, underscores, hyphens and dots', () => {
    expect(initialsOf('ada lovelace')).toBe('AL');
    expect(initialsOf('ada_byron_lovelace')).toBe('AB');
    expect(initialsOf('mary-jane')).toBe('MJ');
    expect(initialsOf('j.r.r.tolkien')).toBe('JR');
    expect(initialsOf('  _ben_ ')).toBe('BE');
  });

  it('no username gives no initials (the avatar then shows a person icon)', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(null)).toBe('');
    expect(initialsOf('_-.')).toBe('');
  });

  it('"initials at most 2"', () => {
    expect(MAX_INITIALS).toBe(2);
    expect(initialsOf('a b c d').length).toBe(2);
  });
});

describe('avatar palette (spec sections 3 and 9)', () => {
  it('"picked by summing character codes of the initials modulo 16"', () => {
    expect(paletteIndex('AD')).toBe((65 + 68) % 16);
    expect(paletteIndex('')).toBe(0);
  });

  it('"16 hues, saturation 90 percent, background lightness 90 percent, text lightness 40 percent"', () => {
    expect(avatarColors('AD')).toEqual({ background: 'hsl(112.5, 90%, 90%)', color: 'hsl(112.5, 90%, 40%)' });
    const hues = new Set<string>();
    for (let code = 0; code < 64; code++) hues.add(avatarColors(String.fromCharCode(65 + code)).background);
    expect(hues.size).toBe(16);
  });

  it('"Avatar: default size 40; font size 40 percent of size"', () => {
    expect(AVATAR_DEFAULT_SIZE).toBe(40);
    expect(AVATAR_FONT_RATIO).toBe(0.4);
  });
});
