// The incoming-message sound (spec section 4): a short two-note tone made with WebAudio, so no audio file ships.
// Browsers block audio until the person has interacted with the page; that is only logged (spec section 4).

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch (error) {
    console.info('inbox: no audio', error);
    return null;
  }
  return context;
}

function tone(ctx: AudioContext, frequency: number, start: number, length: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.15, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

export async function playIncomingSound(): Promise<void> {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') await ctx.resume();
    if (ctx.state !== 'running') {
      console.info('inbox: the message sound was blocked (autoplay policy)');
      return;
    }
    const now = ctx.currentTime;
    tone(ctx, 880, now, 0.12);
    tone(ctx, 1320, now + 0.1, 0.14);
  } catch (error) {
    console.info('inbox: the message sound was blocked (autoplay policy)', error);
  }
}
