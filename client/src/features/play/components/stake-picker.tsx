// Choosing a stake (spec section 9): the four tiers and their options as radio chips, the balance, and a clear
// message when the chosen stake is above it (nothing is sent then).
import { useId } from 'react';
import { useT } from '../../../i18n';
import { STAKE_TIERS, letterOf, stakeOf, type Letter } from '../models/stakes';
import { formatOsbtNumber } from '../../../lib/currency';
import { language } from '../../../state/language';
import '../models/messages';
import './play.css';

export interface StakePickerProps {
  value: Letter | null;
  onChange: (letter: Letter) => void;
  balance: number;
  /** The id of the message under the picker, so a submit button can point at it. */
  messageId?: string;
}

export function StakePicker({ value, onChange, balance, messageId }: StakePickerProps) {
  const t = useT();
  const lang = language.value;
  const name = useId();
  const chosen = value ? stakeOf(value) : undefined;
  const tooHigh = chosen !== undefined && chosen > balance;
  return (
    <div className="stake-picker">
      <div className="stake-picker__head">
        <span className="stake-picker__title">{t('play.chooseStake')}</span>
        <span className="stake-picker__balance">{t('play.yourBalance', { amount: formatOsbtNumber(balance, lang) })}</span>
      </div>
      {STAKE_TIERS.map((tier) => (
        <fieldset key={tier.id} className="stake-picker__tier">
          <legend>
            <strong>{t(`play.tier.${tier.id}`)}</strong>{' '}
            <span>{t('play.tierRange', { min: formatOsbtNumber(tier.min, lang), max: formatOsbtNumber(tier.max, lang) })}</span>
          </legend>
          <div className="stake-picker__options">
            {tier.options.map((amount) => {
              const letter = letterOf(amount);
              if (!letter) return null;
              return (
                <label key={letter} className="stake-chip" data-checked={letter === value} data-over={amount > balance}>
                  <input type="radio" name={name} value={letter} checked={letter === value} onChange={() => onChange(letter)} />
                  <span>{t('play.chooseThisStake', { amount: formatOsbtNumber(amount, lang) })}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p id={messageId} className="stake-picker__message" role={tooHigh ? 'alert' : undefined}>
        {tooHigh ? t('play.stakeTooHigh', { amount: formatOsbtNumber(chosen, lang), balance: formatOsbtNumber(balance, lang) }) : null}
      </p>
    </div>
  );
}
