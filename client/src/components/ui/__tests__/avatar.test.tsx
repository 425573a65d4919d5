// The avatar: CDN image, initials on failure, person icon without a username (spec section 3).
import { describe, it, expect } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Avatar, avatarStamp, refreshAvatars } from '../avatar';
import { CDN_BASE } from '../../../lib/cdn';
import { avatarColors } from '../../../lib/avatar-colors';

describe('<Avatar> (spec section 3)', () => {
  it('loads u/{uid}.png from the content-delivery location with a cache-busting timestamp; alt is the username', () => {
    render(<Avatar uid="u0000000001" userName="ada" />);
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'ada' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe(`${CDN_BASE}/u/u0000000001.png?t=${avatarStamp.value}`);
    expect(img.getAttribute('width')).toBe('40');
  });

  it('"If loading fails, show initials" in the palette colours, font 40% of the size', () => {
    render(<Avatar uid="u0000000001" userName="ada lovelace" size={50} />);
    fireEvent.error(screen.getByRole('img', { name: 'ada lovelace' }));
    const fallback = screen.getByRole('img', { name: 'ada lovelace' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('AL');
    expect(fallback.style.fontSize).toBe('20px');
    expect(fallback.style.width).toBe('50px');
    // (65 + 76) % 16 = 13 → hue 292.5; jsdom normalises colours, so compare through the same normalisation.
    expect(avatarColors('AL').background).toBe('hsl(292.5, 90%, 90%)');
    const probe = document.createElement('span');
    probe.style.background = avatarColors('AL').background;
    probe.style.color = avatarColors('AL').color;
    expect(fallback.style.background).toBe(probe.style.background);
    expect(fallback.style.color).toBe(probe.style.color);
  });

  it('tries again after refreshAvatars() (a new picture was uploaded)', () => {
    render(<Avatar uid="u0000000001" userName="ada" />);
    fireEvent.error(screen.getByRole('img', { name: 'ada' }));
    expect(screen.getByRole('img', { name: 'ada' }).tagName).toBe('SPAN');
    act(() => {
      avatarStamp.value += 1;
    });
    expect(screen.getByRole('img', { name: 'ada' }).tagName).toBe('IMG');
    act(() => refreshAvatars());
  });

  it('"With no username, show a generic person icon"', () => {
    render(<Avatar />);
    const icon = screen.getByRole('img', { name: 'Usuário' });
    expect(icon.querySelector('svg')).not.toBeNull();
    expect(icon.textContent).toBe('');
  });
});
