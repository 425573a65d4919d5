// Client request ids (openapi PayClientRequestId) for cloud writes that charge OSBT: one per intended write,
// kept through retries, so a repeated tap or a lost answer never charges twice.
import { randomId } from '../../../lib/random-id';

const REQUEST_ID_LENGTH = 20;

export function newRequestId(kind: string): string {
  return `${kind}-${randomId(REQUEST_ID_LENGTH)}`;
}
