// Registers the marketing catalogue (i18n/messages/marketing.ts) for this feature's components.
import { registerMessages } from '../../../i18n/catalogue';
import { marketing } from '../../../i18n/messages/marketing';

registerMessages('marketing', marketing);
