// A P2P seller's payment details for one method as inputs on the ad and take forms: the fields that method needs
// (contracts/rules/p2p-payment.ts), each with its hint or its problem. Its texts are their own catalogue.
import { useId } from 'react';
import { useT } from '../../../i18n';
import { registerMessages } from '../../../i18n/catalogue';
import { payP2pForm } from '../../../i18n/messages/pay-p2p-form';
import {
  P2P_PAYMENT_FIELDS,
  P2P_PAYMENT_MAX,
  type P2pPaymentField,
  type P2pPaymentFields,
} from '../../../../../contracts/rules/p2p-payment';
import type { P2pMethod } from '../models/types';

registerMessages('payP2pForm', payP2pForm);

/** How a field is typed on a phone keyboard and filled by the browser. */
const INPUT: Partial<Record<P2pPaymentField, { type?: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string }>> = {
  accountNumber: { inputMode: 'numeric', autoComplete: 'off' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  accountName: { autoComplete: 'name' },
  iban: { autoComplete: 'off' },
};

export function PaymentFieldsInput({
  method,
  values,
  errors,
  onChange,
}: {
  method: P2pMethod;
  values: P2pPaymentFields | undefined;
  errors: Partial<Record<P2pPaymentField, string>> | undefined;
  onChange: (next: P2pPaymentFields) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="page-fieldset pay-payment-fields" data-method={method}>
      <legend>{t('payP2pForm.legend', { method: t(`pay.method.${method}`) })}</legend>
      {P2P_PAYMENT_FIELDS[method].map((field) => {
        const error = errors?.[field];
        const input = INPUT[field] ?? {};
        return (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`pay.payment.field.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              name={`${method}.${field}`}
              type={input.type ?? 'text'}
              inputMode={input.inputMode}
              autoComplete={input.autoComplete}
              maxLength={P2P_PAYMENT_MAX[field]}
              value={values?.[field] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field}-error` : `${id}-${field}-hint`}
              onChange={(e) => onChange({ ...values, [field]: e.target.value })}
            />
            {error ? (
              <p className="field__error" id={`${id}-${field}-error`} role="alert">
                {error}
              </p>
            ) : (
              <p className="field__hint" id={`${id}-${field}-hint`}>
                {t(`payP2pForm.hint.${field}`)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
