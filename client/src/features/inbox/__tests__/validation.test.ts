// Spec section 5's form rules with their exact messages, and how /inbox/{uid} segments are read.
import { describe, expect, it } from 'vitest';
import { checkCommunity, checkUserName, conversationKind, USERNAME_MESSAGE, uidOfNid } from '../models/validation';

describe('new chat username', () => {
  it('uses the spec’s exact message', () => {
    expect(USERNAME_MESSAGE).toBe('Enter a valid username (3–25 letters, numbers, or underscores)');
  });

  it.each([
    ['ab', false],
    ['abc', true],
    ['a'.repeat(25), true],
    ['a'.repeat(26), false],
    ['ada_2', true],
    ['ada-2', false],
    ['ada 2', false],
  ])('%s is valid: %s', (input, valid) => {
    expect(checkUserName(input).error).toBe(valid ? null : USERNAME_MESSAGE);
  });

  it('lowercases the input', () => {
    expect(checkUserName('  BeN ')).toEqual({ value: 'ben', error: null });
  });
});

describe('community name and description (spec section 5; the rule itself: contracts/rules/community.ts)', () => {
  it('refuses a name outside 3–24 letters, digits or underscores with a rule problem, and an over-long description', () => {
    expect(checkCommunity({ name: ' Lagos_Devs ', description: 'x'.repeat(200) })).toEqual({});
    expect(checkCommunity({ name: 'lagos devs', description: 'x'.repeat(201) })).toEqual({
      name: { code: 'community.name' },
      description: { code: 'community.descriptionTooLong', params: { max: 200 } },
    });
  });
});

describe('conversationKind', () => {
  it('tells a user uid, a 12-character chat and a 14-character community apart', () => {
    expect(conversationKind('u0000000002')).toBe('user');
    expect(conversationKind('abcdefghijkl')).toBe('chat');
    expect(conversationKind('abcdefghijklmn')).toBe('community');
    expect(conversationKind('abcdefghijklm')).toBeNull();
    // /inbox/notification is its own (static) route, so it never reaches this reading.
    expect(conversationKind('Abcdefghijkl')).toBeNull();
    expect(conversationKind('../x')).toBeNull();
  });

  it('reads the uid at the end of a composite identifier', () => {
    expect(uidOfNid('ben-1-US-u0000000002')).toBe('u0000000002');
    expect(uidOfNid('lagos_devs')).toBeUndefined();
  });
});
