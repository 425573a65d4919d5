// Registers the frame's catalogue (i18n/messages/shell.ts); imported by every module that shows its text.
import { registerMessages } from '../../i18n/catalogue';
import { shell } from '../../i18n/messages/shell';

registerMessages('shell', shell);
