// <RelativeTime> (issue #29): the exact time is not only for a mouse — it is in the accessible text, the time takes
// focus itself when nothing around it can, and Escape hides the tooltips until the pointer or focus moves on.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RelativeTime } from '../relative-time';
import { language } from '../../../state/language';

const AT = Date.now() - 5 * 60_000;

afterEach(() => {
  language.value = 'pt';
  document.documentElement.classList.remove('ui-time-quiet');
});

describe('<RelativeTime>', () => {
  it('reads relative, with the exact time and zone in its accessible text, and takes focus when alone', () => {
    render(<RelativeTime at={AT} />);
    const time = screen.getByText('há 5 min.');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(new Date(AT).toISOString());
    expect(time.textContent).toMatch(/^há 5 min\. .*\d{4}.*\(UTC\)$/);
    expect(time.tabIndex).toBe(0);
    expect(time.hasAttribute('title')).toBe(false);
  });

  it('inside a link it leaves focus to the link, whose name then carries the exact time', () => {
    render(
      <a href="/p">
        <RelativeTime at={AT} />
      </a>,
    );
    expect(screen.getByText('há 5 min.').hasAttribute('tabindex')).toBe(false);
    expect(screen.getByRole('link', { name: /^há 5 min\. .*\d{4}/ })).toBeTruthy();
  });

  it('shows its own words with the label sentence ("editado", "Editado em …"), in English too', () => {
    language.value = 'en';
    render(
      <RelativeTime at={AT} label={(time) => `Edited ${time}`}>
        edited
      </RelativeTime>,
    );
    expect(screen.getByText('edited').textContent).toMatch(/^edited Edited .*\d{4}/);
  });

  it('Escape quiets the tooltips until the pointer moves or focus goes elsewhere', () => {
    render(<RelativeTime at={AT} />);
    const root = document.documentElement;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(root.classList.contains('ui-time-quiet')).toBe(true);
    fireEvent.pointerMove(document);
    expect(root.classList.contains('ui-time-quiet')).toBe(false);
    fireEvent.keyDown(document, { key: 'a' });
    expect(root.classList.contains('ui-time-quiet')).toBe(false);
  });
});
