// Registers the support catalogue (i18n/messages/support.ts) for the support pages.
import { registerMessages } from '../../../i18n/catalogue';
import { support } from '../../../i18n/messages/support';

registerMessages('support', support);
