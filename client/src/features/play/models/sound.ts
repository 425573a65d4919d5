// The sound of a game starting (spec section 4: JSON p "opens a play modal with sound"): three rising notes made
// with WebAudio, so no audio file ships. Browsers block audio before the person interacts; that is only logged.

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch (error) {
    console.info('play: no audio', error);
    return null;
  }
  return context;
}

function note(ctx: AudioContext, frequency: number, start: number, length: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'triangle';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.18, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

export async function playGameSound(): Promise<void> {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') await ctx.resume();
    if (ctx.state !== 'running') {
      console.info('play: the game sound was blocked (autoplay policy)');
      return;
    }
    const at = ctx.currentTime;
    note(ctx, 523.25, at, 0.12);
    note(ctx, 659.25, at + 0.1, 0.12);
    note(ctx, 783.99, at + 0.2, 0.2);
  } catch (error) {
    console.info('play: the game sound was blocked (autoplay policy)', error);
  }
}
