// An amount input for one asset: typed as text in the person's language (read to minor units by lib/amount.ts), its
// code beside it, the available balance and a Max shortcut, and the problem in words.
import { useId } from 'react';
import { useT } from '../../../i18n';
import { formatAmount } from '../../../lib/amount';
import { language } from '../../../state/language';
import type { Asset } from '../models/types';

export interface AmountFieldProps {
  label: string;
  asset: Pick<Asset, 'code' | 'precision'> | undefined;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: React.ReactNode;
  onMax?: () => void;
  name?: string;
}

export function AmountField({ label, asset, value, onChange, error, hint, onMax, name = 'amount' }: AmountFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__prefixed pay-amount">
        <input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatAmount(0, asset?.precision ?? 0, language.value)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
        />
        <span>{asset?.code ?? ''}</span>
        {onMax ? (
          <button type="button" className="link-button pay-amount__max" onClick={onMax}>
            {t('pay.max')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-note`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint" id={`${id}-note`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function AssetSelect({
  label,
  value,
  options,
  onChange,
  name = 'asset',
}: {
  label: string;
  value: string;
  options: readonly Pick<Asset, 'code' | 'name'>[];
  onChange: (code: string) => void;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((a) => (
          <option key={a.code} value={a.code}>
            {a.code} · {a.name}
          </option>
        ))}
      </select>
    </div>
  );
}
