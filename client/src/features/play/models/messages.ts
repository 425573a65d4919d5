// Registers the game's catalogue (i18n/messages/play.ts): the models toast from it and the components show it.
import { registerMessages } from '../../../i18n/catalogue';
import { play } from '../../../i18n/messages/play';

registerMessages('play', play);
