// Flags, verified badge, empty state, spinners and buttons.
import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CountryFlag, flagEmoji, resetFlagSupport } from '../country-flag';
import { VerifiedBadge } from '../verified-badge';
import { EmptyState } from '../empty-state';
import { FullScreenSpinner, Spinner } from '../spinner';
import { Button } from '../button';

describe('<CountryFlag> (spec section 3: "country (code; \'IA\' shows a white flag)")', () => {
  it('builds the emoji from regional indicators with the country name as its label', () => {
    expect(flagEmoji('NG')).toBe('🇳🇬');
    expect(flagEmoji('gb')).toBe('🇬🇧');
    render(<CountryFlag code="NG" />);
    expect(screen.getByRole('img', { name: 'Bandeira: Nigéria' }).textContent).toBe('🇳🇬');
  });

  it("'IA' shows a white flag", () => {
    expect(flagEmoji('IA')).toBe('🏳️');
    render(<CountryFlag code="IA" />);
    expect(screen.getByRole('img', { name: 'Bandeira branca (sem país)' }).textContent).toBe('🏳️');
  });

  it('where the system has no flag glyphs, shows the code (or a white-flag icon) under the same name', () => {
    resetFlagSupport(false);
    try {
      render(<CountryFlag code="NG" />);
      expect(screen.getByRole('img', { name: 'Bandeira: Nigéria' }).textContent).toBe('NG');
      render(<CountryFlag code="IA" />);
      expect(screen.getByRole('img', { name: 'Bandeira branca (sem país)' }).querySelector('svg')).not.toBeNull();
    } finally {
      resetFlagSupport(true);
    }
  });

  it('an empty or malformed code shows nothing', () => {
    const { container } = render(
      <>
        <CountryFlag code="" />
        <CountryFlag code="N1" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('small widgets', () => {
  it('"Verified flag on users shows a badge" with an accessible label', () => {
    render(<VerifiedBadge />);
    expect(screen.getByRole('img', { name: 'Conta verificada' })).toBeTruthy();
  });

  it('"Default empty state: \'Empty. Nothing to show here!\'"', () => {
    render(<EmptyState />);
    expect(screen.getByText('Empty. Nothing to show here!')).toBeTruthy();
    render(<EmptyState message="Search to connect globally!" />);
    expect(screen.getByText('Search to connect globally!')).toBeTruthy();
  });

  it('the full-screen spinner shows the product logo and has an accessible name', () => {
    const { container } = render(<FullScreenSpinner />);
    expect(screen.getByRole('status', { name: 'Carregando…' })).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
    render(<Spinner label="Sending" />);
    expect(screen.getByRole('status', { name: 'Sending' })).toBeTruthy();
  });

  it('a loading button is busy and disabled but keeps its name', () => {
    render(
      <Button variant="danger" loading>
        Delete
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.className).toContain('ui-button--danger');
    expect(button.type).toBe('button');
  });
});
