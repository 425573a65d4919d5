// Reads a chosen video's or audio file's duration in the browser, before anything is uploaded (spec section 5: 60 s).
/** Ours: a file whose metadata does not arrive in this time counts as unknown. */
const PROBE_TIMEOUT_MS = 10_000;

export function probeDuration(file: Blob): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const media = document.createElement(file.type.startsWith('audio/') ? 'audio' : 'video');
    let settled = false;
    const done = (seconds: number): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      media.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(Number.NaN), PROBE_TIMEOUT_MS);
    media.preload = 'metadata';
    media.muted = true;
    media.onloadedmetadata = () => {
      if (Number.isFinite(media.duration)) {
        done(media.duration);
        return;
      }
      // A recording without a duration in its header (some MediaRecorder files): seeking past the end makes the
      // browser scan it and report the real one.
      media.ondurationchange = () => {
        if (Number.isFinite(media.duration)) done(media.duration);
      };
      media.currentTime = Number.MAX_SAFE_INTEGER;
    };
    media.onerror = () => done(Number.NaN);
    media.src = url;
  });
}
