// Client request ids (openapi PayClientRequestId): one per intended write, made when the person reaches the
// confirm step and kept through retries, so a repeated tap or a lost answer never moves money twice.
import { randomId } from '../../../lib/random-id';

/** Long enough that two writes of one person never share an id. */
const REQUEST_ID_LENGTH = 20;

export function newRequestId(kind: string): string {
  return `${kind}-${randomId(REQUEST_ID_LENGTH)}`;
}
