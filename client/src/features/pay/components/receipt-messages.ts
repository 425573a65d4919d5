// Registers the receipts and statements catalogue (i18n/messages/pay-receipt.ts) for those pages' chunk.
import { registerMessages } from '../../../i18n/catalogue';
import { payReceipt } from '../../../i18n/messages/pay-receipt';

registerMessages('payReceipt', payReceipt);
