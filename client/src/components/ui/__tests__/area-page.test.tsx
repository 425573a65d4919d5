// The area page frame pay, cloud and market share: one h1 from the route, the lead and actions only when given.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AreaPage } from '../area-page';

describe('AreaPage', () => {
  it('titles the page with one h1 and shows the lead, the actions and the content', () => {
    const { container } = render(
      <AreaPage title="Wallet" lead="Your balances" actions={<button type="button">Add</button>}>
        <p>Body</p>
      </AreaPage>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Wallet']);
    expect(screen.getByText('Your balances').className).toBe('page-muted');
    expect(screen.getByRole('button', { name: 'Add' }).parentElement?.className).toBe('page-frame__actions');
    expect(screen.getByText('Body')).toBeTruthy();
    expect(container.querySelector('section')?.className).toBe('area-page page-frame');
  });

  it('leaves out the lead and actions when not given, and narrows the page on request', () => {
    const { container } = render(
      <AreaPage title="Add" narrow>
        <p>Form</p>
      </AreaPage>,
    );
    expect(container.querySelector('.page-muted')).toBeNull();
    expect(container.querySelector('.page-frame__actions')).toBeNull();
    expect(container.querySelector('section')?.className).toBe('area-page area-page--narrow page-frame');
  });
});
