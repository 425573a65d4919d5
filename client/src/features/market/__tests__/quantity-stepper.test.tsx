// The quantity field as typed: whole units read in the person's language; anything else stays as typed, with how
// to write it, and the quantity in the cart does not change behind the person's back.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { QuantityStepper } from '../components/quantity-stepper';

afterEach(() => {
  cleanup();
  language.value = 'pt';
});

describe('QuantityStepper', () => {
  it('takes "3", refuses "1,5" and "20" with how to write a quantity, in pt', () => {
    const onChange = vi.fn();
    const onReadable = vi.fn();
    render(<QuantityStepper value={1} max={14} label="Quantidade" onChange={onChange} onReadable={onReadable} />);
    const field = screen.getByRole('textbox', { name: 'Quantidade' });
    fireEvent.change(field, { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith(3);
    onChange.mockClear();
    fireEvent.change(field, { target: { value: '1,5' } });
    expect(screen.getByRole('alert').textContent).toBe('Escreva um número inteiro de 1 a 14, como 2.');
    expect(field).toHaveProperty('value', '1,5');
    // The add button is told, so it never adds the last quantity the field could read.
    expect(onReadable).toHaveBeenLastCalledWith(false);
    fireEvent.change(field, { target: { value: '20' } });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks English in en', () => {
    language.value = 'en';
    render(<QuantityStepper value={2} max={99} label="Quantity" onChange={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    expect(field).toHaveProperty('value', '2');
    fireEvent.change(field, { target: { value: '2.5' } });
    expect(screen.getByRole('alert').textContent).toBe('Write a whole number from 1 to 99, like 2.');
  });
});
