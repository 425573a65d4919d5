// Requests (/pay/request/{asset}): asking someone for money, and answering requests to me — pay (amount plus the
// send fee, one client request id per request so a retry never pays twice) or decline; mine can be cancelled.
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import { runPayAction } from './action';
import { newRequestId } from './request-id';
import { checkAmount, checkUserName } from './validate';
import type { Asset, AssetCode, PayRequest, RequestInput, RequestQuery } from './types';

export interface RequestsDeps {
  asset(code: string): Asset | undefined;
  me(): string | undefined;
  create(body: RequestInput): Promise<{ data: PayRequest; message: string }>;
  list(query: RequestQuery): Promise<PayRequest[]>;
  pay(body: { id: string; requestId: string }): Promise<{ data: PayRequest; message: string }>;
  decline(body: { id: string }): Promise<{ data: PayRequest; message: string }>;
  refresh(): Promise<void>;
  notify: (kind: 'success' | 'error', message: string) => void;
}

export interface RequestErrors {
  userName?: string;
  amount?: string;
  form?: string;
}

export const RequestsModel = createModel((deps: RequestsDeps) => {
  const assetCode = signal<AssetCode>('OSBT', { name: 'payRequestAsset' });
  const userName = signal('', { name: 'payRequestUserName' });
  const amountText = signal('', { name: 'payRequestAmount' });
  const note = signal('', { name: 'payRequestNote' });
  const errors = signal<RequestErrors>({}, { name: 'payRequestErrors' });
  const busy = signal<string | null>(null, { name: 'payRequestBusy' });
  const all = signal<PayRequest[] | null>(null, { name: 'payRequests' });
  const loadError = signal<string | null>(null, { name: 'payRequestsError' });
  const asset = computed(() => deps.asset(assetCode.value));
  const incoming = computed(() => (all.value ?? []).filter((r) => r.role === 'incoming' && r.status === 'pending'));
  const outgoing = computed(() => (all.value ?? []).filter((r) => r.role === 'outgoing' && r.status === 'pending'));
  const history = computed(() => (all.value ?? []).filter((r) => r.status !== 'pending'));
  // One create id per filled-in form, one pay id per request: retries reuse them.
  let createId = newRequestId('req');
  const payIds = new Map<string, string>();

  async function load(): Promise<void> {
    try {
      all.value = await deps.list({});
      loadError.value = null;
    } catch (error) {
      loadError.value = errorMessage(error);
    }
  }

  async function create(): Promise<boolean> {
    const a = asset.peek();
    const who = checkUserName(userName.peek(), deps.me());
    const amount = a ? checkAmount(amountText.peek(), a, { min: a.min, max: a.max }) : null;
    const next: RequestErrors = {};
    if (!who.ok) next.userName = who.message;
    if (amount && !amount.ok) next.amount = amount.message;
    errors.value = next;
    if (!a || !who.ok || !amount?.ok) return false;
    busy.value = 'create';
    try {
      const text = note.peek().trim();
      await deps.create({ requestId: createId, asset: a.code, amount: amount.value, userName: who.value, ...(text ? { note: text } : {}) });
      deps.notify('success', t('pay.request.sent', { name: who.value }));
      createId = newRequestId('req');
      amountText.value = '';
      note.value = '';
      userName.value = '';
      await load();
      return true;
    } catch (error) {
      errors.value = { form: errorMessage(error) };
      return false;
    } finally {
      busy.value = null;
    }
  }

  function answer(id: string, how: 'pay' | 'decline'): Promise<boolean> {
    let requestId = payIds.get(id);
    if (!requestId) payIds.set(id, (requestId = newRequestId('pay')));
    const payId = requestId;
    return runPayAction({
      busy,
      key: id,
      run: () => (how === 'pay' ? deps.pay({ id, requestId: payId }) : deps.decline({ id })),
      done: ({ data }) => t(`pay.request.${data.status === 'completed' ? 'paid' : data.status}`),
      notify: deps.notify,
      afterSuccess: () => Promise.all([load(), how === 'pay' ? deps.refresh() : Promise.resolve()]),
      afterFailure: load,
    });
  }

  return {
    assetCode,
    userName,
    amountText,
    note,
    errors,
    busy,
    all,
    loadError,
    asset,
    incoming,
    outgoing,
    history,
    load,
    create,
    pay: (id: string) => answer(id, 'pay'),
    decline: (id: string) => answer(id, 'decline'),
  };
});
