// Registers the admin catalogue (i18n/messages/admin.ts) for the admin pages.
import { registerMessages } from '../../../i18n/catalogue';
import { admin } from '../../../i18n/messages/admin';

registerMessages('admin', admin);
