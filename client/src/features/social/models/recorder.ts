// Audio recorded in the browser (spec section 5: "record or choose a file; 'Microphone access denied.' on refusal;
// recorded as webm") with MediaRecorder; stops by itself after five minutes.
import { batch, signal } from '@preact/signals-react';
import { SOCIAL_SPEC_MESSAGES } from '../../../i18n/messages/social';
import { MAX_RECORDING_SECONDS } from './limits';

/** Spec section 5: recordings are WebM. */
export const RECORDING_TYPE = 'audio/webm';
const TICK_MS = 250;

export interface RecorderDeps {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createRecorder: (stream: MediaStream) => MediaRecorder;
  now: () => number;
}

function browserDeps(): RecorderDeps {
  return {
    getUserMedia: (constraints) => {
      if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('No microphone API', 'NotSupportedError'));
      return navigator.mediaDevices.getUserMedia(constraints);
    },
    createRecorder: (stream) => {
      const preferred = `${RECORDING_TYPE};codecs=opus`;
      const mimeType = MediaRecorder.isTypeSupported(preferred) ? preferred : RECORDING_TYPE;
      return new MediaRecorder(stream, { mimeType });
    },
    now: () => Date.now(),
  };
}

export type RecorderState = 'idle' | 'starting' | 'recording' | 'recorded';

export function createAudioRecorder(deps: RecorderDeps = browserDeps()) {
  const state = signal<RecorderState>('idle', { name: 'recorder.state' });
  const seconds = signal(0, { name: 'recorder.seconds' });
  const blob = signal<Blob | null>(null, { name: 'recorder.blob' });
  const error = signal<string | null>(null, { name: 'recorder.error' });
  let recorder: MediaRecorder | null = null;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const release = (): void => {
    clearInterval(timer);
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
  };

  const stop = (): void => {
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  };

  const start = async (): Promise<void> => {
    if (state.peek() === 'recording' || state.peek() === 'starting') return;
    batch(() => {
      state.value = 'starting';
      error.value = null;
      blob.value = null;
      seconds.value = 0;
    });
    try {
      stream = await deps.getUserMedia({ audio: true });
    } catch {
      // Refused, no microphone, or no API: the person can still choose a file.
      batch(() => {
        state.value = 'idle';
        error.value = SOCIAL_SPEC_MESSAGES.micDenied;
      });
      return;
    }
    const chunks: Blob[] = [];
    const current = deps.createRecorder(stream);
    recorder = current;
    const startedAt = deps.now();
    current.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    current.onstop = () => {
      release();
      batch(() => {
        blob.value = new Blob(chunks, { type: RECORDING_TYPE });
        state.value = 'recorded';
      });
    };
    current.start(1000);
    state.value = 'recording';
    timer = setInterval(() => {
      seconds.value = Math.floor((deps.now() - startedAt) / 1000);
      if (seconds.peek() >= MAX_RECORDING_SECONDS) stop();
    }, TICK_MS);
  };

  const discard = (): void => {
    if (recorder && recorder.state !== 'inactive') {
      recorder.onstop = null;
      recorder.stop();
    }
    release();
    recorder = null;
    batch(() => {
      state.value = 'idle';
      blob.value = null;
      seconds.value = 0;
    });
  };

  return { state, seconds, blob, error, start, stop, discard };
}

export type AudioRecorder = ReturnType<typeof createAudioRecorder>;
