// The secret that signs private storage links (GET /cdn/s/… ?expires=&sig=): MOCK_SIGNING_KEY when set (so links
// survive a restart, or several mock processes agree), otherwise random per start, so no link can be forged from a
// key written in the source. A real backend keeps its own secret in its secret store.
import { randomBytes } from 'node:crypto';

export function signingKeyFrom(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.MOCK_SIGNING_KEY?.trim();
  return configured ? configured : randomBytes(32).toString('hex');
}
