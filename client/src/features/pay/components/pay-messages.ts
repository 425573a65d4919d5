// Registers the pay catalogue (i18n/messages/pay.ts) for the pay area's components.
import { registerMessages } from '../../../i18n/catalogue';
import { pay } from '../../../i18n/messages/pay';

registerMessages('pay', pay);
