// Registers the market catalogue (i18n/messages/market.ts) for the market area's components.
import { registerMessages } from '../../../i18n/catalogue';
import { market } from '../../../i18n/messages/market';

registerMessages('market', market);
