// The username field's hint names the person's own username (typed, or their e-mail's name part), never a
// stranger's "@ada".
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import { UserNameField } from '../components/user-name-field';

const signedIn = (email: string) => ({ ...(user.peek() ?? {}), uid: 'u0000000004', email, userName: '' }) as never;

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
  user.value = null;
});

describe('UserNameField hint', () => {
  it('suggests the e-mail’s name part while empty, then follows what is typed', () => {
    user.value = signedIn('dana.k@example.com');
    const { rerender } = render(<UserNameField value="" error={null} onChange={() => undefined} />);
    expect(screen.getByText('3–25 letters, numbers or underscores. Shown as @danak.')).toBeTruthy();
    rerender(<UserNameField value="dana_k" error={null} onChange={() => undefined} />);
    expect(screen.getByText('3–25 letters, numbers or underscores. Shown as @dana_k.')).toBeTruthy();
    expect(screen.queryByText(/@ada/)).toBeNull();
  });

  it('names nobody when the e-mail gives no valid username', () => {
    user.value = signedIn('x@example.com');
    render(<UserNameField value="" error={null} onChange={() => undefined} />);
    expect(screen.getByText('3–25 letters, numbers or underscores. People will see it after an @.')).toBeTruthy();
  });
});
