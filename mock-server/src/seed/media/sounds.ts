// Generated audio for the seed's audio posts: a few short tunes as 8-bit mono WAV, deterministic per number.
const SAMPLE_RATE = 8000;
const NOTE_SECONDS = 0.5;
/** Semitone steps of a pentatonic scale above A3. */
const SCALE = [0, 2, 4, 7, 9, 12, 14, 16];
export const SOUND_COUNT = 6;

const cache = new Map<number, Buffer>();

/** Tune `n` (1-based) as a WAV file: 8 notes of half a second. */
export function soundWav(n: number): Buffer {
  const hit = cache.get(n);
  if (hit) return hit;
  const notes = Array.from({ length: 8 }, (_, i) => SCALE[(n * 3 + i * (n + 1)) % SCALE.length]!);
  const perNote = Math.round(SAMPLE_RATE * NOTE_SECONDS);
  const samples = Buffer.alloc(perNote * notes.length);
  notes.forEach((step, i) => {
    const freq = 220 * 2 ** (step / 12);
    for (let k = 0; k < perNote; k++) {
      const envelope = Math.min(1, k / 200) * Math.min(1, (perNote - k) / 400);
      samples[i * perNote + k] = 128 + Math.round(70 * envelope * Math.sin((2 * Math.PI * freq * k) / SAMPLE_RATE));
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  const wav = Buffer.concat([header, samples]);
  cache.set(n, wav);
  return wav;
}
