// Registers the social catalogue (i18n/messages/social.ts) for this feature's components.
import { registerMessages } from '../../../i18n/catalogue';
import { social } from '../../../i18n/messages/social';

registerMessages('social', social);
