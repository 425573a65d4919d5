// Avatar initials and their colours (spec sections 3 and 9).

/** Spec section 9: "Avatar: default size 40". */
export const AVATAR_DEFAULT_SIZE = 40;
/** Spec section 9: "font size 40 percent of size". */
export const AVATAR_FONT_RATIO = 0.4;
/** Spec section 9: "initials at most 2". */
export const MAX_INITIALS = 2;
/** Spec section 9: "16 hues, saturation 90 percent, background lightness 90 percent, text lightness 40 percent". */
export const AVATAR_HUES = 16;
export const AVATAR_SATURATION = 90;
export const AVATAR_BACKGROUND_LIGHTNESS = 90;
export const AVATAR_TEXT_LIGHTNESS = 40;

const WORD_SEPARATORS = /[\s_.-]+/;

/** Spec section 3: two letters of a one-word name, else the first letter of each word (at most two), uppercase. */
export function initialsOf(userName: string | null | undefined): string {
  const words = (userName ?? '').split(WORD_SEPARATORS).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  // Array.from splits by code point, so a name starting with an emoji or astral letter is not cut in half.
  const letters =
    words.length === 1 ? Array.from(first).slice(0, MAX_INITIALS) : words.slice(0, MAX_INITIALS).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase();
}

/** Spec section 3: sum of the initials' character codes modulo 16. */
export function paletteIndex(initials: string): number {
  let sum = 0;
  for (let i = 0; i < initials.length; i++) sum += initials.charCodeAt(i);
  return sum % AVATAR_HUES;
}

export function avatarColors(initials: string): { background: string; color: string } {
  const hue = (paletteIndex(initials) * 360) / AVATAR_HUES;
  return {
    background: `hsl(${hue}, ${AVATAR_SATURATION}%, ${AVATAR_BACKGROUND_LIGHTNESS}%)`,
    color: `hsl(${hue}, ${AVATAR_SATURATION}%, ${AVATAR_TEXT_LIGHTNESS}%)`,
  };
}
