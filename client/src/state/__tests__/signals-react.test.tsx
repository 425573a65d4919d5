// Proves the @preact/signals-react integration with React 19 re-renders: a broken integration fails silently.
import { describe, it, expect } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';

const count = signal(0);

function Counter() {
  useSignals();
  return <p>count is {count.value}</p>;
}

describe('signals with React 19', () => {
  it('re-renders a component when a signal it reads changes', () => {
    render(<Counter />);
    expect(screen.getByText('count is 0')).toBeTruthy();
    act(() => {
      count.value = 5;
    });
    expect(screen.getByText('count is 5')).toBeTruthy();
  });
});
