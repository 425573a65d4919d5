// The sign-in form: the labels the e2e fixture relies on, the API's message on failure, sign-up mode.
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { accounts, user } from '../../../state/session';
import { token } from '../../../state/token';
import { toasts } from '../../../state/toasts';
import { SignInForm } from '../components/sign-in-form';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ADA = {
  uid: 'u0000000001',
  userName: 'ada',
  email: 'ada@example.com',
  isVerified: true,
  isStaff: true,
  country: 'NG',
  currency: 'NGN',
  userCountry: 'NG',
  timeZone: 'Africa/Lagos',
  assets: { OSBT: 50000 },
  playData: null,
  todo: '',
};

beforeEach(() => {
  token.value = null;
  user.value = null;
  accounts.value = {};
  toasts.value = [];
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { status: 'error', message: 'Incorrect email or password', data: null })),
    );
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    fill('ada@example.com', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows a throttled sign-in in Portuguese with the wait from the code’s params', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(429, {
          status: 'error',
          code: 'auth.tooManyAttempts',
          params: { minutes: 4 },
          message: 'Too many attempts. Try again in 4 min.',
          data: null,
        }),
      ),
    );
    render(<SignInForm onSignedIn={() => undefined} />);
    fill('ada@example.com', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Muitas tentativas. Tente novamente em 4 min.');
  });

  it('checks a new password with the shared rule before signing up, and sends nothing it refuses', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<SignInForm onSignedIn={() => undefined} initialMode="sign-up" />);
    for (const [password, text] of [
      ['        ', 'A senha não pode ter só espaços'],
      ['aaaaaaaa', 'A senha não pode ser um único caractere repetido'],
      ['12345678', 'Esta senha está entre as mais usadas e é fácil de adivinhar: escolha outra'],
      ['password', 'Esta senha está entre as mais usadas e é fácil de adivinhar: escolha outra'],
    ] as const) {
      fill('new@example.com', password);
      fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to sign-up, which asks for a longer password', () => {
    render(<SignInForm onSignedIn={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Criar uma conta' }));
    expect(screen.getByRole('heading', { name: 'Crie sua conta' })).toBeTruthy();
    expect(screen.getByLabelText('Senha').getAttribute('minlength')).toBe('8');
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeTruthy();
  });

  describe('with an invite code (?ref=)', () => {
    const DANA = { ...ADA, uid: 'u0000000031', userName: '', email: 'new@example.com', isVerified: false, isStaff: false, todo: 'profile' };
    function api(referral: (body: unknown) => Response) {
      const calls: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (request: Request) => {
          const path = new URL(request.url).pathname;
          calls.push(path);
          if (path.endsWith('/sign-up'))
            return answer(201, { status: 'success', message: 'OK', data: { token: 'tok_new_000000000000001' } });
          if (path.endsWith('/rewards/referral')) return referral(await request.json());
          return answer(200, { status: 'success', message: 'OK', data: DANA });
        }),
      );
      return calls;
    }
    async function signUpWith(referral: string | null) {
      const onSignedIn = vi.fn();
      render(<SignInForm onSignedIn={onSignedIn} initialMode="sign-up" referral={referral} />);
      fill('new@example.com', 'correct horse 1');
      fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    }

    it('records the code for the new account right after signing up', async () => {
      let sent: unknown = null;
      const calls = api((body) => {
        sent = body;
        return answer(200, { status: 'success', message: 'Invite recorded', data: {} });
      });
      await signUpWith('ABC234');
      expect(sent).toEqual({ code: 'ABC234' });
      expect(calls.filter((p) => p.endsWith('/rewards/referral'))).toHaveLength(1);
      expect(toasts.value.map((t) => [t.type, t.message])).toContainEqual(['success', 'Código de convite ABC234 aplicado.']);
    });

    it('still signs the person up when the code is refused, and says why', async () => {
      api(() => answer(404, { status: 'error', message: 'No one has that invite code', data: null }));
      await signUpWith('ZZZZZZ');
      expect(toasts.value.map((t) => t.type)).toEqual(['warning']);
      expect(toasts.value[0]?.message).toContain('No one has that invite code');
    });

    it('sends nothing without a code', async () => {
      const calls = api(() => answer(500, {}));
      await signUpWith(null);
      expect(calls.some((p) => p.endsWith('/rewards/referral'))).toBe(false);
    });
  });
});
