// A flow's step in history: entering it adds an entry (?step=…, or history state), Back leaves it and the flow goes
// back a step; a step the flow did not open (a reload, Forward) is dropped.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useFlowStep } from '../use-flow-step';

function Flow({ onLeave, via }: { onLeave: () => void; via: 'search' | 'state' }) {
  const step = useFlowStep('review', onLeave, via);
  return (
    <>
      <p>{step.active ? 'reviewing' : 'editing'}</p>
      <button type="button" onClick={step.enter}>
        enter
      </button>
      <button type="button" onClick={step.leave}>
        leave
      </button>
      <button type="button" onClick={step.drop}>
        drop
      </button>
    </>
  );
}

function mount(via: 'search' | 'state', entry: string | { pathname: string; search?: string; state?: unknown } = '/pay/send/OSBT') {
  const onLeave = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/pay/wallet', element: <p>wallet</p> },
      { path: '/pay/send/:asset', element: <Flow onLeave={onLeave} via={via} /> },
    ],
    {
      initialEntries: ['/pay/wallet', entry],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  return { router, onLeave };
}

const click = (name: string) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('useFlowStep', () => {
  it('keeps the step in the address; browser Back leaves it and the flow returns to the previous step', async () => {
    const { router, onLeave } = mount('search');
    click('enter');
    expect(router.state.location.search).toBe('?step=review');
    expect(screen.getByText('reviewing')).toBeTruthy();
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/pay/send/OSBT');
    expect(router.state.location.search).toBe('');
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.getByText('editing')).toBeTruthy();
  });

  it('the in-page Back goes back the same way, so the history has no stale review entry', async () => {
    const { router, onLeave } = mount('search');
    click('enter');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'leave' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(router.state.location.search).toBe('');
    expect(onLeave).toHaveBeenCalledTimes(1);
    // One more Back leaves the page, as it would have before the review.
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/pay/wallet');
  });

  it('done: the step is replaced, Back does not return into it and the flow is not sent back', async () => {
    const { router, onLeave } = mount('search');
    click('enter');
    click('drop');
    expect(router.state.location.search).toBe('');
    expect(onLeave).not.toHaveBeenCalled();
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/pay/send/OSBT');
  });

  it('a step the flow did not open (a reload of ?step=review) is dropped, not shown with values that are gone', () => {
    const { router } = mount('search', '/pay/send/OSBT?step=review');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('editing')).toBeTruthy();
  });

  it('in history state, for a dialog with no address of its own', async () => {
    const { router, onLeave } = mount('state');
    click('enter');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('reviewing')).toBeTruthy();
    await act(async () => router.navigate(-1));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.getByText('editing')).toBeTruthy();
  });
});
