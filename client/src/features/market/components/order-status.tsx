// An order status as a badge in the spec's colours (section 4, via orderTone), worded in the person's language.
import { useT } from '../../../i18n';
import { orderTone } from '../models/rules';
import type { OrderStatus as Status } from '../models/types';
import './market-messages';

export function OrderStatus({ status }: { status: Status }) {
  const t = useT();
  const tone = orderTone(status);
  return (
    <span className={`ui-status ui-status--${tone}`} data-tone={tone} data-status={status}>
      <span className="ui-status__dot" aria-hidden="true" />
      {t(`market.status.${status}`)}
    </span>
  );
}
