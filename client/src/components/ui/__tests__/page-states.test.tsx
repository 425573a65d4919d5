// The load states area pages share: the failure says what went wrong in the person's language and offers a retry
// only when the page can ask again.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageLoadError, PageLoading, PageNotFound } from '../page-states';
import { language } from '../../../state/language';

describe('page load states', () => {
  it("says the load failed with the server's message, and Retry asks again", () => {
    const onRetry = vi.fn();
    render(<PageLoadError message="Network down" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar. Network down');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when the page cannot ask again', () => {
    render(<PageLoadError message="Not found" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it is loading (a status screen readers announce)', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

describe('<PageNotFound>', () => {
  it('says nothing is there, in the person’s language, with a way back and never a retry', () => {
    const { rerender } = render(
      <MemoryRouter>
        <PageNotFound backTo="/pay/p2p/orders" backLabel="Voltar às minhas ordens" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Não encontrado' })).toBeTruthy();
    expect(screen.getByText(/Não há nada neste endereço/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar às minhas ordens' }).getAttribute('href')).toBe('/pay/p2p/orders');
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    language.value = 'en';
    rerender(
      <MemoryRouter>
        <PageNotFound backTo="/pay/p2p/orders" backLabel="Back to my orders" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByText(/There is nothing at this address/)).toBeTruthy();
    language.value = 'pt';
  });
});
