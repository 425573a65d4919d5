// A complete User (openapi schema) for guard tests, seeded like ada; override what a case needs.
import type { User } from '../../../state/session';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    uid: 'u0000000001',
    userName: 'ada',
    email: 'ada@example.com',
    isVerified: true,
    isStaff: false,
    country: 'NG',
    currency: 'NGN',
    userCountry: 'NG',
    timeZone: 'Africa/Lagos',
    assets: { OSBT: 50000 },
    playData: null,
    todo: '',
    ...overrides,
  };
}
