// The realtime frames the game reads arrive as `unknown` (lib/api/socket.ts): these guards accept only the shapes
// contracts/asyncapi.yaml gives them — JSON p data is PlayData, JSON r data is {i, g, u, n, rematch?}.
import { isLetter } from './stakes';
import type { Challenge, PlayData, PlayHand, PlayResult } from './types';

const HANDS: readonly string[] = ['r', 'p', 's'];
const STATES: readonly string[] = ['pending', 'active', 'done'];
const RESULTS: readonly string[] = ['won', 'lost', 'draw'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 80;
const optional = (value: unknown, check: (v: unknown) => boolean): boolean => value === undefined || check(value);

export function isHand(value: unknown): value is PlayHand {
  return typeof value === 'string' && HANDS.includes(value);
}

const isResult = (value: unknown): value is PlayResult => typeof value === 'string' && RESULTS.includes(value);
const isState = (value: unknown): value is NonNullable<PlayData['s']> => typeof value === 'string' && STATES.includes(value);

export function parsePlayData(value: unknown): PlayData | null {
  if (!isRecord(value)) return null;
  const { i, m, p, c, t, r, s, g, u, n, y } = value;
  if (!isId(i) || typeof m !== 'boolean' || typeof p !== 'boolean' || typeof c !== 'boolean') return null;
  if (typeof t !== 'number' || !Number.isFinite(t)) return null;
  const fine =
    optional(r, isResult) && optional(s, isState) && optional(g, isLetter) && optional(u, isId) && optional(n, isId) && optional(y, isHand);
  if (!fine) return null;
  // Re-built field by field so nothing the contract does not name reaches the model.
  return {
    i,
    m,
    p,
    c,
    t,
    ...(isResult(r) ? { r } : {}),
    ...(isState(s) ? { s } : {}),
    ...(isLetter(g) ? { g } : {}),
    ...(isId(u) ? { u } : {}),
    ...(isId(n) ? { n } : {}),
    ...(isHand(y) ? { y } : {}),
  };
}

export function parseChallenge(value: unknown): Challenge | null {
  if (!isRecord(value)) return null;
  const { i, g, u, n, rematch } = value;
  if (!isId(i) || !isLetter(g) || !isId(u) || !isId(n) || !optional(rematch, (v) => typeof v === 'boolean')) return null;
  return { i, g, u, n, ...(rematch === true ? { rematch: true } : {}) };
}
