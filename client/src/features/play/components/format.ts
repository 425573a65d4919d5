// Number formatting for stakes in the interface language.
import { language } from '../../../state/language';

export function formatOsbt(amount: number): string {
  return new Intl.NumberFormat(language.peek()).format(amount);
}
