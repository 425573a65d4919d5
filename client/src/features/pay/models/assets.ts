// The wallet's assets (POST /pay/assets): precision, fees, limits and methods, loaded once per session and
// shared by every pay page; the asset named in a route's rest-of-path (/pay/send/USDT) is read here.
import { computed, signal } from '@preact/signals-react';
import { getAssets } from '../api/get-assets';
import type { Asset, AssetCode } from './types';

/** The platform balance (spec section 1) is every flow's default asset. */
export const DEFAULT_ASSET: AssetCode = 'OSBT';

export const assets = signal<Asset[]>([], { name: 'payAssets' });
export const assetsError = signal<unknown>(null, { name: 'payAssetsError' });
export const assetsByCode = computed(() => new Map<string, Asset>(assets.value.map((a) => [a.code, a])));
export const p2pAssets = computed(() => assets.value.filter((a) => a.p2p));
export const fiatAssets = computed(() => assets.value.filter((a) => a.kind === 'fiat'));

let pending: Promise<Asset[]> | null = null;

/** Loads the assets once; a failure is remembered for the page to show and the next call tries again. */
export function loadAssets(): Promise<Asset[]> {
  if (assets.peek().length > 0) return Promise.resolve(assets.peek());
  pending ??= getAssets()
    .then((list) => {
      assets.value = list;
      assetsError.value = null;
      return list;
    })
    .catch((error: unknown) => {
      assetsError.value = error;
      pending = null;
      throw error;
    });
  return pending;
}

export function findAsset(code: string | null | undefined): Asset | undefined {
  return code ? assetsByCode.value.get(code.toUpperCase()) : undefined;
}

/** The precision of an asset code (0 for an unknown one, which then shows as a whole number). */
export function precisionOf(code: string): number {
  return assetsByCode.peek().get(code)?.precision ?? 0;
}

/** The asset a route's rest-of-path names ("/pay/send/usdt" → USDT), when it is a known asset. */
export function assetFromPath(rest: string | undefined): AssetCode | null {
  const code = (rest ?? '').split('/')[0]?.toUpperCase() ?? '';
  return assetsByCode.value.get(code)?.code ?? null;
}
