// Lazy pages and dialogs: a spinner while the code loads, the component itself at once when the code was loaded
// ahead (the router preloads a page before showing its route), props passed through, and a failed chunk retried.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { inheritPreload, lazyComponent, preloadComponent } from '../lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('shows the spinner while the code loads, then the component with its props', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    render(<Lazy name="Ada" />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('draws the component in its first render once preloaded: no spinner in between', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyComponent(load);
    await preloadComponent(Lazy);
    render(<Lazy name="Ben" />);
    // Synchronously, before any promise has settled.
    expect(screen.getByText('Hello Ben')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for a failed chunk again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(Greeting);
    const Lazy = lazyComponent<{ name: string }>(load);
    await expect(preloadComponent(Lazy)).rejects.toThrow('chunk failed');
    await preloadComponent(Lazy);
    render(<Lazy name="Cy" />);
    expect(screen.getByText('Hello Cy')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads through a wrapper that inherits the code, and does nothing for other components', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyComponent(load);
    const Wrapper = inheritPreload(() => <Lazy name="Dee" />, Lazy);
    await preloadComponent(Wrapper);
    await preloadComponent(Greeting);
    await preloadComponent(undefined);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      render(<Wrapper />);
    });
    expect(screen.getByText('Hello Dee')).toBeTruthy();
  });
});
