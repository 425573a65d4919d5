// App-wide exchange rates (spec section 3): fed from any envelope that carries `rates`.
import { signal } from '@preact/signals-react';
import type { components } from '../../../contracts/api/schema';

export type Rates = components['schemas']['Rates'];

export const rates = signal<Rates>({}, { name: 'rates' });

export function setRates(next: Rates): void {
  rates.value = { ...rates.value, ...next };
}
