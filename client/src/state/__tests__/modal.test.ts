// Modal state: show and content (spec section 3).
import { describe, it, expect } from 'vitest';
import { closeModal, modal, openModal } from '../modal';

describe('modal state (spec section 3: "show (boolean) and the content to display")', () => {
  it('opens with content and an optional label, and closes clearing the content', () => {
    openModal('hello', { label: 'Greeting' });
    expect(modal.value).toEqual({ show: true, content: 'hello', label: 'Greeting' });
    closeModal();
    expect(modal.value).toEqual({ show: false, content: null });
  });
});
