// A P2P seller's payment details for one method as a labelled list on the order, where the buyer reads where to pay
// (the inputs of the ad and take forms are p2p-payment-input.tsx).
import { useT } from '../../../i18n';
import { P2P_PAYMENT_FIELDS, type P2pPaymentFields } from '../../../../../contracts/rules/p2p-payment';
import type { P2pMethod } from '../models/types';

/** The seller's details for the order's method, each with its label, as the seller wrote them. */
export function PaymentDetailsView({ method, details }: { method: P2pMethod; details: P2pPaymentFields }) {
  const t = useT();
  return (
    <dl className="pay-payment-details" data-testid="payment-details">
      {P2P_PAYMENT_FIELDS[method]
        .filter((field) => details[field])
        .map((field) => (
          <div key={field}>
            <dt>{t(`pay.payment.field.${field}`)}</dt>
            <dd className="page-break">{details[field]}</dd>
          </div>
        ))}
    </dl>
  );
}
