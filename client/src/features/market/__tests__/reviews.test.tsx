// Rendering the reviews on a product's page: the computed rating or "no reviews yet", everyone's reviews, and the
// form only for a buyer whose order was delivered — stars as radio buttons, a counter, and the refusal it names.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { user, type User } from '../../../state/session';
import { ProductReviews } from '../components/product-reviews';
import type { Reviews } from '../models/types';

const listReviews = vi.fn<(id: string) => Promise<Reviews>>();
const createReview = vi.fn();
vi.mock('../api/list-reviews', () => ({ listReviews: (id: string) => listReviews(id) }));
vi.mock('../api/create-review', () => ({ createReview: (...args: unknown[]) => createReview(...args) }));

const fela = { uid: 'u0000000006', userName: 'fela', isVerified: false, country: 'NG' };
const eve = { uid: 'u0000000005', userName: 'eve', currency: 'USD' } as User;

afterEach(() => {
  language.value = 'pt';
  user.value = null;
  vi.clearAllMocks();
});

describe('ProductReviews', () => {
  it('reads the rating from the reviews and offers no form to someone who did not receive it', async () => {
    listReviews.mockResolvedValue({
      items: [{ id: 'rv00000001', productId: 'pr00000001', author: fela, stars: 4, text: 'Muito bom.', createdAt: Date.UTC(2026, 9, 1) }],
      rating: 4,
      ratingCount: 1,
      canReview: false,
    });
    render(<ProductReviews productId="pr00000001" onRated={vi.fn()} />);
    expect(await screen.findByRole('img', { name: 'Nota 4,0 de 5 (1 avaliação)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 estrelas' })).toBeTruthy();
    expect(screen.getByText('Muito bom.')).toBeTruthy();
    expect(screen.getByText('Quem recebeu este produto pode avaliá-lo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publicar avaliação' })).toBeNull();
  });

  it('lets a buyer whose order was delivered review once, counting characters, then shows the new rating', async () => {
    user.value = eve;
    listReviews.mockResolvedValueOnce({ items: [], rating: 0, ratingCount: 0, canReview: true });
    const mine = {
      id: 'rv00000002',
      productId: 'pr00000001',
      author: { ...fela, uid: eve.uid, userName: 'eve' },
      stars: 5,
      text: 'Ótimo',
      createdAt: 0,
    };
    listReviews.mockResolvedValueOnce({ items: [mine], rating: 5, ratingCount: 1, canReview: false });
    createReview.mockResolvedValue(mine);
    const onRated = vi.fn();
    render(<ProductReviews productId="pr00000001" onRated={onRated} />);
    expect(await screen.findByText('Ainda não há avaliações.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar avaliação' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Escolha de 1 a 5 estrelas.');
    fireEvent.click(screen.getByRole('radio', { name: '5 estrelas' }));
    fireEvent.change(screen.getByLabelText('Sua avaliação'), { target: { value: 'Ótimo' } });
    expect(screen.getByText('5 de 1000 caracteres')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publicar avaliação' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(onRated).toHaveBeenCalledWith(5, 1));
    expect(createReview).toHaveBeenCalledWith('pr00000001', 5, 'Ótimo');
    expect(screen.queryByRole('button', { name: 'Publicar avaliação' })).toBeNull();
    expect(screen.getByText('Ótimo')).toBeTruthy();
  });
});
