// Rendering: a product card reads its price (OSBT and the person's currency), stars, stock and why it cannot be
// bought, the save heart is a named toggle, an order status is worded and coloured, and the components follow
// the language signal (a broken signals integration would fail silently).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { language } from '../../../state/language';
import { rates } from '../../../state/rates';
import { user, type User } from '../../../state/session';
import { OrderStatus } from '../components/order-status';
import { ProductCard } from '../components/product-card';
import { ProductGallery } from '../components/product-gallery';
import { product } from './fixtures';

const ada = { uid: 'u0000000001', userName: 'ada', currency: 'NGN' } as User;
const noop = () => undefined;

afterEach(() => {
  language.value = 'pt';
  user.value = null;
  rates.value = {};
});

describe('ProductCard', () => {
  it('shows price in OSBT and in my currency, rating, stock, and follows the language', () => {
    user.value = ada;
    rates.value = { NGN: 1550, OSBT: 1 };
    render(
      <MemoryRouter>
        <ProductCard product={product({ stock: 3 })} onToggleSaved={noop} />
      </MemoryRouter>,
    );
    expect(screen.getByText('129 OSBT')).toBeTruthy();
    expect(screen.getByText(/≈ ₦\s?199\.950,00/)).toBeTruthy();
    expect(screen.getByText('Estoque baixo: 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nota 4,6 de 5 (212 avaliações)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar Noise-cancelling headphones', pressed: false })).toBeTruthy();
    act(() => {
      language.value = 'en';
    });
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    // The title is a link to the product's own page.
    expect(screen.getByRole('link', { name: 'Noise-cancelling headphones' }).getAttribute('href')).toBe('/market/product/pr00000001');
    expect(screen.getByRole('button', { name: 'Add Noise-cancelling headphones to cart' })).toBeTruthy();
  });

  it('says when the product is mine or sold out instead of offering Add', () => {
    user.value = { ...ada, uid: 'u0000000002' };
    const { rerender } = render(
      <MemoryRouter>
        <ProductCard product={product()} onToggleSaved={noop} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Este produto é seu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /ao carrinho/ })).toBeNull();
    user.value = ada;
    rerender(
      <MemoryRouter>
        <ProductCard product={product({ stock: 0, saved: true })} onToggleSaved={noop} />
      </MemoryRouter>,
    );
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Esgotado: Noise-cancelling headphones' });
    expect(add.disabled).toBe(true);
    expect(screen.getAllByText('Esgotado').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Remover Noise-cancelling headphones dos salvos', pressed: true })).toBeTruthy();
  });
});

describe('ProductGallery', () => {
  it('shows one picture large and lets a thumbnail choose another, each a different file', () => {
    render(<ProductGallery product={product()} />);
    const main = screen.getByRole<HTMLImageElement>('img', { name: 'Foto 1 de 3: Noise-cancelling headphones' });
    expect(main.src).toMatch(/p\/pr00000001\.svg$/);
    const thumbs = screen.getAllByRole<HTMLButtonElement>('button', { name: /Mostrar foto \d de 3/ });
    expect(thumbs).toHaveLength(3);
    expect(new Set(thumbs.map((thumb) => thumb.querySelector('img')?.getAttribute('src'))).size).toBe(3);
    act(() => thumbs[2]!.click());
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Foto 3 de 3: Noise-cancelling headphones' }).src).toMatch(
      /pr00000001-3\.svg$/,
    );
    expect(screen.getByRole('button', { name: 'Mostrar foto 3 de 3', pressed: true })).toBeTruthy();
  });
});

describe('OrderStatus', () => {
  it('words the status in my language with the spec’s colour', () => {
    render(<OrderStatus status="cancelled" />);
    const badge = screen.getByText('Cancelado');
    expect(badge.getAttribute('data-tone')).toBe('danger');
  });
});
