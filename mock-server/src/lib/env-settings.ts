// The mock's whole-number settings as written in the environment (PORT, SEED_SCALE): unset or empty is the default,
// anything but a whole number in range is refused with what was written. An empty PORT= used to become port 0 (a
// random port, announced as "localhost:0"), and PORT=abc a failed listen.

export const DEFAULT_PORT = 4000;

/** `raw` as a whole number from `min` to `max`; unset or empty is `fallback`. Throws naming the setting. */
export function parseWholeNumberSetting(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/** PORT as written: unset or empty is 4000; anything but a whole number from 1 to 65535 is refused. */
export function parseListenPort(raw: string | undefined): number {
  return parseWholeNumberSetting('PORT', raw, DEFAULT_PORT, 1, 65_535);
}
