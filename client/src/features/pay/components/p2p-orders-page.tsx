// /pay/p2p/orders: my orders as buyer and seller, open or closed, each linking to its page.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { listOrders } from '../api/list-orders';
import { loadAssets } from '../models/assets';
import { payLinks } from '../models/links';
import { OrdersModel } from '../models/p2p';
import { Amount } from './p2p-parts';
import { ListStates, LoadError, PayPage, type PayPageProps } from './pay-page';
import { PayStatus } from './pay-status';
import { useLive } from '../../../lib/live/use-live';

export function P2pOrdersPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const model = useModel(() => new OrdersModel(listOrders));
  useEffect(() => {
    void loadAssets().catch(() => null);
    void model.load();
  }, [model]);
  useLive('balance', () => model.load());

  return (
    <PayPage title={title} lead={t('pay.orders.lead')}>
      <div className="pay-segmented" role="group" aria-label={t('pay.filter.status')}>
        {(['open', 'closed'] as const).map((state) => (
          <button key={state} type="button" aria-pressed={model.state.value === state} onClick={() => void model.show(state)}>
            {t(`pay.orders.${state}`)}
          </button>
        ))}
      </div>
      {model.error.value ? <LoadError message={model.error.value} onRetry={() => void model.load()} /> : null}
      <ListStates items={model.orders.value} empty={<EmptyState message={t('pay.orders.none')} />}>
        {(orders) => (
          <ul className="page-list page-list--loose">
            {orders.map((o) => {
              const other = o.role === 'buyer' ? o.seller : o.buyer;
              return (
                <li key={o.id}>
                  <Link to={payLinks.p2pOrder(o.id)} className="pay-order-link">
                    <span className="pay-order-link__main">
                      <strong>
                        {t(o.role === 'buyer' ? 'pay.order.buying' : 'pay.order.selling', { asset: o.asset, name: other.userName })}
                      </strong>
                      <span className="page-muted">
                        {t('pay.order.id', { id: o.id })} · {formatTime(o.createdAt, { timeZone: timeZone.value, lang })}
                      </span>
                    </span>
                    <span className="pay-order-link__side">
                      <strong>
                        <Amount minor={o.amount} code={o.asset} />
                      </strong>
                      <span className="page-muted">
                        <Amount minor={o.fiatAmount} code={o.fiat} />
                      </span>
                      <PayStatus status={o.status} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>
    </PayPage>
  );
}
