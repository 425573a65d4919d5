// Tells a model's own problem (an admin-catalogue key) from the server's words, where a model answers either as a string.
import type { KeySuffix } from '../../../i18n/keys';

/** The model's own keys start with its prefix ('tasks.', 'upload.'); the server's messages never do. */
export function isOwnProblem<P extends string>(result: string, prefix: P): result is Extract<KeySuffix<'admin.'>, `${P}${string}`> {
  return result.startsWith(prefix);
}
