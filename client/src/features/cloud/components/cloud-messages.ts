// Registers the cloud catalogue (i18n/messages/cloud.ts) for the cloud area's components.
import { registerMessages } from '../../../i18n/catalogue';
import { cloud } from '../../../i18n/messages/cloud';

registerMessages('cloud', cloud);
