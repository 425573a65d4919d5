// The public site's calls under support (no sign-in): the platform's health check behind the footer's status line,
// and the contact page's messages (kept for the team, who answer by e-mail; idempotent by request id).
// The mock is one process, so when it answers every area answers: `operational`. When it cannot (down, or a fault
// rule on this operation or on every call: plugins/faults.ts), the client gets no answer or a 5xx and says so,
// which is what a developer sees by stopping the mock or adding a rule.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../contracts/api/schema.d.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';

type ContactInput = components['schemas']['ContactInput'];
type ContactReceipt = components['schemas']['ContactReceipt'];

/** A contact message's words, as long as a ticket's first message must be (support.messageTooShort). */
export const CONTACT_MESSAGE_MIN = 10;

interface ContactRecord {
  receipt: ContactReceipt;
  input: ContactInput;
}

export function publicSupportRoutes(app: FastifyInstance): void {
  app.operation('platformStatus', () => ok('common.ok', { status: 'operational' as const, areas: [], checkedAt: app.clock.now() }));

  const contacts = resettableRepo(app.store, () => ({ byRequest: new Map<string, ContactRecord>(), count: 0 }));

  app.operation('supportContact', (_request, reply, body) => {
    const { byRequest } = contacts.repo;
    const same = byRequest.get(body.requestId);
    if (same) {
      if (JSON.stringify(same.input) !== JSON.stringify(body)) throw conflict('support.requestReused');
      return ok('support.contactAlreadyReceived', same.receipt);
    }
    if (body.name.trim() === '') throw unprocessable('support.contactNameMissing');
    if (body.message.trim().length < CONTACT_MESSAGE_MIN) throw unprocessable('support.messageTooShort', { min: CONTACT_MESSAGE_MIN });
    contacts.repo.count += 1;
    const receipt: ContactReceipt = {
      id: `ct${String(contacts.repo.count).padStart(10, '0')}`,
      email: body.email,
      topic: body.topic,
      receivedAt: app.clock.now(),
    };
    byRequest.set(body.requestId, { receipt, input: { ...body } });
    reply.code(201);
    return ok('support.contactReceived', receipt);
  });
}
