// The English text of every code the API answers, from one table per area: the mock sends it as the envelope's
// `message`, and the client's English catalogue reads it. The Portuguese texts live in client/src/i18n/api/.
import type { components } from '../api/schema';
import { RULE_MESSAGES_EN } from '../rules/messages-en.ts';
import { ACCOUNT_MESSAGES_EN } from './account.ts';
import { AUTH_MESSAGES_EN } from './auth.ts';
import { COMMON_MESSAGES_EN } from './common.ts';
import { GIFT_MESSAGES_EN } from './gift.ts';
import { MARKET_MESSAGES_EN } from './market.ts';
import { P2P_MESSAGES_EN } from './p2p.ts';
import { PASSWORD_MESSAGES_EN } from './password.ts';
import { PAY_MESSAGES_EN } from './pay.ts';
import { INBOX_MESSAGES_EN } from './inbox.ts';
import { MEDIA_MESSAGES_EN } from './media.ts';
import { PLAY_MESSAGES_EN } from './play.ts';
import { POST_MESSAGES_EN } from './post.ts';
import { PROFILE_MESSAGES_EN } from './profile.ts';
import { ADMIN_MESSAGES_EN } from './admin.ts';
import { CLOUD_MESSAGES_EN } from './cloud.ts';
import { MAP_MESSAGES_EN } from './map.ts';
import { REPORT_MESSAGES_EN } from './report.ts';
import { SUPPORT_MESSAGES_EN } from './support.ts';

export type ApiCode = components['schemas']['ApiCode'];
export type MessageParams = Readonly<Record<string, string | number>>;

// Every code has its English text: a code without one fails the typecheck.
export const API_MESSAGES_EN: Readonly<Record<ApiCode, string>> = {
  ...COMMON_MESSAGES_EN,
  ...RULE_MESSAGES_EN,
  ...PAY_MESSAGES_EN,
  ...GIFT_MESSAGES_EN,
  ...P2P_MESSAGES_EN,
  ...MARKET_MESSAGES_EN,
  ...AUTH_MESSAGES_EN,
  ...ACCOUNT_MESSAGES_EN,
  ...PROFILE_MESSAGES_EN,
  ...POST_MESSAGES_EN,
  ...INBOX_MESSAGES_EN,
  ...PLAY_MESSAGES_EN,
  ...MEDIA_MESSAGES_EN,
  ...CLOUD_MESSAGES_EN,
  ...MAP_MESSAGES_EN,
  ...ADMIN_MESSAGES_EN,
  ...REPORT_MESSAGES_EN,
  ...SUPPORT_MESSAGES_EN,
  ...PASSWORD_MESSAGES_EN,
};
