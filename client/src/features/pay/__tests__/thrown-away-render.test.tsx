// The leak of the session bench (decision 052): /pay/request rendered by React and thrown away (here beside a
// sibling that suspends for good) kept its component effects in the module signals it read, and through them its
// model (RequestsModel.asset over assetsByCode) and its fibers and DOM. Now nothing of it is linked in: the pay
// assets, and the module computed over them, have no subscriber once React has given the render up.
import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReadonlySignal } from '@preact/signals-react';
import { RequestPage } from '../components/request-page';
import { assets, assetsByCode } from '../models/assets';
import type { Asset } from '../models/types';

const osbt: Asset = {
  code: 'OSBT',
  name: 'OSB Token',
  kind: 'platform',
  precision: 2,
  symbol: 'OSBT',
  p2p: false,
  sendFeeBps: 0,
  convertFeeBps: 50,
  min: 1,
  max: 100_000_000,
  giftCardMin: 100,
  giftCardMax: 200_000,
  add: [],
  withdraw: [],
};

/** Whether anything is subscribed to a signal: signals-core's `_targets` list (published name `t`, mangle.json). */
const subscribed = (s: ReadonlySignal<unknown>): boolean => (s as unknown as { t?: object }).t !== undefined;

const Never = lazy(() => new Promise<never>(() => {}));

afterEach(() => {
  assets.value = [];
});

describe('/pay/request rendered and thrown away', () => {
  it('leaves the module signals it read without a subscriber', async () => {
    assets.value = [osbt];
    render(
      <MemoryRouter initialEntries={['/pay/request/osbt']}>
        <Routes>
          <Route
            path="/pay/request/*"
            element={
              <Suspense fallback={<p>loading</p>}>
                <RequestPage title="Request" />
                <Never />
              </Suspense>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(subscribed(assets)).toBe(false);
    expect(subscribed(assetsByCode)).toBe(false);
  });

  it('committed, it is subscribed to them', async () => {
    assets.value = [osbt];
    const { unmount } = render(
      <MemoryRouter initialEntries={['/pay/request/osbt']}>
        <Routes>
          <Route path="/pay/request/*" element={<RequestPage title="Request" />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(subscribed(assets)).toBe(true);
    expect(subscribed(assetsByCode)).toBe(true);
    unmount();
    expect(subscribed(assets)).toBe(false);
  });
});
