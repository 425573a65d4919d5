// The app taking over the requests index.html started early (lib/api/early-responses.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_WINDOW_MS, canonicalBody, earlyKey, takeEarlyResponse } from '../early-responses';

const BASE = 'http://api.test/v1';
const post = (path: string, body?: string, token = 't1') =>
  new Request(`${BASE}${path}`, {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });

afterEach(() => {
  delete window.__osbEarly;
});

describe('canonicalBody', () => {
  it('compares JSON bodies by content, whatever the key order', () => {
    expect(canonicalBody('{"page":1,"feed":"forYou"}')).toBe(canonicalBody('{"feed":"forYou","page":1}'));
    expect(canonicalBody('{"a":{"d":1,"c":[{"f":1,"e":2}]}}')).toBe('{"a":{"c":[{"e":2,"f":1}],"d":1}}');
    expect(canonicalBody('')).toBe('');
    expect(canonicalBody('not json')).toBe('not json');
  });
});

describe('takeEarlyResponse', () => {
  it('answers the same operation, body and token with the early response, once', async () => {
    const early = new Response('{"status":"success"}');
    window.__osbEarly = { [earlyKey('/app/feed/list', '{"feed":"forYou","page":1}', 't1')]: Promise.resolve(early) };
    expect(await takeEarlyResponse(post('/app/feed/list', '{"page":1,"feed":"forYou"}'), BASE)).toBe(early);
    expect(await takeEarlyResponse(post('/app/feed/list', '{"page":1,"feed":"forYou"}'), BASE)).toBeNull();
  });

  it('leaves other bodies, tokens and operations to the network', async () => {
    window.__osbEarly = { [earlyKey('/app/feed/list', '{"feed":"forYou","page":1}', 't1')]: Promise.resolve(new Response('{}')) };
    expect(await takeEarlyResponse(post('/app/feed/list', '{"feed":"forYou","page":2}'), BASE)).toBeNull();
    expect(await takeEarlyResponse(post('/app/feed/list', '{"feed":"forYou","page":1}', 'other'), BASE)).toBeNull();
    expect(await takeEarlyResponse(post('/app/feed/new', '{"feed":"forYou","page":1}'), BASE)).toBeNull();
    expect(
      await takeEarlyResponse(
        new Request('http://elsewhere.test/v1/app/feed/list', { method: 'POST', body: '{"feed":"forYou","page":1}' }),
        BASE,
      ),
    ).toBeNull();
  });

  it('never reads an upload', async () => {
    window.__osbEarly = { [earlyKey('/cloud/storage/upload', '', 't1')]: Promise.resolve(new Response('{}')) };
    const upload = new Request(`${BASE}/cloud/storage/upload`, {
      method: 'POST',
      body: new Blob(['x'], { type: 'image/png' }),
      headers: { Authorization: 'Bearer t1', 'Content-Type': 'image/png' },
    });
    const read = vi.spyOn(upload, 'clone');
    expect(await takeEarlyResponse(upload, BASE)).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('matches a body-less call', async () => {
    const early = new Response('{}');
    window.__osbEarly = { [earlyKey('/account/get/user', '', 't1')]: Promise.resolve(early) };
    expect(await takeEarlyResponse(post('/account/get/user'), BASE)).toBe(early);
  });

  it('asks again when the early request failed on the way', async () => {
    window.__osbEarly = { [earlyKey('/account/get/user', '', 't1')]: Promise.reject(new TypeError('offline')) };
    expect(await takeEarlyResponse(post('/account/get/user'), BASE)).toBeNull();
  });

  it('ignores early answers once the page is older than the window (the data may have moved on)', async () => {
    window.__osbEarly = { [earlyKey('/account/get/user', '', 't1')]: Promise.resolve(new Response('{}')) };
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_WINDOW_MS + 1);
    expect(await takeEarlyResponse(post('/account/get/user'), BASE)).toBeNull();
    expect(window.__osbEarly).toBeUndefined();
  });
});
