// Short WebAudio tones (no audio files ship). Browsers block audio until the person has interacted with the
// page; spec section 4 says a blocked sound is only logged, never an error.
export interface Note {
  frequency: number;
  /** Seconds after the first note. */
  at: number;
  length: number;
}

let context: AudioContext | null = null;

function audioContext(label: string): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch (error) {
    console.info(`${label}: no audio`, error);
    return null;
  }
  return context;
}

export async function playTones(label: string, notes: readonly Note[], wave: OscillatorType = 'sine', peak = 0.15): Promise<void> {
  const ctx = audioContext(label);
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') await ctx.resume();
    if (ctx.state !== 'running') {
      console.info(`${label}: the sound was blocked (autoplay policy)`);
      return;
    }
    const start = ctx.currentTime;
    for (const note of notes) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const at = start + note.at;
      oscillator.type = wave;
      oscillator.frequency.value = note.frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(peak, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + note.length);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + note.length + 0.02);
    }
  } catch (error) {
    console.info(`${label}: the sound was blocked (autoplay policy)`, error);
  }
}
