// What every tool that drives a browser shares (e2e, budgets, bench, check-chromium, the build's prerender): Debian's Chromium
// and its flags (never a downloaded browser), the seeded people and their password, and the sign-in page's labels.
// It lives in scripts/ as plain Node TypeScript with no imports, so Node runs it as is (bench, check-chromium) and
// Playwright loads it for the e2e and budget suites.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Every seeded account's password (README "Seeded accounts"). */
export const PASSWORD = 'password';

/** The seeded people tests and benchmarks sign in as (README "Seeded accounts"). */
export const USERS = {
  ada: { email: 'ada@example.com', uid: 'u0000000001' },
  ben: { email: 'ben@example.com', uid: 'u0000000002' },
  chidi: { email: 'chidi@example.com', uid: 'u0000000003' },
  dana: { email: 'dana@example.com', uid: 'u0000000004' },
  eve: { email: 'eve@example.com', uid: 'u0000000005' },
} as const;
export type SeededUser = keyof typeof USERS;

/** Sign-in page labels (Portuguese, the default language). */
export const SIGN_IN_LABELS = { email: 'E-mail', password: 'Senha', submit: 'Entrar' } as const;
