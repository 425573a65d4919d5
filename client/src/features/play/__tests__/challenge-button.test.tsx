// <ChallengeButton uid nid /> for chats and profiles: a button that opens the stake form in the global modal.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { closeModal, modal } from '../../../state/modal';
import { ChallengeButton } from '../components/challenge-button';

afterEach(() => closeModal());

describe('ChallengeButton', () => {
  it('opens the challenge form for that player in the modal', () => {
    render(<ChallengeButton uid="u0000000002" nid="ben-1-US-u0000000002" />);
    fireEvent.click(screen.getByRole('button', { name: 'Desafiar' }));
    expect(modal.value.show).toBe(true);
    expect(modal.value.label).toBe('Desafiar ben');
  });
});
