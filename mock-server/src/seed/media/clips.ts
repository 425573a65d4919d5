// The seed's video clips: three 3-second WebM recordings from Chromium (e2e/fixtures/generate-media.ts makes them).
import { readFileSync } from 'node:fs';

export const CLIP_COUNT = 3;

const cache = new Map<number, Buffer>();

export function clipWebm(n: number): Buffer | undefined {
  if (!Number.isInteger(n) || n < 1 || n > CLIP_COUNT) return undefined;
  let clip = cache.get(n);
  if (!clip) {
    clip = readFileSync(new URL(`./clip-${n}.webm`, import.meta.url));
    cache.set(n, clip);
  }
  return clip;
}
