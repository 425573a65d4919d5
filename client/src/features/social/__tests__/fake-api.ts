// Test helper: a fake API behind fetch (the client resolves fetch per call), routed by path, that records calls.
import { afterEach, beforeEach, vi } from 'vitest';
import { user } from '../../../state/session';
import { toasts } from '../../../state/toasts';
import { resetFeeds } from '../models/feeds';
import type { Post } from '../models/types';

export type Route = (body: unknown, request: Request) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export interface FakeApi {
  calls: { path: string; body: unknown; contentType: string | null }[];
  fetch: ReturnType<typeof vi.fn>;
}

export function fakeApi(routes: Record<string, Route>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/v1/, '');
    const contentType = request.headers.get('Content-Type');
    const raw = contentType?.includes('json') ? await request.text() : null;
    const body = raw ? (JSON.parse(raw) as unknown) : raw === null ? await request.blob() : undefined;
    calls.push({ path, body, contentType });
    const route = routes[path];
    if (!route)
      return new Response(JSON.stringify({ status: 'error', message: `No such endpoint: ${path}`, data: null }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    const answer = await route(body, request);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock };
}

export const ok = (data: unknown, message = 'OK') => ({ body: { status: 'success', message, data } });
export const refuse = (status: number, message: string) => ({ status, body: { status: 'error', message, data: null } });

export function makePost(n: number, patch: Partial<Post> = {}): Post {
  return {
    id: `p${String(n).padStart(10, '0')}`,
    author: { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US' },
    type: 'Text',
    text: `Post number ${n} #osb with @ada`,
    tags: ['osb'],
    description: '',
    media: [],
    country: 'US',
    createdAt: Date.UTC(2026, 9, 1) + n * 60_000,
    likes: n % 5,
    comments: n % 3,
    liked: false,
    ...patch,
  };
}

export const ADA = {
  uid: 'u0000000001',
  userName: 'ada',
  email: 'ada@example.com',
  isVerified: true,
  isStaff: true,
  country: 'NG',
  currency: 'NGN' as const,
  userCountry: 'NG',
  timeZone: 'Africa/Lagos',
  assets: { OSBT: 50000 },
  playData: null,
  todo: '' as const,
};

/** Each test of the file starts signed in as ada with empty feeds and no toasts, and gets the real fetch back after. */
export function eachTestAsAda(): void {
  beforeEach(() => {
    user.value = ADA;
    resetFeeds();
    toasts.value = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The toasts shown, as "type:message". */
export const toastTexts = (): string[] => toasts.value.map((toast) => `${toast.type}:${toast.message}`);
