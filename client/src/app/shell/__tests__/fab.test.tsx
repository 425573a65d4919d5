// The floating action button (spec section 2 Layout): on discover and inbox it offers the registered ones of
// Search, Create Post, Create Chat, Create Community, in that order, each opening its component in the modal.
import { describe, it, expect, afterEach } from 'vitest';
import { act, render, screen, fireEvent } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Star } from 'lucide-react';
import { modal, closeModal } from '../../../state/modal';
import { Fab } from '../fab';
import { fabActions, fabActionsFor, registerFabAction } from '../fab-actions';

const Search = () => <p>search form</p>;
const Post = () => <p>post form</p>;

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Fab /> }], { initialEntries: [path] })} />);
}

afterEach(() => {
  fabActions.value = [];
  closeModal();
});

describe('fab registry', () => {
  it('offers nothing until a feature registers an action', () => {
    expect(fabActionsFor('/discover')).toEqual([]);
  });

  it('keeps the spec order whatever order features register in', () => {
    registerFabAction({ id: 'create-community', Component: Post });
    registerFabAction({ id: 'search', Component: Search });
    registerFabAction({ id: 'create-post', Component: Post });
    expect(fabActionsFor('/inbox/u0000000002').map((a) => a.id)).toEqual(['search', 'create-post', 'create-community']);
  });

  it('offers the spec actions on discover and inbox only', () => {
    registerFabAction({ id: 'search', Component: Search });
    expect(fabActionsFor('/discover/tag/osb')).toHaveLength(1);
    expect(fabActionsFor('/pay/wallet')).toEqual([]);
  });

  it('lets an area add its own action for its own pages, and take it away again', () => {
    const remove = registerFabAction({ id: 'pay-send', label: 'pages.pay.send', icon: Star, paths: ['/pay'], Component: Post });
    expect(fabActionsFor('/pay/wallet').map((a) => a.id)).toEqual(['pay-send']);
    remove();
    expect(fabActionsFor('/pay/wallet')).toEqual([]);
  });
});

describe('<Fab>', () => {
  it('is absent when no action is registered for the page', () => {
    renderAt('/discover');
    expect(screen.queryByRole('button', { name: 'Ações' })).toBeNull();
  });

  it('opens its overlay and runs an action in the global modal', () => {
    registerFabAction({ id: 'search', Component: Search });
    registerFabAction({ id: 'create-post', Component: Post });
    renderAt('/discover');
    fireEvent.click(screen.getByRole('button', { name: 'Ações' }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Buscar', 'Criar publicação', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Criar publicação' }));
    expect(modal.value.show).toBe(true);
    expect(modal.value.label).toBe('Criar publicação');
    render(<>{modal.value.content}</>);
    expect(screen.getByText('post form')).toBeTruthy();
    // The overlay closed behind the modal.
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
  });

  it('appears as soon as a feature registers (the registry is a signal)', () => {
    renderAt('/inbox');
    expect(screen.queryByRole('button', { name: 'Ações' })).toBeNull();
    act(() => {
      registerFabAction({ id: 'create-chat', Component: Post });
    });
    expect(screen.getByRole('button', { name: 'Ações' })).toBeTruthy();
  });
});
