// Spec section 5's form rules with their exact messages, and how /inbox/{uid} segments are read.
import { describe, expect, it } from 'vitest';
import { COMMUNITY_NAME_INPUT_MAX, COMMUNITY_NAME_MAX } from '../models/constants';
import { checkCommunity, checkUserName, COMMUNITY_NAME_MESSAGE, conversationKind, USERNAME_MESSAGE, uidOfNid } from '../models/validation';

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

describe('community name and description', () => {
  it('uses the spec’s exact message and reconciles "under 25" with an input of 50', () => {
    expect(COMMUNITY_NAME_MESSAGE).toBe('Enter a valid name (3–25 letters, numbers, or underscores)');
    expect(COMMUNITY_NAME_MAX).toBe(24);
    expect(COMMUNITY_NAME_INPUT_MAX).toBe(50);
  });

  it.each([
    ['ab', false],
    ['abc', true],
    ['a'.repeat(24), true],
    ['a'.repeat(25), false],
    ['a'.repeat(50), false],
    ['Lagos_Devs', true],
    ['lagos devs', false],
    ['lagos-devs', false],
  ])('%s is valid: %s', (name, valid) => {
    expect(checkCommunity({ name, description: '' }).name).toBe(valid ? undefined : COMMUNITY_NAME_MESSAGE);
  });

  it('allows a description of 200 characters, not 201', () => {
    expect(checkCommunity({ name: 'abc', description: 'x'.repeat(200) })).toEqual({});
    expect(checkCommunity({ name: 'abc', description: 'x'.repeat(201) }).description).toBeDefined();
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
