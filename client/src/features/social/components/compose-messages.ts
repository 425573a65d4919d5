// Registers the composer's and the not-found states' catalogue (i18n/messages/social-compose.ts) for the chunks that show it.
import { registerMessages } from '../../../i18n/catalogue';
import { socialCompose } from '../../../i18n/messages/social-compose';

registerMessages('socialCompose', socialCompose);
