// Short random identifiers (spec section 9: "Random id helper default length 8").

/** Spec section 9. */
export const RANDOM_ID_LENGTH = 8;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above this are rejected so every character is equally likely (256 is not a multiple of 36).
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export function randomId(length: number = RANDOM_ID_LENGTH): string {
  let out = '';
  const bytes = new Uint8Array(Math.max(16, length * 2));
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}
