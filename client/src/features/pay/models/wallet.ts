// The wallet (POST /pay/wallet) as one app-wide model: balances per asset and their value in the person's
// display currency (spec section 9 conversion; a missing rate counts as 0 and is flagged), the total, and a
// refresh that also refreshes the signed-in user so the top bar's OSBT balance follows.
import { computed, signal } from '@preact/signals-react';
import { convert, PLATFORM_ASSET } from '../../../lib/currency';
import { errorMessage } from '../../../lib/api/errors';
import { currency } from '../../../state/preferences';
import { rates } from '../../../state/rates';
import { refreshUser } from '../../../state/session';
import { getWallet } from '../api/get-wallet';
import { listActivity } from '../api/list-activity';
import { assetsByCode } from './assets';
import { toMajor } from '../../../lib/amount';
import type { AssetCode, Balance, Movement, Wallet } from './types';

/** Movements the wallet page previews before "See all". */
export const RECENT_COUNT = 5;

export interface WalletRow extends Balance {
  /** Value of available + held in the display currency; 0 when a rate is missing. */
  value: number;
  missingRate: boolean;
}

export const wallet = signal<Wallet | null>(null, { name: 'payWallet' });
export const walletError = signal<string | null>(null, { name: 'payWalletError' });
export const walletLoading = signal(false, { name: 'payWalletLoading' });

/** Whether both rates a conversion needs exist (OSBT needs none of its own: spec section 9). */
export function hasRate(from: string, to: string, table: Readonly<Record<string, number>>): boolean {
  return (from === PLATFORM_ASSET || !!table[from]) && !!table[to];
}

export const walletRows = computed<WalletRow[]>(() => {
  const target = currency.value;
  const table = rates.value;
  const byCode = assetsByCode.value;
  return (wallet.value?.balances ?? []).map((b) => {
    const asset = byCode.get(b.asset);
    const amount = b.available + b.held;
    const missingRate = amount > 0 && !hasRate(b.asset, target, table);
    const value = amount === 0 || missingRate || !asset ? 0 : convert(toMajor(amount, asset.precision), b.asset, target, table);
    return { ...b, value, missingRate };
  });
});

export const walletTotal = computed(() => walletRows.value.reduce((sum, row) => sum + row.value, 0));
export const missingRates = computed(() => walletRows.value.filter((r) => r.missingRate).map((r) => r.asset));

export function availableOf(code: AssetCode | (string & {})): number {
  return wallet.value?.balances.find((b) => b.asset === code)?.available ?? 0;
}

let inFlight: Promise<void> | null = null;

/** Reloads the wallet (and the user); concurrent calls share one request. */
export function refreshWallet(): Promise<void> {
  inFlight ??= (async () => {
    walletLoading.value = true;
    try {
      wallet.value = await getWallet();
      walletError.value = null;
      await refreshUser().catch(() => null);
    } catch (error) {
      walletError.value = errorMessage(error);
    } finally {
      walletLoading.value = false;
      inFlight = null;
    }
  })();
  return inFlight;
}

/** The newest movements, for the wallet page. */
export const recentActivity = signal<Movement[] | null>(null, { name: 'payRecentActivity' });
/** Why the newest movements could not be read: said in their own card, so balances and actions stay usable. */
export const recentError = signal<string | null>(null, { name: 'payRecentError' });

export async function refreshRecent(): Promise<void> {
  try {
    recentActivity.value = (await listActivity({ page: 1, pageSize: RECENT_COUNT })).items;
    recentError.value = null;
  } catch (error) {
    recentError.value = errorMessage(error);
  }
}
