// The load states area pages share: the failure says what went wrong in the person's language and offers a retry
// only when the page can ask again.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PageLoadError, PageLoading } from '../page-states';

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
