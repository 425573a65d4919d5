// Registers the account catalogue (i18n/messages/account.ts) for this feature's components.
import { registerMessages } from '../../../i18n/catalogue';
import { account } from '../../../i18n/messages/account';

registerMessages('account', account);
