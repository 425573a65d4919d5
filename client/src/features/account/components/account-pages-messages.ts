// Registers the analytics, rewards, funds and address pages' catalogue (i18n/messages/account-pages.ts).
import { registerMessages } from '../../../i18n/catalogue';
import { accountPages } from '../../../i18n/messages/account-pages';

registerMessages('accountPages', accountPages);
