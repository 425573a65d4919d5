// Sending (/pay/send/{asset}): the form, checked here; a preview from the API with the recipient's identity and
// the fee; the confirmed send with one client request id per reviewed send; and the saved recipients.
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { feeFor } from './fees';
import { newRequestId } from './request-id';
import { checkAmount, checkUserName } from './validate';
import type { Asset, AssetCode, Movement, Recipient, SendInput, SendPreview } from './types';

export interface SendDeps {
  asset(code: string): Asset | undefined;
  available(code: string): number;
  me(): string | undefined;
  preview(body: { asset: AssetCode; amount: number; userName: string }): Promise<SendPreview>;
  send(body: SendInput): Promise<{ data: Movement; message: string }>;
  recipients(): Promise<Recipient[]>;
  saveRecipient(body: { userName: string }): Promise<Recipient>;
  /** Wallet and user after money moved. */
  refresh(): Promise<void>;
}

export type SendStep = 'form' | 'confirm' | 'done';
export interface SendErrors {
  userName?: string;
  amount?: string;
  form?: string;
}

export const SendModel = createModel((deps: SendDeps) => {
  const assetCode = signal<AssetCode>('OSBT', { name: 'paySendAsset' });
  const userName = signal('', { name: 'paySendUserName' });
  const amountText = signal('', { name: 'paySendAmount' });
  const note = signal('', { name: 'paySendNote' });
  const step = signal<SendStep>('form', { name: 'paySendStep' });
  const errors = signal<SendErrors>({}, { name: 'paySendErrors' });
  const busy = signal(false, { name: 'paySendBusy' });
  const preview = signal<SendPreview | null>(null, { name: 'paySendPreview' });
  const result = signal<Movement | null>(null, { name: 'paySendResult' });
  const remember = signal(false, { name: 'paySendRemember' });
  const recipients = signal<Recipient[]>([], { name: 'paySendRecipients' });
  let requestId = '';

  const asset = computed(() => deps.asset(assetCode.value));
  /** The fee and total of what is typed so far (null until it parses). */
  const estimate = computed(() => {
    const a = asset.value;
    if (!a) return null;
    const checked = checkAmount(amountText.value, a);
    if (!checked.ok) return null;
    const fee = feeFor(checked.value, a.sendFeeBps);
    return { amount: checked.value, fee, total: checked.value + fee };
  });
  const isSaved = computed(() => recipients.value.some((r) => r.party.userName === preview.value?.recipient.userName));

  async function loadRecipients(): Promise<void> {
    try {
      recipients.value = await deps.recipients();
    } catch {
      // The address book is a shortcut; the form works without it.
    }
  }

  /** Checks the form and asks the API what the send would do; answers whether the confirm step opened. */
  async function review(): Promise<boolean> {
    const a = asset.value;
    const who = checkUserName(userName.value, deps.me());
    const amount = a
      ? checkAmount(amountText.value, a, { min: a.min, max: a.max, available: deps.available(a.code), fee: (m) => feeFor(m, a.sendFeeBps) })
      : null;
    const next: SendErrors = {};
    if (!who.ok) next.userName = who.message;
    if (amount && !amount.ok) next.amount = amount.message;
    errors.value = next;
    if (!a || !who.ok || !amount?.ok) return false;
    busy.value = true;
    try {
      preview.value = await deps.preview({ asset: a.code, amount: amount.value, userName: who.value });
      requestId = newRequestId('send');
      remember.value = false;
      step.value = 'confirm';
      return true;
    } catch (error) {
      errors.value = { form: errorMessage(error) };
      return false;
    } finally {
      busy.value = false;
    }
  }

  /** Sends what was reviewed; a retry after a failure reuses the request id, so nothing moves twice. */
  async function confirm(): Promise<boolean> {
    const p = preview.peek();
    if (!p) return false;
    busy.value = true;
    try {
      const note_ = note.peek().trim();
      const { data } = await deps.send({
        requestId,
        asset: p.asset,
        amount: p.amount,
        userName: p.recipient.userName,
        ...(note_ ? { note: note_ } : {}),
      });
      result.value = data;
      step.value = 'done';
      if (remember.peek() && !isSaved.peek()) await deps.saveRecipient({ userName: p.recipient.userName }).then(loadRecipients, () => null);
      await deps.refresh();
      return true;
    } catch (error) {
      errors.value = { form: errorMessage(error) };
      return false;
    } finally {
      busy.value = false;
    }
  }

  function edit(): void {
    step.value = 'form';
    errors.value = {};
  }

  function again(): void {
    amountText.value = '';
    note.value = '';
    preview.value = null;
    result.value = null;
    errors.value = {};
    step.value = 'form';
  }

  return {
    assetCode,
    userName,
    amountText,
    note,
    step,
    errors,
    busy,
    preview,
    result,
    remember,
    recipients,
    asset,
    estimate,
    isSaved,
    loadRecipients,
    review,
    confirm,
    edit,
    again,
  };
});
