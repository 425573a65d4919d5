// The limit line where money goes out: the person's own caps (contracts/rules/money-limits.ts), and before verifying
// a link that says what verifying raises them to.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import { LimitNote } from '../components/limit-note';
import '../components/pay-messages';

const person = (isVerified: boolean) => ({ ...(user.peek() ?? {}), uid: 'u0000000003', userName: 'chidi', isVerified }) as never;

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
  user.value = null;
});

describe('LimitNote', () => {
  it('states an unverified person’s caps and links to verification with the raised figure', () => {
    user.value = person(false);
    render(
      <MemoryRouter>
        <LimitNote kind="withdraw" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Your limit as an unverified account: 500 OSBT in 24 hours, 1,500 OSBT in 30 days\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your identity to raise it to 20,000 OSBT a day.' }).getAttribute('href')).toBe(
      '/account/verification',
    );
  });

  it('states a verified person’s caps with no link', () => {
    user.value = person(true);
    render(
      <MemoryRouter>
        <LimitNote kind="send" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Your limit: 50,000 OSBT in 24 hours, 200,000 OSBT in 30 days.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
