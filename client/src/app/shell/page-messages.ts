// Registers the page-title catalogue (i18n/messages/pages.ts); imported by the lazy frames that show titles.
import { registerMessages } from '../../i18n/catalogue';
import { pages } from '../../i18n/messages/pages';

registerMessages('pages', pages);
