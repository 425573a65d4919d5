// The incoming-message sound: plays a tone when audio is allowed; blocked autoplay is only logged.
import { afterEach, describe, expect, it, vi } from 'vitest';

function fakeAudio(state: 'running' | 'suspended', resumes: boolean) {
  const started: number[] = [];
  class FakeContext {
    state = state;
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {
      if (resumes) this.state = 'running';
      else throw new DOMException('not allowed', 'NotAllowedError');
    });
    createOscillator() {
      return {
        type: '',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: (at: number) => started.push(at),
        stop: () => undefined,
      };
    }
    createGain() {
      const gain = {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (node: unknown) => node,
      };
      return gain;
    }
  }
  return { FakeContext, started };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('playIncomingSound', () => {
  it('plays two short notes when audio may play', async () => {
    const { FakeContext, started } = fakeAudio('running', true);
    vi.stubGlobal('AudioContext', FakeContext);
    const { playIncomingSound } = await import('../models/sound');
    await playIncomingSound();
    expect(started).toHaveLength(2);
  });

  it('only logs when the browser blocks autoplay', async () => {
    const { FakeContext, started } = fakeAudio('suspended', false);
    vi.stubGlobal('AudioContext', FakeContext);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { playIncomingSound } = await import('../models/sound');
    await expect(playIncomingSound()).resolves.toBeUndefined();
    expect(started).toHaveLength(0);
    expect(info).toHaveBeenCalled();
  });

  it('does nothing without WebAudio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playIncomingSound } = await import('../models/sound');
    await expect(playIncomingSound()).resolves.toBeUndefined();
  });
});
