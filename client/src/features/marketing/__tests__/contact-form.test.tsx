// The contact page's form (issue #33): it checks what was typed, sends once through the API (visitors included),
// shows the API's refusal in the reader's language, and confirms with the reference and the answer's address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContactForm } from '../components/contact-form';
import { checkContact } from '../models/contact';
import { user } from '../../../state/session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const receipt = { id: 'ct0000000007', email: 'ngozi@example.com', topic: 'partnerships', receivedAt: 1 };

beforeEach(() => {
  user.value = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function fill() {
  fireEvent.change(screen.getByLabelText('Seu nome'), { target: { value: ' Ngozi Okafor ' } });
  fireEvent.change(screen.getByLabelText('E-mail para a resposta'), { target: { value: 'ngozi@example.com' } });
  fireEvent.change(screen.getByLabelText('Assunto'), { target: { value: 'partnerships' } });
  fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'We run 40 shops in Lagos.' } });
}

describe('checkContact', () => {
  it('names every field that is wrong, and trims what it sends', () => {
    expect(checkContact({ name: ' ', email: 'nope', topic: 'general', message: 'short' }, 'ct-x')).toEqual({
      problems: { name: 'name', email: 'email', message: 'messageShort' },
    });
    expect(checkContact({ name: 'x'.repeat(81), email: 'a@b.co', topic: 'general', message: 'y'.repeat(5001) }, 'ct-x')).toEqual({
      problems: { name: 'nameLong', message: 'messageLong' },
    });
    expect(checkContact({ name: ' Ada ', email: ' ada@example.com ', topic: 'press', message: '  Hello there, team  ' }, 'ct-1')).toEqual({
      body: { requestId: 'ct-1', name: 'Ada', email: 'ada@example.com', topic: 'press', message: 'Hello there, team' },
    });
  });
});

describe('<ContactForm>', () => {
  it('says what is missing before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ContactForm />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Diga seu nome')).toBeTruthy();
    expect(screen.getByText(/Informe um e-mail/)).toBeTruthy();
    expect(screen.getByText('Escreva pelo menos 10 caracteres')).toBeTruthy();
    expect(screen.getByLabelText('Seu nome').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Seu nome'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a text pasted past 5000 stays whole, counted, and is refused rather than cut', async () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<ContactForm />, { wrapper: MemoryRouter });
    fill();
    const long = 'z'.repeat(5003);
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: long } });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Mensagem').value).toBe(long);
    expect(screen.getByText('5003 de 5000 caracteres (no mínimo 10)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Use no máximo 5000 caracteres: agora são 5003')).toBeTruthy();
  });

  it('sends once through the API and confirms with the reference and the address; the same request id on a retry', async () => {
    const bodies: unknown[] = [];
    let calls = 0;
    vi.stubGlobal('fetch', async (request: Request) => {
      bodies.push(await request.clone().json());
      // The first answer is lost (offline): the retry must carry the same request id.
      if (++calls === 1) throw new TypeError('Failed to fetch');
      return json(201, { status: 'success', code: 'support.contactReceived', message: 'Message received', data: receipt });
    });
    render(<ContactForm />, { wrapper: MemoryRouter });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Mensagem recebida');
    expect(done.textContent).toContain('Vamos responder em ngozi@example.com. Sua referência é ct0000000007');
    const sent = bodies.filter((b): b is { requestId: string; name: string } => typeof b === 'object' && b !== null && 'requestId' in b);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      name: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      topic: 'partnerships',
      message: 'We run 40 shops in Lagos.',
    });
    expect(new Set(sent.map((b) => b.requestId)).size).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Escrever outra mensagem' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Mensagem').value).toBe(''));
  });

  it("shows the API's refusal in the reader's language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { status: 'error', code: 'support.contactNameMissing', message: 'Tell us your name', data: null })),
    );
    render(<ContactForm />, { wrapper: MemoryRouter });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Diga seu nome'));
  });
});
