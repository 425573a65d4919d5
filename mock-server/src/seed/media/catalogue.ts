// Keys of the seed's media and the bytes behind them, for the content-delivery location (/cdn/m/{key}).
import { clipWebm, CLIP_COUNT } from './clips.ts';
import { picturePng } from './pictures.ts';
import { SOUND_COUNT, soundWav } from './sounds.ts';

export { CLIP_COUNT, SOUND_COUNT };

export const seedImageKey = (post: number, index: number): string => `seed/img/${post}-${index}.png`;
export const seedVideoKey = (n: number): string => `seed/video/clip-${n}.webm`;
export const seedAudioKey = (n: number): string => `seed/audio/tune-${n}.wav`;

export interface MediaBytes {
  bytes: Buffer;
  contentType: string;
}

/** The seed file behind a key, or undefined when the key names none. */
export function seedMedia(key: string): MediaBytes | undefined {
  const image = /^seed\/img\/(\d{1,4})-(\d)\.png$/.exec(key);
  if (image) return { bytes: picturePng(`${image[1]}-${image[2]}`), contentType: 'image/png' };
  const video = /^seed\/video\/clip-(\d)\.webm$/.exec(key);
  if (video) {
    const bytes = clipWebm(Number(video[1]));
    return bytes ? { bytes, contentType: 'video/webm' } : undefined;
  }
  const audio = /^seed\/audio\/tune-(\d)\.wav$/.exec(key);
  if (audio && Number(audio[1]) >= 1 && Number(audio[1]) <= SOUND_COUNT)
    return { bytes: soundWav(Number(audio[1])), contentType: 'audio/wav' };
  return undefined;
}
