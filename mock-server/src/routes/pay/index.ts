// Tag pay: wallet, activity, recipients, send, request, convert, add, withdraw, gift cards and P2P (and, tag admin,
// the staff's P2P dispute queue: /admin/disputes/*, 403 for everyone else). Handlers
// call the pay store (store/pay.ts), which moves every value through the one ledger. Each call first settles
// what the mock's clock made due (pending adds and withdrawals, expired P2P orders).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId, RequestBody } from '../../../../contracts/api/operations.ts';
import { ok } from '../../lib/envelope.ts';
import type { ApiCode } from '../../lib/errors.ts';
import type { Envelope } from '../../lib/types.ts';
import { currentUser, requireStaff } from '../../plugins/auth.ts';
import type { OperationEnvelope } from '../../plugins/openapi-validation.ts';
import { PAY_RATES } from '../../seed/pay-assets.ts';
import { seedPay } from '../../seed/pay.ts';
import { createPayRepo, type PayRepo } from '../../store/pay.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';
import type { UserRecord } from '../../store/users.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pay store; replaced (and re-seeded) by every store reset. */
    pay: { readonly repo: PayRepo };
  }
}

function payRoutes(app: FastifyInstance): void {
  const { store, ledger, clock, realtime } = app;
  const fresh = (): PayRepo => {
    const repo = createPayRepo({
      ledger,
      users: store.users,
      now: () => clock.now(),
      notify: (uid) => realtime.send(uid, 'i'),
      // Dispute evidence is checked as support screenshots are: images the sender uploaded.
      media: store.posts.media,
      notice: (uid, input) => store.inbox.notifications.add(uid, input),
    });
    seedPay(repo, { ledger, users: store.users });
    return repo;
  };
  const pay = resettableRepo(store, fresh);
  app.decorate('pay', pay);

  /** Registers a pay operation for a signed-in user, settling what is due first. */
  const op = <Id extends OperationId>(
    operationId: Id,
    handler: (user: UserRecord, body: RequestBody<Id>, reply: FastifyReply, request: FastifyRequest) => OperationEnvelope<Id>,
  ) => {
    app.operation(operationId, (request, reply, body) => {
      pay.repo.tick();
      return handler(currentUser(request), body, reply, request);
    });
  };
  const created = <T>(reply: FastifyReply, code: ApiCode, data: T): Envelope<T> => {
    reply.code(201);
    return ok(code, data);
  };

  app.operation('payAssets', () => ok('common.ok', { assets: [...pay.repo.assets()] }, PAY_RATES));
  op('payWallet', (user) => ok('common.ok', pay.repo.wallet(user.uid), PAY_RATES));
  op('payActivity', (user, body) => ok('common.ok', pay.repo.activity(user.uid, body)));
  op('payReceipt', (user, body) => ok('common.ok', pay.repo.receipts.receipt(user.uid, body.id)));
  op('payStatement', (user, body) => ok('common.ok', pay.repo.receipts.statement(user.uid, body)));

  op('payRecipients', (user) => ok('common.ok', pay.repo.recipients(user.uid)));
  op('payRecipientSave', (user, body) => ok('pay.recipientSaved', pay.repo.saveRecipient(user, body.userName, body.label)));
  op('payRecipientRemove', (user, body) => ok('pay.recipientRemoved', pay.repo.removeRecipient(user.uid, body.id)));

  op('paySendPreview', (user, body) => ok('common.ok', pay.repo.sendPreview(user, body)));
  op('paySend', (user, body, reply) => created(reply, 'pay.sent', pay.repo.send(user, body)));

  op('payRequestCreate', (user, body, reply) => created(reply, 'pay.requestSent', pay.repo.createRequest(user, body)));
  op('payRequests', (user, body) => ok('common.ok', pay.repo.requests(user.uid, body)));
  op('payRequestPay', (user, body) => ok('pay.requestPaid', pay.repo.payRequest(user, body.id, body.requestId)));
  op('payRequestDecline', (user, body) => {
    const request = pay.repo.declineRequest(user, body.id);
    return ok(request.status === 'cancelled' ? 'pay.requestCancelled' : 'pay.requestDeclined', request);
  });

  op('payConvertQuote', (user, body, reply) => created(reply, 'pay.quoteReady', pay.repo.quote(user, body)));
  op('payConvertExecute', (user, body) => ok('pay.converted', pay.repo.executeQuote(user, body.quoteId, body.requestId)));

  op('payAdd', (user, body, reply) => created(reply, 'pay.addStarted', pay.repo.add(user, body)));
  op('payWithdraw', (user, body, reply) => created(reply, 'pay.withdrawStarted', pay.repo.withdraw(user, body)));

  op('payGiftCardBuy', (user, body, reply) => created(reply, 'gift.ready', pay.repo.giftCards.buy(user, body)));
  op('payGiftCards', (user) => ok('common.ok', pay.repo.giftCards.list(user.uid)));
  op('payGiftCardRedeem', (user, body) => ok('gift.redeemed', pay.repo.giftCards.redeem(user, body)));
  op('payGiftCardCancel', (user, body) => ok('gift.cancelled', pay.repo.giftCards.cancel(user, body.id)));

  op('payP2pOffers', (user, body) => ok('common.ok', pay.repo.p2p.offers(user, body)));
  op('payP2pAds', (user) => ok('common.ok', pay.repo.p2p.myAds(user.uid)));
  op('payP2pAdCreate', (user, body, reply) => created(reply, 'p2p.adPosted', pay.repo.p2p.createAd(user, body)));
  op('payP2pAdUpdate', (user, body) => {
    const ad = pay.repo.p2p.updateAd(user, body);
    const onlyStatus = Object.keys(body).length === 2 && body.status !== undefined;
    return ok(onlyStatus ? (body.status === 'paused' ? 'p2p.adPaused' : 'p2p.adResumed') : 'p2p.adUpdated', ad);
  });
  op('payP2pAdDelete', (user, body) => {
    pay.repo.p2p.deleteAd(user, body.id);
    return ok('p2p.adDeleted', null);
  });

  op('payP2pOrderCreate', (user, body, reply) => created(reply, 'p2p.orderCreated', pay.repo.p2p.createOrder(user, body)));
  op('payP2pOrders', (user, body) => ok('common.ok', pay.repo.p2p.orders(user.uid, body.state)));
  op('payP2pOrder', (user, body) => ok('common.ok', pay.repo.p2p.order(user.uid, body.id)));
  op('payP2pOrderPaid', (user, body) => ok('p2p.markedPaid', pay.repo.p2p.markPaid(user, body.id)));
  op('payP2pOrderRelease', (user, body) => ok('p2p.released', pay.repo.p2p.release(user, body.id)));
  op('payP2pOrderCancel', (user, body) => ok('p2p.orderCancelled', pay.repo.p2p.cancel(user, body.id)));
  op('payP2pOrderDispute', (user, body) => ok('p2p.disputeOpened', pay.repo.p2p.dispute(user, body.id, body.reason)));
  op('payP2pOrderFeedback', (user, body) =>
    ok('p2p.feedbackThanks', pay.repo.p2p.feedback(user, body.id, body.rating, body.comment ?? '')),
  );
  op('payP2pOrderEvidence', (user, body) => ok('p2p.evidenceAdded', pay.repo.p2p.evidence(user, body.id, body.keys)));

  // The staff's dispute queue (tag admin, 403 for everyone else): what is due is settled first, as for every pay call.
  app.operation('adminDisputes', (request, _reply, body) => {
    requireStaff(request);
    pay.repo.tick();
    return ok('common.ok', pay.repo.p2p.disputes(body.state ?? 'open'));
  });
  app.operation('adminDispute', (request, _reply, body) => {
    requireStaff(request);
    pay.repo.tick();
    return ok('common.ok', pay.repo.p2p.disputeDetail(body.id));
  });
  app.operation('adminDisputeResolve', (request, _reply, body) => {
    const staff = requireStaff(request);
    pay.repo.tick();
    return ok('p2p.disputeResolved', pay.repo.p2p.resolve(staff, body.id, body.outcome, body.reason));
  });
  op('payP2pOrderMessages', (user, body) => ok('common.ok', pay.repo.p2p.messages(user.uid, body.id)));
  op('payP2pOrderMessage', (user, body, reply) => created(reply, 'p2p.messageSent', pay.repo.p2p.message(user, body)));
}

// Not encapsulated (as fastify-plugin would do): `app.pay` is visible to the whole app and its tests.
Object.assign(payRoutes, { [Symbol.for('skip-override')]: true });

export default payRoutes;
