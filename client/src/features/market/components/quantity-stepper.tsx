// A quantity between 1 and the most allowed: − and + buttons around a number field, each labelled.
import { Minus, Plus } from 'lucide-react';
import { useT } from '../../../i18n';
import './market-messages';

export function QuantityStepper({
  value,
  max,
  label,
  onChange,
  disabled,
}: {
  value: number;
  max: number;
  label: string;
  onChange: (next: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
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
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
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
  );
}
