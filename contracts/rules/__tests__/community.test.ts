// Spec section 5's community form rules: names 3–24 letters, digits or underscores ("under 25 characters") in an
// input of 50, descriptions of at most 200, and the spec's exact message.
import { describe, expect, it } from 'vitest';
import { COMMUNITY_NAME_INPUT_MAX, COMMUNITY_NAME_MAX, communityDescriptionProblem, communityNameProblem } from '../community.ts';
import { ruleMessage } from '../messages-en.ts';

describe('community name and description (spec section 5)', () => {
  it('uses the spec’s exact message "Enter a valid name (3–25 letters, numbers, or underscores)" and reconciles "under 25" with an input of 50', () => {
    expect(ruleMessage({ code: 'community.name' })).toBe('Enter a valid name (3–25 letters, numbers, or underscores)');
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
    [' Lagos_Devs ', true],
    ['lagos devs', false],
    ['lagos-devs', false],
  ])('%j is valid: %s', (name, valid) => {
    expect(communityNameProblem(name)).toEqual(valid ? null : { code: 'community.name' });
  });

  it('"Description max 200": allows 200 characters, not 201', () => {
    expect(communityDescriptionProblem('x'.repeat(200))).toBeNull();
    expect(communityDescriptionProblem('x'.repeat(201))).toEqual({ code: 'community.descriptionTooLong', params: { max: 200 } });
  });
});
