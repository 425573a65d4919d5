// Tag market: shelves and search, saved products, the cart, checkout and orders (store/market.ts, which moves
// every OSBT through the one ledger), plus the products' generated pictures on the content-delivery location
// (GET /cdn/p/{id}.svg and {id}-2.svg…; files, not API calls, so not in openapi.yaml). Each call first settles deliveries due.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OperationId, RequestBody } from '../../../../contracts/api/operations.ts';
import { ApiError, notFound, unprocessable } from '../../lib/errors.ts';
import { ok } from '../../lib/envelope.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { OperationEnvelope } from '../../plugins/openapi-validation.ts';
import { RATES } from '../../seed/rates.ts';
import { createMarketRepo, type MarketRepo } from '../../store/market.ts';
import type { UserRecord } from '../../store/users.ts';

/** pr00000001.svg is a product's first picture, pr00000001-2.svg its second, and so on. */
const PRODUCT_IMAGE = /^(pr[0-9a-z]{8})(?:-([2-9]))?\.svg$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The market store; replaced (and re-seeded) by every store reset. */
    market: { readonly repo: MarketRepo };
  }
}

function marketRoutes(app: FastifyInstance): void {
  const { store, ledger, clock } = app;
  const fresh = (): MarketRepo => createMarketRepo({ ledger, users: store.users, now: () => clock.now() });
  const area = resettableRepo(store, fresh);
  app.decorate('market', area);

  const op = <Id extends OperationId>(
    operationId: Id,
    handler: (user: UserRecord, body: RequestBody<Id>, reply: FastifyReply) => OperationEnvelope<Id>,
  ) => {
    app.operation(operationId, (request, reply, body) => {
      area.repo.tick();
      return handler(currentUser(request), body, reply);
    });
  };

  // Prices are in OSBT; the rates let the client show them in the user's currency too.
  op('marketProducts', (user, body) => ok('common.ok', area.repo.products(user.uid, body), RATES));
  op('marketProduct', (user, body) => ok('common.ok', area.repo.product(user.uid, body.id), RATES));
  op('marketSaved', (user) => ok('common.ok', area.repo.saved(user.uid), RATES));
  op('marketSavedSet', (user, body) =>
    ok(body.saved ? 'market.saved' : 'market.unsaved', area.repo.setSaved(user.uid, body.productId, body.saved)),
  );
  op('marketCart', (user) => ok('common.ok', area.repo.cart(user.uid), RATES));
  op('marketCartSet', (user, body) => ok('market.cartUpdated', area.repo.setCart(user, body.productId, body.quantity), RATES));
  op('marketCheckout', (user, body, reply) => {
    reply.code(201);
    // The address comes from the buyer's own book (routes/account/book.ts): someone else's id is not found.
    const address = () => {
      if (body.addressId === undefined) throw unprocessable('market.noDeliveryAddress');
      try {
        return app.accountBook.repo.get(user.uid, body.addressId);
      } catch (error) {
        // The book's own refusal is the account area's; checkout names it in the market's words.
        if (error instanceof ApiError && error.statusCode === 404) throw notFound('market.addressNotFound');
        throw error;
      }
    };
    return ok('market.orderPlaced', area.repo.checkout(user, body.requestId, address));
  });
  op('marketOrders', (user) => ok('common.ok', area.repo.orders(user.uid)));
  op('marketOrder', (user, body) => ok('common.ok', area.repo.order(user.uid, body.id)));
  op('marketOrderReturn', (user, body) => ok('market.orderReturned', area.repo.returnOrder(user.uid, body.id)));
  op('marketReviews', (user, body) => ok('common.ok', area.repo.reviews(user.uid, body.id)));
  op('marketReviewCreate', (user, body, reply) => {
    reply.code(201);
    return ok('market.reviewed', area.repo.review(user, body));
  });
  op('marketOrderCancel', (user, body) => ok('market.orderCancelled', area.repo.cancel(user.uid, body.id)));

  app.get('/cdn/p/:file', (request, reply) => {
    const match = PRODUCT_IMAGE.exec((request.params as { file: string }).file);
    const svg = match ? area.repo.image(match[1]!, Number(match[2] ?? '1')) : undefined;
    if (!svg) throw notFound('market.productNotFound');
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}

// Not encapsulated (as fastify-plugin would do): `app.market` is visible to the whole app and its tests.
Object.assign(marketRoutes, { [Symbol.for('skip-override')]: true });

export default marketRoutes;
