// Registers the other areas' page titles (i18n/messages/pages-areas.ts) into the 'pages' namespace; imported by the
// route modules of account, admin, pay, cloud, map and market, so the main platform's first load carries none of it.
import { registerMessages } from '../../i18n/catalogue';
import { pagesAreas } from '../../i18n/messages/pages-areas';
import './page-messages';

registerMessages('pages', pagesAreas);
