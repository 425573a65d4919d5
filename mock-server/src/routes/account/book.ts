// Tag account: the address book and the payout account (store/account-book.ts). Not encapsulated, so the market
// checkout can copy an address onto an order through `app.accountBook`.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';
import { currentUser } from '../../plugins/auth.ts';
import { seedAccountBook } from '../../seed/account.ts';
import { createAccountBook, type AccountBookRepo } from '../../store/account-book.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The address book and payout accounts; replaced (and re-seeded) by every store reset. */
    accountBook: { readonly repo: AccountBookRepo };
  }
}

function accountBookRoutes(app: FastifyInstance): void {
  const fresh = (): AccountBookRepo => {
    const book = createAccountBook({ now: () => app.clock.now() });
    seedAccountBook(book);
    return book;
  };
  const book = resettableRepo(app.store, fresh);
  app.decorate('accountBook', book);

  app.operation('accountAddresses', (request) => ok('common.ok', book.repo.list(currentUser(request).uid)));
  app.operation('accountAddressSave', (request, _reply, body) =>
    ok('account.addressSaved', book.repo.save(currentUser(request).uid, body)),
  );
  app.operation('accountAddressDelete', (request, _reply, body) =>
    ok('account.addressDeleted', book.repo.remove(currentUser(request).uid, body.id)),
  );
  app.operation('accountPayout', (request) => ok('common.ok', book.repo.payout(currentUser(request).uid)));
  app.operation('accountPayoutSave', (request, _reply, body) =>
    ok('account.payoutSaved', book.repo.savePayout(currentUser(request).uid, body)),
  );
}

Object.assign(accountBookRoutes, { [Symbol.for('skip-override')]: true });

export default accountBookRoutes;
