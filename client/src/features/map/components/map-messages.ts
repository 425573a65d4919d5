// Registers the map catalogue (i18n/messages/map.ts) for the map area's components.
import { registerMessages } from '../../../i18n/catalogue';
import { map } from '../../../i18n/messages/map';

registerMessages('map', map);
