// The translation keys, as types built from every catalogue module (type-only imports: no bundle carries them), so a
// missing or misspelt key, or a plural message called without its count, fails the typecheck.
import type { account } from './messages/account';
import type { accountPages } from './messages/account-pages';
import type { accountReview } from './messages/account-review';
import type { admin } from './messages/admin';
import type { amount } from './messages/amount';
import type { adminOverview } from './messages/admin-overview';
import type { adminDisputes } from './messages/admin-disputes';
import type { adminContact } from './messages/admin-contact';
import type { payP2pForm } from './messages/pay-p2p-form';
import type { auth } from './messages/auth';
import type { cloud } from './messages/cloud';
import type { common } from './messages/common';
import type { contact } from './messages/contact';
import type { docs } from './messages/docs';
import type { inbox } from './messages/inbox';
import type { map } from './messages/map';
import type { market } from './messages/market';
import type { marketing } from './messages/marketing';
import type { pages } from './messages/pages';
import type { pagesAreas } from './messages/pages-areas';
import type { pay } from './messages/pay';
import type { platformStatus } from './messages/platform-status';
import type { payReceipt } from './messages/pay-receipt';
import type { play } from './messages/play';
import type { report } from './messages/report';
import type { rules } from './messages/rules';
import type { shell } from './messages/shell';
import type { social } from './messages/social';
import type { socialCompose } from './messages/social-compose';
import type { support } from './messages/support';

/** Each namespace (the first argument its chunk gives registerMessages) and its catalogue module. */
export interface Catalogues {
  account: typeof account;
  accountPages: typeof accountPages;
  accountReview: typeof accountReview;
  admin: typeof admin;
  amount: typeof amount;
  adminOverview: typeof adminOverview;
  adminDisputes: typeof adminDisputes;
  adminContact: typeof adminContact;
  payP2pForm: typeof payP2pForm;
  auth: typeof auth;
  cloud: typeof cloud;
  common: typeof common;
  contact: typeof contact;
  docs: typeof docs;
  inbox: typeof inbox;
  map: typeof map;
  market: typeof market;
  marketing: typeof marketing;
  /** One namespace from two modules: the main platform's titles and the other areas' (registered by their chunks). */
  pages: { pt: typeof pages.pt & typeof pagesAreas.pt; en: typeof pages.en & typeof pagesAreas.en };
  pay: typeof pay;
  platformStatus: typeof platformStatus;
  payReceipt: typeof payReceipt;
  play: typeof play;
  report: typeof report;
  rules: typeof rules;
  shell: typeof shell;
  social: typeof social;
  socialCompose: typeof socialCompose;
  support: typeof support;
}

export type Namespace = keyof Catalogues;

type English<N extends Namespace> = Catalogues[N]['en'];
type KeyOf<N extends Namespace> = keyof English<N> & string;

/** Every '<namespace>.<key>' a catalogue has. */
export type MessageKey = { [N in Namespace]: `${N}.${KeyOf<N>}` }[Namespace];

/** The keys whose message has plural forms: t() needs their count. */
export type PluralKey = {
  [N in Namespace]: { [K in KeyOf<N>]: English<N>[K] extends string ? never : `${N}.${K}` }[KeyOf<N>];
}[Namespace];

/** The keys whose message is one text. */
export type TextKey = Exclude<MessageKey, PluralKey>;

/** What may follow `Prefix` in a text key: a value of KeySuffix<'pay.status.'> makes t(`pay.status.${value}`) a known key. */
export type KeySuffix<Prefix extends string> = TextKey extends infer K ? (K extends `${Prefix}${infer Rest}` ? Rest : never) : never;
