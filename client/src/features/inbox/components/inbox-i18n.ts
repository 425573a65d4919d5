// Registers the inbox catalogue once for every inbox component (the inbox chunk carries its own messages).
import { registerMessages } from '../../../i18n/catalogue';
import { inbox } from '../../../i18n/messages/inbox';

registerMessages('inbox', inbox);
