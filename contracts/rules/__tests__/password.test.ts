// The new-password rule (contracts/rules/password.ts): "8–128 characters, not only spaces, not one character
// repeated, and not one of the most common passwords", the same for sign-up and password change.
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../common-passwords.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../password.ts';

const check = (password: string) => passwordProblem(password, COMMON_PASSWORDS);

describe('new passwords', () => {
  it.each([
    ['eight spaces', '        ', 'password.blank'],
    ['a tab and spaces', ' \t      ', 'password.blank'],
    ['a single repeated character', 'aaaaaaaa', 'password.oneCharacter'],
    ['a repeated emoji', '😀😀😀😀😀😀😀😀', 'password.oneCharacter'],
    ['12345678', '12345678', 'password.common'],
    ['"password"', 'password', 'password.common'],
    ['"Password" in another case', 'PassWord', 'password.common'],
    ['a common one in Portuguese', 'mudar123', 'password.common'],
    ['seven characters', 'abc-def', 'password.tooShort'],
  ])('refuses %s', (_label, password, code) => {
    expect(check(password)?.code).toBe(code);
  });

  it('names the limits it refuses by', () => {
    expect(check('short')).toEqual({ code: 'password.tooShort', params: { min: PASSWORD_MIN } });
    expect(check('x'.repeat(PASSWORD_MAX) + 'y')).toEqual({ code: 'password.tooLong', params: { max: PASSWORD_MAX } });
  });

  it('counts characters as a person does (an emoji is one)', () => {
    expect(check('🔑🔑🔑🔑abc')?.code).toBe('password.tooShort');
    expect(check('🔑🔑🔑🔑abcd')).toBeNull();
  });

  it.each(['correct-horse-battery', 'correct horse 1', 'n3w-secret', 'another-secret-42', 'abcdefgh1'])('accepts %s', (password) => {
    expect(check(password)).toBeNull();
  });

  it('keeps a compact list of passwords long enough to pass the length rule', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(700);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry.length, entry).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(entry, entry).toBe(entry.toLowerCase());
    }
  });
});
