// Delivery receipts (inbox/received): as soon as this device has fetched messages of the others that the server
// still calls sent (`s`), it says so once per conversation and newest id, so their senders see "Entregue".
import { markReceived } from '../api/mark-received';

/** Conversation id → the newest message id this device has acknowledged (or is acknowledging). */
let acknowledged = new Map<string, string>();

interface Receivable {
  i: string;
  u: string;
  s: string;
}

/** Acknowledges the newest message of the others still `s` among `messages` (ids of local ones never qualify). */
export function acknowledge(conversation: string, messages: readonly Receivable[], me: string | undefined): void {
  if (!me) return;
  let newest: string | undefined;
  for (const message of messages)
    if (message.u !== me && message.s === 's' && (newest === undefined || message.i > newest)) newest = message.i;
  if (newest === undefined || (acknowledged.get(conversation) ?? '') >= newest) return;
  acknowledged.set(conversation, newest);
  const sent = acknowledged;
  markReceived(conversation, newest).catch(() => {
    // Acknowledged again by the next fetch that brings it (a reconnect, an `i`).
    if (sent === acknowledged && acknowledged.get(conversation) === newest) acknowledged.delete(conversation);
  });
}

/** Forgets what was acknowledged (sign-out, account switch, tests). */
export function clearReceipts(): void {
  acknowledged = new Map();
}
