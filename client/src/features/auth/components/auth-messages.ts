// Registers the auth catalogue (i18n/messages/auth.ts) for this feature's components.
import { registerMessages } from '../../../i18n/catalogue';
import { auth } from '../../../i18n/messages/auth';

registerMessages('auth', auth);
