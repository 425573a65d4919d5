// The client request id of a ticket (openapi PayClientRequestId): one per intended ticket, kept through retries,
// so a double tap or a lost answer never opens it twice.
import { randomId } from '../../../lib/random-id';

const REQUEST_ID_LENGTH = 20;

export const newRequestId = (): string => `sup-${randomId(REQUEST_ID_LENGTH)}`;
