// Community names and descriptions (spec section 5; openapi NewCommunity): a name is 3–24 letters, digits or
// underscores ("under 25 characters") while its field accepts 50, so a long paste is never silently cut; a
// description has at most 200 characters. The mock enforces them through openapi.yaml's NewCommunity schema,
// which a unit test keeps equal to these.
import { problem, type RuleProblem } from './problem.ts';

export const COMMUNITY_CODES = ['community.name', 'community.descriptionTooLong'] as const;
export type CommunityCode = (typeof COMMUNITY_CODES)[number];
export type CommunityProblem = RuleProblem<CommunityCode>;

/**
 * Spec section 5: a community name "must be under 25 characters" while the input allows 50 ("community name
 * input 50", section 9). Both hold: the field accepts up to 50 characters so a longer paste is not silently cut,
 * and the rule (3 to 24 letters, digits or underscores) decides validity, showing the spec's message verbatim.
 */
export const COMMUNITY_NAME_MIN = 3;
export const COMMUNITY_NAME_MAX = 24;
export const COMMUNITY_NAME_INPUT_MAX = 50;
/** Spec sections 5 and 9: "Description max 200". */
export const COMMUNITY_DESCRIPTION_MAX = 200;
export const COMMUNITY_NAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{${COMMUNITY_NAME_MIN},${COMMUNITY_NAME_MAX}}$`);

/** Spec section 5: a name is valid at 3–24 letters, digits or underscores (surrounding spaces are not part of it). */
export function communityNameProblem(name: string): CommunityProblem | null {
  return COMMUNITY_NAME_PATTERN.test(name.trim()) ? null : problem('community.name');
}

export function communityDescriptionProblem(description: string): CommunityProblem | null {
  return description.length > COMMUNITY_DESCRIPTION_MAX
    ? problem('community.descriptionTooLong', { max: COMMUNITY_DESCRIPTION_MAX })
    : null;
}
