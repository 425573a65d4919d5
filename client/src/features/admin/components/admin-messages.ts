// Registers the admin catalogue (i18n/messages/admin.ts) and the reasons of the report catalogue for the admin pages.
import { registerMessages } from '../../../i18n/catalogue';
import { admin } from '../../../i18n/messages/admin';
import { report } from '../../../i18n/messages/report';

registerMessages('admin', admin);
registerMessages('report', report);
