// The username rule of spec section 5: 3–25 letters, digits or underscores, lowercased.
import { describe, it, expect } from 'vitest';
import { isValidUserName, normalizeUserName, USERNAME_MESSAGE } from '../username';

describe('username rule', () => {
  it.each(['ada', 'a_b', 'x'.repeat(25), 'Dana_K', '  ben  '])('accepts %j', (name) => {
    expect(isValidUserName(name)).toBe(true);
  });
  it.each(['', 'ab', 'x'.repeat(26), 'no-dash', 'dot.name', 'ação'])('rejects %j', (name) => {
    expect(isValidUserName(name)).toBe(false);
  });
  it('lowercases input', () => {
    expect(normalizeUserName(' Dana_K ')).toBe('dana_k');
  });
  it('has the spec message', () => {
    expect(USERNAME_MESSAGE).toBe('Enter a valid username (3–25 letters, numbers, or underscores)');
  });
});
