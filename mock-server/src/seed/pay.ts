// Seeded pay history, written through the pay store itself (so it obeys the same rules) at times before
// SEED_TIME: the FX desk's liquidity, traders' deposits and P2P ads, and a few weeks of sends, requests,
// conversions, trades and gift cards. The five personas end with no balance outside OSBT, so their opening
// balances stay as DESIGN.md describes them; their activity, orders and requests are still full.
import { MINT, userAccount, type Ledger } from '../plugins/ledger.ts';
import { TREASURY } from '../store/pay-context.ts';
import { convertMinor, largestBefore } from '../store/pay-math.ts';
import type { PayRepo } from '../store/pay.ts';
import type { PayP2pAdInput, PayP2pMethod, PayP2pPaymentDetails } from '../store/pay-p2p.ts';
import type { UserRecord, UsersRepo } from '../store/users.ts';
import { PAY_ASSET_CODES, PLATFORM_ASSET, payAsset, type PayAssetCode, type PayMethod } from './pay-assets.ts';
import { SEED_SCALE, scaledPayments } from './scale.ts';
import { SEED_TIME } from './users.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const daysAgo = (days: number): number => SEED_TIME - Math.round(days * DAY);

/** The FX desk holds 100 million US dollars' worth of every asset (USD has precision 2). */
const TREASURY_USD_CENTS = 100_000_000 * 100;

/** The personas of DESIGN.md: their balances outside OSBT are withdrawn at the end of the seed. */
const PERSONAS = ['ada', 'ben', 'chidi', 'eve'];

/** A seeded trader's payment details for each method of their sell ad (stable, from the name). */
function paymentOf(name: string, methods: readonly PayP2pMethod[]): PayP2pPaymentDetails {
  const holder = `${name.charAt(0).toUpperCase()}${name.slice(1)} Trader`;
  const digits = [...name]
    .reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 100_000_000, 7)
    .toString()
    .padStart(8, '0');
  const all: Required<PayP2pPaymentDetails> = {
    bank_transfer: { bankName: 'GTBank', accountNumber: `01${digits}`, accountName: holder },
    mobile_money: { provider: 'OPay', phone: `+23480${digits}`, accountName: holder },
    wise: { email: `${name}@wise.example`, accountName: holder },
    revolut: { revtag: `@${name}`, accountName: holder },
    cash_app: { cashtag: `$${name}`, accountName: holder },
    // A real-looking German IBAN (valid check digits), one per seed.
    sepa: { iban: 'DE89370400440532013000', accountName: holder },
  };
  return Object.fromEntries(methods.map((m) => [m, all[m]]));
}

export function seedPay(repo: PayRepo, deps: { ledger: Ledger; users: UsersRepo; seedScale?: number }): void {
  const { ledger, users } = deps;
  let n = 0;
  const rid = (): string => `seed-${String(++n).padStart(6, '0')}`;
  const who = (name: string): UserRecord => {
    const user = users.byUserName(name);
    if (!user) throw new Error(`pay seed: no user ${name}`);
    return user;
  };
  const settleAll = (at: number): void => repo.at(at, () => repo.tick());

  const add = (name: string, asset: PayAssetCode, amount: number, method: PayMethod, at: number, source?: string): void => {
    repo.at(at, () => repo.add(who(name), { requestId: rid(), asset, amount, method, ...(source ? { source } : {}) }));
    settleAll(at + 2 * HOUR);
  };
  const send = (from: string, to: string, asset: PayAssetCode, amount: number, note: string, at: number): void => {
    repo.at(at, () => repo.send(who(from), { requestId: rid(), asset, amount, userName: to, note }));
  };
  const request = (from: string, payer: string, asset: PayAssetCode, amount: number, note: string, at: number): string =>
    repo.at(at, () => repo.createRequest(who(from), { requestId: rid(), asset, amount, userName: payer, note })).id;
  // A sell ad's seller writes where buyers pay them, per method: these are the traders' (made-up) own details.
  const ad = (name: string, input: Omit<PayP2pAdInput, 'requestId' | 'payment'>, at: number): string =>
    repo.at(at, () =>
      repo.p2p.createAd(who(name), {
        ...input,
        requestId: rid(),
        ...(input.side === 'sell' ? { payment: paymentOf(name, input.methods) } : {}),
      }),
    ).id;

  // The FX desk: the other side of every conversion.
  for (const code of PAY_ASSET_CODES) {
    ledger.post(
      `pay:seed:treasury:${code}`,
      [{ from: MINT, to: TREASURY, asset: code, amount: convertMinor(TREASURY_USD_CENTS, 'USD', code) }],
      'FX desk liquidity',
    );
  }

  // Traders fund their wallets.
  add('fela', 'USDT', 4_000_000_000, 'crypto', daysAgo(40));
  add('fela', 'NGN', 10_000_000, 'bank', daysAgo(39));
  add('xena', 'USDT', 1_000_000_000, 'crypto', daysAgo(38));
  add('gina', 'USDT', 6_000_000_000, 'crypto', daysAgo(38));
  add('gina', 'USD', 20_000, 'bank', daysAgo(37));
  add('mara', 'USDT', 3_500_000_000, 'crypto', daysAgo(36));
  add('zara', 'USDT', 1_500_000_000, 'crypto', daysAgo(36));
  add('hugo', 'GBP', 50_000, 'bank', daysAgo(35));
  add('kemi', 'USDT', 500_000_000, 'crypto', daysAgo(35));

  // Live P2P ads (prices in fiat minor units per whole unit; totals in the asset's minor units).
  const felaAd = ad(
    'fela',
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'NGN',
      price: 158_500,
      total: 2_500_000_000,
      minFiat: 1_000_000,
      maxFiat: 200_000_000,
      methods: ['bank_transfer', 'mobile_money'],
      terms: 'Pay from an account in your own name. No third-party payments.',
      timeLimitMin: 15,
    },
    daysAgo(30),
  );
  const xenaAd = ad(
    'xena',
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'NGN',
      price: 157_950,
      total: 800_000_000,
      minFiat: 500_000,
      maxFiat: 50_000_000,
      methods: ['bank_transfer'],
      terms: 'Online 8am–10pm Lagos time.',
      timeLimitMin: 30,
    },
    daysAgo(29),
  );
  ad(
    'wale',
    {
      side: 'sell',
      asset: 'OSBT',
      fiat: 'NGN',
      price: 155_200,
      total: 5_000,
      minFiat: 100_000,
      maxFiat: 300_000_000,
      methods: ['bank_transfer', 'mobile_money'],
      terms: '',
      timeLimitMin: 15,
    },
    daysAgo(28),
  );
  ad(
    'amaka',
    {
      side: 'buy',
      asset: 'USDT',
      fiat: 'NGN',
      price: 156_000,
      total: 1_000_000_000,
      minFiat: 2_000_000,
      maxFiat: 100_000_000,
      methods: ['bank_transfer'],
      terms: 'I pay within 5 minutes of your release.',
      timeLimitMin: 15,
    },
    daysAgo(27),
  );
  ad(
    'bola',
    {
      side: 'buy',
      asset: 'OSBT',
      fiat: 'NGN',
      price: 154_000,
      total: 3_000,
      minFiat: 100_000,
      maxFiat: 100_000_000,
      methods: ['bank_transfer', 'mobile_money'],
      terms: '',
      timeLimitMin: 30,
    },
    daysAgo(27),
  );
  ad(
    'gina',
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'USD',
      price: 101,
      total: 5_000_000_000,
      minFiat: 2_000,
      maxFiat: 200_000,
      methods: ['cash_app', 'wise', 'revolut'],
      terms: 'Cash App or Wise only, your own account.',
      timeLimitMin: 15,
    },
    daysAgo(26),
  );
  ad(
    'yusuf',
    {
      side: 'sell',
      asset: 'OSBT',
      fiat: 'USD',
      price: 102,
      total: 2_000,
      minFiat: 1_000,
      maxFiat: 100_000,
      methods: ['cash_app', 'bank_transfer'],
      terms: '',
      timeLimitMin: 15,
    },
    daysAgo(26),
  );
  ad(
    'mara',
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'EUR',
      price: 93,
      total: 3_000_000_000,
      minFiat: 5_000,
      maxFiat: 300_000,
      methods: ['sepa', 'wise', 'revolut'],
      terms: 'SEPA instant preferred.',
      timeLimitMin: 30,
    },
    daysAgo(25),
  );
  ad(
    'hugo',
    {
      side: 'buy',
      asset: 'USDT',
      fiat: 'GBP',
      price: 78,
      total: 2_000_000_000,
      minFiat: 2_000,
      maxFiat: 150_000,
      methods: ['bank_transfer', 'wise', 'revolut'],
      terms: '',
      timeLimitMin: 15,
    },
    daysAgo(25),
  );
  ad(
    'zara',
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'GBP',
      price: 81,
      total: 1_200_000_000,
      minFiat: 1_000,
      maxFiat: 100_000,
      methods: ['bank_transfer', 'revolut'],
      terms: 'Faster Payments only.',
      timeLimitMin: 15,
    },
    daysAgo(24),
  );
  const kemiAd = ad(
    'kemi',
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'NGN',
      price: 159_000,
      total: 400_000_000,
      minFiat: 1_000_000,
      maxFiat: 20_000_000,
      methods: ['bank_transfer'],
      terms: '',
      timeLimitMin: 15,
    },
    daysAgo(23),
  );
  repo.p2p.updateAd(who('kemi'), { id: kemiAd, status: 'paused' });

  // Traders' records before the mock's own orders.
  const histories: Array<[string, number, number, number, number]> = [
    ['fela', 1243, 21, 612, 4],
    ['xena', 318, 12, 140, 3],
    ['wale', 87, 5, 40, 1],
    ['amaka', 502, 9, 230, 2],
    ['bola', 44, 6, 19, 2],
    ['gina', 2210, 30, 980, 6],
    ['yusuf', 15, 3, 8, 1],
    ['mara', 760, 14, 355, 5],
    ['hugo', 128, 4, 61, 0],
    ['zara', 301, 8, 150, 2],
  ];
  for (const [name, completed, failed, positive, negative] of histories)
    repo.p2p.setHistory(who(name).uid, { completed, failed, positive, negative });

  // Saved recipients.
  repo.at(daysAgo(21), () => repo.saveRecipient(who('ada'), 'ben', 'Ben'));
  repo.at(daysAgo(21), () => repo.saveRecipient(who('ada'), 'fela', 'Fela (rent)'));
  repo.at(daysAgo(21), () => repo.saveRecipient(who('ben'), 'ada', 'Ada'));

  // ada: a top-up, a send, a conversion, money received, a declined card, a request ben declined, a P2P
  // purchase and a cancelled one, then cash-outs; two requests still wait for her.
  add('ada', 'USD', 15_000, 'bank', daysAgo(20));
  send('ada', 'fela', 'USD', 10_000, 'Rent share', daysAgo(18));
  const quote = repo.at(daysAgo(15), () => repo.quote(who('ada'), { from: 'USD', to: 'NGN', amount: 4_950 }));
  repo.at(daysAgo(15) + 5_000, () => repo.executeQuote(who('ada'), quote.id, rid()));
  send('fela', 'ada', 'NGN', 2_500_000, 'Thanks for dinner!', daysAgo(12));
  add('ada', 'USD', 2_000, 'card', daysAgo(10), '0002');
  const cinema = request('ada', 'ben', 'NGN', 500_000, 'Cinema tickets', daysAgo(9));
  repo.at(daysAgo(8), () => repo.declineRequest(who('ben'), cinema));

  const bought = repo.at(daysAgo(5), () =>
    repo.p2p.createOrder(who('ada'), { requestId: rid(), adId: felaAd, fiatAmount: 7_925_000, method: 'bank_transfer' }),
  ).id;
  repo.at(daysAgo(5) + 60_000, () =>
    repo.p2p.message(who('ada'), { id: bought, requestId: rid(), text: 'Sending now from my GTBank account.' }),
  );
  repo.at(daysAgo(5) + 120_000, () => repo.p2p.markPaid(who('ada'), bought));
  repo.at(daysAgo(5) + 180_000, () =>
    repo.p2p.message(who('fela'), { id: bought, requestId: rid(), text: 'Received, releasing. Thank you!' }),
  );
  repo.at(daysAgo(5) + 240_000, () => repo.p2p.release(who('fela'), bought));
  repo.at(daysAgo(5) + 300_000, () => repo.p2p.feedback(who('ada'), bought, 'positive', 'Fast release'));
  repo.at(daysAgo(5) + 360_000, () => repo.p2p.feedback(who('fela'), bought, 'positive', 'Smooth trade'));
  const dropped = repo.at(daysAgo(4), () =>
    repo.p2p.createOrder(who('ada'), { requestId: rid(), adId: xenaAd, fiatAmount: 5_000_000, method: 'bank_transfer' }),
  ).id;
  repo.at(daysAgo(4) + 90_000, () => repo.p2p.cancel(who('ada'), dropped));

  // ben: a card top-up, a send, money received, a gift card from gina redeemed.
  add('ben', 'USD', 8_000, 'card', daysAgo(14), '4242');
  send('ben', 'gina', 'USD', 3_000, 'Coffee beans', daysAgo(13));
  send('gina', 'ben', 'USD', 1_200, 'Pizza', daysAgo(6));
  const card = repo.at(daysAgo(4), () =>
    repo.giftCards.buy(who('gina'), { requestId: rid(), asset: 'USD', amount: 2_500, message: 'Happy birthday, Ben!' }),
  );
  repo.at(daysAgo(3), () => repo.giftCards.redeem(who('ben'), { requestId: rid(), code: card.code }));
  repo.at(daysAgo(2), () => repo.giftCards.buy(who('fela'), { requestId: rid(), asset: 'OSBT', amount: 100, message: 'For the team' }));

  // chidi: money from hugo.
  send('hugo', 'chidi', 'GBP', 4_000, 'Football tickets', daysAgo(16));

  // The personas cash out everything outside OSBT.
  for (const name of PERSONAS) {
    const user = who(name);
    for (const code of PAY_ASSET_CODES) {
      if (code === PLATFORM_ASSET) continue;
      const balance = ledger.balance(userAccount(user.uid), code);
      if (balance === 0) continue;
      const terms = payAsset(code).withdraw[0];
      if (!terms) throw new Error(`pay seed: ${code} has no withdrawal method`);
      const amount = largestBefore(balance, terms.feeBps, terms.feeFixed);
      const destination = terms.method === 'crypto' ? 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' : '0123456789';
      repo.at(daysAgo(2), () => repo.withdraw(user, { requestId: rid(), asset: code, amount, method: terms.method, destination }));
      settleAll(daysAgo(1));
      const left = ledger.balance(userAccount(user.uid), code);
      if (left !== 0) throw new Error(`pay seed: ${name} keeps ${left} ${code}`);
    }
  }

  // Still waiting for ada.
  request('gina', 'ada', 'USD', 2_000, 'Concert ticket', daysAgo(1));
  request('fela', 'ada', 'NGN', 1_250_000, 'Suya night', daysAgo(0.5));

  // At a scale (seed/scale.ts): ada's year of OSBT sends with the scaled people, in pairs that leave her even.
  scaledPayments(deps.seedScale ?? SEED_SCALE).forEach((payment, index) => {
    const requestId = `scale-${String(index + 1).padStart(7, '0')}`;
    repo.at(payment.at, () =>
      repo.seedSend(payment.from, payment.to, { requestId, asset: PLATFORM_ASSET, amount: payment.amount, note: payment.note }),
    );
  });
}
