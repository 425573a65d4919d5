// Generated pictures the content-delivery location serves: an identicon avatar per seeded user (a few are left
// without one, so the initials fallback of spec section 3 shows) and a small landscape per seeded image post.
// Deterministic (the same bytes after every reset) and cached once made.
import { createHash } from 'node:crypto';
import { encodePng, hsl } from './png.ts';

/** Seeded users who have no avatar, so their initials show instead (chidi, eve, and two of the extras). */
export const USERS_WITHOUT_AVATAR: ReadonlySet<string> = new Set(['u0000000003', 'u0000000005', 'u0000000012', 'u0000000021']);

const AVATAR_SIZE = 128;
const AVATAR_CELLS = 5;
export const PICTURE_WIDTH = 480;
export const PICTURE_HEIGHT = 320;

const cache = new Map<string, Buffer>();

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** A symmetric 5×5 identicon on a pale background, coloured from the uid. */
export function avatarPng(uid: string): Buffer {
  const key = `avatar:${uid}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const hash = digest(uid);
  const hue = (hash[0]! * 360) / 256;
  const fg = hsl(hue, 0.65, 0.45);
  const bg = hsl(hue, 0.5, 0.92);
  const rgb = new Uint8Array(AVATAR_SIZE * AVATAR_SIZE * 3);
  const cell = AVATAR_SIZE / (AVATAR_CELLS + 1);
  const margin = cell / 2;
  for (let y = 0; y < AVATAR_SIZE; y++) {
    for (let x = 0; x < AVATAR_SIZE; x++) {
      const cx = Math.floor((x - margin) / cell);
      const cy = Math.floor((y - margin) / cell);
      const inside = cx >= 0 && cy >= 0 && cx < AVATAR_CELLS && cy < AVATAR_CELLS;
      const col = cx < 3 ? cx : AVATAR_CELLS - 1 - cx;
      const on = inside && ((hash[1 + cy * 3 + col] ?? 0) & 1) === 1;
      rgb.set(on ? fg : bg, (y * AVATAR_SIZE + x) * 3);
    }
  }
  const png = encodePng(AVATAR_SIZE, AVATAR_SIZE, rgb);
  cache.set(key, png);
  return png;
}

/** A landscape (sky, sun, two hills) whose colours and shapes come from the name. */
export function picturePng(name: string): Buffer {
  const key = `picture:${name}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const hash = digest(name);
  const w = PICTURE_WIDTH;
  const h = PICTURE_HEIGHT;
  const hue = (hash[0]! * 360) / 256;
  const skyTop = hsl(hue, 0.6, 0.55);
  const skyBottom = hsl((hue + 40) % 360, 0.7, 0.82);
  const sun = hsl((hue + 180) % 360, 0.9, 0.65);
  const hillNear = hsl((hue + 120) % 360, 0.45, 0.32);
  const hillFar = hsl((hue + 100) % 360, 0.35, 0.5);
  const sunX = 60 + (hash[1]! / 255) * (w - 120);
  const sunY = 50 + (hash[2]! / 255) * 70;
  const sunR = 24 + (hash[3]! / 255) * 20;
  const phase = (hash[4]! / 255) * Math.PI * 2;
  const rgb = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const t = y / h;
    const sky: [number, number, number] = [0, 1, 2].map((i) => Math.round(skyTop[i]! * (1 - t) + skyBottom[i]! * t)) as [
      number,
      number,
      number,
    ];
    for (let x = 0; x < w; x++) {
      const far = h * 0.62 + Math.sin(x / 70 + phase) * 22;
      const near = h * 0.78 + Math.sin(x / 45 + phase * 2) * 16;
      let color = sky;
      if ((x - sunX) ** 2 + (y - sunY) ** 2 < sunR ** 2) color = sun;
      if (y > far) color = hillFar;
      if (y > near) color = hillNear;
      rgb.set(color, (y * w + x) * 3);
    }
  }
  const png = encodePng(w, h, rgb);
  cache.set(key, png);
  return png;
}
