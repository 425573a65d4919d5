// /market/order: my orders newest first (status badge, date, items, total); Details opens the lines, the
// progress (placed → shipped → delivered → returned) and, while it has not shipped, Cancel, or once delivered and
// for 14 days, Return (each after a confirmation). Live: an order placed, cancelled or returned in another tab,
// and one on its way, show without a reload.
import { useEffect, useState } from 'react';
import { addressLine } from '../../../lib/postal-address';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Link } from 'react-router-dom';
import { ReceiptText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { t as translate, useT } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { refreshUser } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { cancelOrder } from '../api/cancel-order';
import { getOrder } from '../api/get-order';
import { listOrders } from '../api/list-orders';
import { returnOrder } from '../api/return-order';
import { marketLinks } from '../models/links';
import { OrdersModel } from '../models/orders';
import { formatOsbt } from '../../../lib/currency';
import type { Order } from '../models/types';
import { LoadError, Loading, MarketPage, type MarketPageProps } from './market-page';
import { OrderStatus } from './order-status';
import { Price } from './price';
import { ProductImage } from './product-bits';
import type { KeySuffix } from '../../../i18n/keys';
import { useLive } from '../../../lib/live/use-live';

/** How often a page with an order on its way looks again (ships after hours, arrives after days). */
const ORDER_POLL_MS = 15_000;

type Model = ReturnType<typeof useOrders>;

function useOrders() {
  return useModel(
    () =>
      new OrdersModel({
        list: listOrders,
        get: getOrder,
        cancel: cancelOrder,
        giveBack: returnOrder,
        refresh: refreshUser,
        notify: (kind, message) => toast[kind](message),
        cancelledText: () => translate('market.order.cancelled'),
        returnedText: () => translate('market.order.returned'),
      }),
  );
}

function when(ms: number): string {
  return formatTime(ms, { timeZone: timeZone.value, lang: language.value });
}

function Progress({ order }: { order: Order }) {
  const t = useT();
  const steps: { key: KeySuffix<'market.order.step.'>; at: number | null }[] =
    order.status === 'cancelled'
      ? [
          { key: 'placed', at: order.createdAt },
          { key: 'cancelled', at: order.cancelledAt },
        ]
      : [
          { key: 'placed', at: order.createdAt },
          { key: 'shipped', at: order.shippedAt },
          { key: 'delivered', at: order.deliveredAt },
          ...(order.status === 'returned' ? [{ key: 'returned' as const, at: order.returnedAt }] : []),
        ];
  return (
    <ol className="market-progress" aria-label={t('market.order.timeline')}>
      {steps.map((step) => (
        <li key={step.key} className={step.at === null ? 'market-progress__step' : 'market-progress__step market-progress__step--done'}>
          <strong>{t(`market.order.step.${step.key}`)}</strong>
          <span className="page-muted">{step.at === null ? t('market.order.stepPending') : when(step.at)}</span>
        </li>
      ))}
    </ol>
  );
}

function CancelOrder({ order, model }: { order: Order; model: Model }) {
  useSignals();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <div className="market-order__cancel">
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          {t('market.order.cancel')}
        </Button>
        <span className="page-muted">{t('market.order.cancelWindow')}</span>
      </div>
    );
  }
  return (
    <div className="market-order__cancel" role="group" aria-label={t('market.order.cancel')}>
      <p>{t('market.order.cancelConfirm', { total: formatOsbt(order.total, language.value) })}</p>
      <Button
        size="sm"
        variant="danger"
        loading={model.cancelling.value === order.id}
        onClick={() => void model.cancel(order).then(() => setConfirming(false))}
      >
        {t('market.order.cancelYes')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        {t('market.order.cancelNo')}
      </Button>
    </div>
  );
}

function ReturnOrder({ order, model }: { order: Order; model: Model }) {
  useSignals();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const until = order.returnableUntil;
  if (!order.returnable) {
    // Delivered, but the window closed: say so rather than leave the person looking for the button.
    return until === null ? null : <p className="page-muted">{t('market.order.returnClosed', { time: when(until) })}</p>;
  }
  if (!confirming) {
    return (
      <div className="market-order__cancel">
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          {t('market.order.return')}
        </Button>
        {until === null ? null : <span className="page-muted">{t('market.order.returnWindow', { time: when(until) })}</span>}
      </div>
    );
  }
  return (
    <div className="market-order__cancel" role="group" aria-label={t('market.order.return')}>
      <p>{t('market.order.returnConfirm', { total: formatOsbt(order.total, language.value) })}</p>
      <Button
        size="sm"
        variant="danger"
        loading={model.cancelling.value === order.id}
        onClick={() => void model.giveBack(order).then(() => setConfirming(false))}
      >
        {t('market.order.returnYes')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        {t('market.order.returnNo')}
      </Button>
    </div>
  );
}

function OrderCard({ order, model }: { order: Order; model: Model }) {
  useSignals();
  const t = useT();
  const open = model.openId.value === order.id;
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const headingId = `market-order-${order.id}`;
  const detailId = `market-order-detail-${order.id}`;
  return (
    <li className="market-order" aria-labelledby={headingId}>
      <div className="market-order__head">
        <div>
          <h2 id={headingId}>{t('market.order.title', { id: order.id })}</h2>
          <span className="page-muted">
            {t('market.order.placedOn', { time: when(order.createdAt) })} · {t('market.order.items', { count })}
          </span>
        </div>
        <OrderStatus status={order.status} />
      </div>
      <div className="market-order__summary">
        <div className="market-order__thumbs" aria-hidden="true">
          {order.lines.slice(0, 4).map((line) => (
            <ProductImage key={line.productId} image={line.image} className="market-image market-image--thumb" />
          ))}
        </div>
        <Price amount={order.total} />
      </div>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => void model.open(open ? null : order.id)}
      >
        {open ? t('market.order.hide') : t('market.order.details')}
      </Button>
      {open ? (
        <div id={detailId} className="market-order__detail">
          <ul className="market-order__lines">
            {order.lines.map((line) => (
              <li key={line.productId}>
                <span>
                  {line.quantity} × {line.title}{' '}
                  <span className="page-muted">{t('market.order.seller', { seller: line.seller.userName })}</span>
                </span>
                <span>{formatOsbt(line.subtotal, language.value)}</span>
              </li>
            ))}
          </ul>
          {order.deliveryAddress ? (
            <p className="market-order__address">
              <strong>{t('market.order.deliverTo')}</strong> {order.deliveryAddress.name} ·{' '}
              {addressLine(order.deliveryAddress, language.value)} · <span dir="ltr">{order.deliveryAddress.phone}</span>
            </p>
          ) : null}
          <Progress order={order} />
          {order.cancellable ? <CancelOrder order={order} model={model} /> : null}
          {order.status === 'delivered' ? <ReturnOrder order={order} model={model} /> : null}
        </div>
      ) : null}
    </li>
  );
}

export function OrdersPage({ title }: MarketPageProps) {
  useSignals();
  const t = useT();
  const model = useOrders();
  useEffect(() => {
    void model.load();
  }, [model]);
  const orders = model.orders.value;
  // Orders ship and are delivered on the server's clock, which sends no frame: look again while one is on its way.
  const moving = orders?.some((o) => o.status === 'placed' || o.status === 'shipped') ?? false;
  useLive(['orders', 'balance'], () => model.load(), { intervalMs: ORDER_POLL_MS, active: moving });
  return (
    <MarketPage title={title} lead={t('market.lead.order')}>
      {model.error.value ? (
        <LoadError message={model.error.value} onRetry={() => void model.load()} />
      ) : orders === null ? (
        <Loading />
      ) : orders.length === 0 ? (
        <EmptyState icon={<ReceiptText size={32} />} message={t('market.order.empty')}>
          <Link className="market-link" to={marketLinks.trending}>
            {t('market.cart.browse')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="page-list page-list--loose">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} model={model} />
          ))}
        </ul>
      )}
    </MarketPage>
  );
}
