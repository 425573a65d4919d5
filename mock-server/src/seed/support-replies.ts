// Seeded saved replies (macros) for the staff help desk: the three answers the seeded tickets call for, by ada.
import type { SavedRepliesRepo } from '../store/support-replies.ts';
import { seedUid } from './users.ts';

export function seedSavedReplies(repo: SavedRepliesRepo): void {
  const ada = seedUid(1);
  repo.create(ada, {
    title: 'Top-up delay',
    body:
      'Hi {name}, card and bank top-ups can take up to 30 minutes to reach your balance. ' +
      'If it has been longer, send us the payment receipt and we will trace it for you.',
  });
  repo.create(ada, {
    title: 'Ask for a screenshot',
    body: 'Hi {name}, could you attach a screenshot of what you see on the screen? It helps us find the problem faster.',
  });
  repo.create(ada, {
    title: 'Verification documents',
    body:
      'Hi {name}, to verify your account we need a photo of an identity document (passport, ID card or driving licence) ' +
      'and a selfie holding it. You can send both from the verification page of your account.',
  });
}
