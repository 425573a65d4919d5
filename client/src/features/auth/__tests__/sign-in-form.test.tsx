// The sign-in form: the labels the e2e fixture relies on, the API's message on failure, sign-up mode.
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { accounts, user } from '../../../state/session';
import { token } from '../../../state/token';
import { SignInForm } from '../components/sign-in-form';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ADA = {
  uid: 'u0000000001', userName: 'ada', email: 'ada@example.com', isVerified: true, isStaff: true, country: 'NG',
  currency: 'NGN', userCountry: 'NG', timeZone: 'Africa/Lagos', assets: { OSBT: 50000 }, playData: null, todo: '',
};

beforeEach(() => {
  token.value = null;
  user.value = null;
  accounts.value = {};
});

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: password } });
}

describe('<SignInForm>', () => {
  it('signs in, stores the account and hands over to the page', async () => {
    const fetchMock = vi.fn(async (request: Request) =>
      new URL(request.url).pathname.endsWith('/sign-in')
        ? answer(200, { status: 'success', message: 'OK', data: { token: 'tok_ada_0000000000001' } })
        : answer(200, { status: 'success', message: 'OK', data: ADA }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    fill('ada@example.com', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(user.value?.userName).toBe('ada');
    expect(accounts.value['ada@example.com']?.token).toBe('tok_ada_0000000000001');
  });

  it("shows the API's message when the password is wrong", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { status: 'error', message: 'Incorrect email or password', data: null })));
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    fill('ada@example.com', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('switches to sign-up, which asks for a longer password', () => {
    render(<SignInForm onSignedIn={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Criar uma conta' }));
    expect(screen.getByRole('heading', { name: 'Crie sua conta' })).toBeTruthy();
    expect(screen.getByLabelText('Senha').getAttribute('minlength')).toBe('8');
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeTruthy();
  });
});
