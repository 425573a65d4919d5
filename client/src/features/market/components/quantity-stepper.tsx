// A quantity between 1 and the most allowed: − and + buttons around a field, each labelled. What is typed is read
// like every amount (lib/amount.ts, whole units in the person's language); a quantity it cannot read, or one out of
// range, stays as typed with how to write it, never clamped or rounded behind the person's back.
import { useEffect, useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useT } from '../../../i18n';
import { formatAmount } from '../../../lib/amount';
import { language } from '../../../state/language';
import { readQuantity } from '../models/rules';
import './market-messages';

export function QuantityStepper({
  value,
  max,
  label,
  onChange,
  onReadable,
  disabled,
}: {
  value: number;
  max: number;
  label: string;
  onChange: (next: number) => void;
  /** Told whether the field holds a quantity it can read, so an action never uses one the person no longer sees. */
  onReadable?: (readable: boolean) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const noteId = useId();
  const lang = language.value;
  const [draft, setDraft] = useState<string | null>(null);
  // A change from outside (the buttons, the server's answer) replaces what was being typed.
  useEffect(() => setDraft(null), [value]);
  const invalid = draft !== null && readQuantity(draft, max, lang) === null;
  useEffect(() => onReadable?.(!invalid), [invalid, onReadable]);
  return (
    <div className="market-quantity">
      <div className="market-stepper" role="group" aria-label={label}>
        <button
          type="button"
          className="market-stepper__button"
          aria-label={t('market.product.less')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? formatAmount(value, 0, lang)}
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? noteId : undefined}
          disabled={disabled}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const next = readQuantity(text, max, lang);
            if (next !== null && next !== value) onChange(next);
          }}
          onBlur={() => {
            if (!invalid) setDraft(null);
          }}
        />
        <button
          type="button"
          className="market-stepper__button"
          aria-label={t('market.product.more')}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
      {invalid ? (
        <p className="field__error market-quantity__error" id={noteId} role="alert">
          {t('market.product.quantityHow', { max: formatAmount(max, 0, lang) })}
        </p>
      ) : null}
    </div>
  );
}
