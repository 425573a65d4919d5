// Registers the docs catalogue (i18n/messages/docs.ts) for the docs, guides and blog pages: their chunk only.
import { registerMessages } from '../../../i18n/catalogue';
import { docs } from '../../../i18n/messages/docs';

registerMessages('docs', docs);
