// PORT as written for `npm run mock`. An empty PORT= used to become port 0 (a random port, announced as
// "localhost:0"), and PORT=abc a failed listen; both are refused here with what was written.

export const DEFAULT_PORT = 4000;

/** PORT as written: unset or empty is 4000; anything but a whole number from 1 to 65535 is refused. */
export function parseListenPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw.trim());
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 1 to 65535, got ${JSON.stringify(raw)}`);
  }
  return port;
}
