// The router's error page: 'Unexpected Application Error!' by default (spec section 8), a recoverable page when a
// chunk failed to load (spec section 7's preload-error event), the 404 page for not-found responses.
import { describe, it, expect, beforeEach, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from '../route-error-page';
import { isChunkLoadError, listenForPreloadErrors, PRELOAD_ERROR_EVENT } from '../preload-error';

function renderThrowing(error: unknown) {
  const Boom = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/', Component: Boom, ErrorBoundary: RouteErrorPage }]);
  render(<RouterProvider router={router} />);
}

describe('<RouteErrorPage>', () => {
  // React Router reports every caught error on the console; these are the point of the test.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it("reads 'Unexpected Application Error!' for an unexpected failure, with a way out", () => {
    renderThrowing(new Error('kaboom'));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('kaboom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
  });

  it('offers a reload when a page’s code could not be downloaded', () => {
    renderThrowing(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/pay-area.js'));
    expect(screen.getByRole('heading', { name: 'Esta página não carregou' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
  });

  it('shows the 404 page for a not-found response', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw data(null, { status: 404 });
        },
        Component: () => null,
        ErrorBoundary: RouteErrorPage,
      },
    ]);
    render(<RouterProvider router={router} />);
    return screen.findByRole('heading', { name: 'Página não encontrada' });
  });
});

describe('preload errors', () => {
  it('treats any error after a preload-error event as a failed chunk', () => {
    const stop = listenForPreloadErrors(window);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
    window.dispatchEvent(new Event(PRELOAD_ERROR_EVENT));
    expect(isChunkLoadError(new Error('something else'))).toBe(true);
    stop();
  });
});
