// The content-delivery location (spec section 7: avatars are fetched by GET from it).
import { API_BASE } from './api/client';

/** `http://localhost:4000/v1` → `http://localhost:4000/cdn`: the CDN sits beside the versioned API on its origin. */
export function cdnBaseFrom(apiBase: string, pageOrigin = globalThis.location?.origin ?? 'http://localhost'): string {
  return `${new URL(apiBase, pageOrigin).origin}/cdn`;
}

export const CDN_BASE: string = (import.meta.env.VITE_CDN_BASE as string | undefined) ?? cdnBaseFrom(API_BASE);
