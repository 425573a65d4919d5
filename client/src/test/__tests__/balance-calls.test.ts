// The rule of docs/architecture.md "Live values": every call that moves the person's balance announces 'balance'
// once it succeeds (so the top bar, the wallet and the other tabs refetch), market orders also 'orders', and a
// refused call announces nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '../../lib/live/announce';
import { addMoney } from '../../features/pay/api/add-money';
import { withdrawMoney } from '../../features/pay/api/withdraw-money';
import { sendMoney } from '../../features/pay/api/send-money';
import { payRequest } from '../../features/pay/api/pay-request';
import { executeConvert } from '../../features/pay/api/execute-convert';
import { buyGiftCard } from '../../features/pay/api/buy-gift-card';
import { redeemGiftCard } from '../../features/pay/api/redeem-gift-card';
import { cancelGiftCard } from '../../features/pay/api/cancel-gift-card';
import { createOrder } from '../../features/pay/api/create-order';
import { createAd } from '../../features/pay/api/create-ad';
import { updateAd } from '../../features/pay/api/update-ad';
import { deleteAd } from '../../features/pay/api/delete-ad';
import { cancelOrder as cancelP2pOrder } from '../../features/pay/api/cancel-order';
import { releaseOrder } from '../../features/pay/api/release-order';
import { sendSms } from '../../features/cloud/api/send-sms';
import { sendEmail } from '../../features/cloud/api/send-email';
import { sendWhatsapp } from '../../features/cloud/api/send-whatsapp';
import { registerDomain } from '../../features/cloud/api/register-domain';
import { renewDomain } from '../../features/cloud/api/renew-domain';
import { transferDomain } from '../../features/cloud/api/transfer-domain';
import { createBucket } from '../../features/cloud/api/create-bucket';
import { putObject } from '../../features/cloud/api/put-object';
import { uploadObject } from '../../features/cloud/api/upload-object';
import { deleteObject } from '../../features/cloud/api/delete-object';
import { deleteBucket } from '../../features/cloud/api/delete-bucket';
import { checkout } from '../../features/market/api/checkout';
import { cancelOrder as cancelMarketOrder } from '../../features/market/api/cancel-order';
import { playAction } from '../../features/play/api/play-action';
import { playMove } from '../../features/play/api/play-move';
import { playQueue } from '../../features/play/api/play-queue';
import { playRematch } from '../../features/play/api/play-rematch';
import { resolvePlay } from '../../features/play/api/resolve-play';
import { claimReward } from '../../features/account/api/claim-reward';

const answer = vi.hoisted(() => ({ fail: false }));

vi.mock('../../lib/api/client', () => ({
  // A null-data success (the ad delete reads the envelope itself); a refusal never gets here (unwrap or the middleware).
  api: { POST: vi.fn(() => (answer.fail ? Promise.reject(new Error('refused')) : Promise.resolve({ data: { message: 'OK' } }))) },
  APP: { params: { path: { product: 'app' } } },
  rawUpload: (body: Blob) => ({ body }),
  unwrap: vi.fn(() => (answer.fail ? Promise.reject(new Error('refused')) : Promise.resolve({ data: {}, message: 'OK' }))),
}));

// The bodies are never read: the client is faked above.
const any = {} as never;
const CALLS: Record<string, () => Promise<unknown>> = {
  addMoney: () => addMoney(any),
  withdrawMoney: () => withdrawMoney(any),
  sendMoney: () => sendMoney(any),
  payRequest: () => payRequest(any),
  executeConvert: () => executeConvert(any),
  buyGiftCard: () => buyGiftCard(any),
  redeemGiftCard: () => redeemGiftCard(any),
  cancelGiftCard: () => cancelGiftCard(any),
  createP2pOrder: () => createOrder(any),
  createP2pAd: () => createAd(any),
  updateP2pAd: () => updateAd(any),
  deleteP2pAd: () => deleteAd(any),
  cancelP2pOrder: () => cancelP2pOrder(any),
  releaseP2pOrder: () => releaseOrder(any),
  sendSms: () => sendSms(any),
  sendEmail: () => sendEmail(any),
  sendWhatsapp: () => sendWhatsapp(any),
  registerDomain: () => registerDomain(any),
  renewDomain: () => renewDomain(any),
  transferDomain: () => transferDomain(any),
  createBucket: () => createBucket(any),
  putObject: () => putObject(any),
  uploadObject: () => uploadObject(new Blob(['x'])),
  deleteObject: () => deleteObject('b', 'k'),
  deleteBucket: () => deleteBucket('b'),
  checkout: () => checkout('r', 'a'),
  cancelMarketOrder: () => cancelMarketOrder('o'),
  playAction: () => playAction(any),
  playMove: () => playMove('g', any),
  playQueue: () => playQueue(any),
  playRematch: () => playRematch('g'),
  resolvePlay: () => resolvePlay('g'),
  claimReward: () => claimReward(any, 'r'),
};

let heard: string[] = [];
let offs: (() => void)[] = [];
beforeEach(() => {
  heard = [];
  answer.fail = false;
  offs = (['balance', 'orders', 'inbox', 'notifications'] as const).map((topic) => subscribe(topic, () => heard.push(topic)));
});
afterEach(() => offs.forEach((off) => off()));

describe('balance-moving calls', () => {
  it.each(Object.keys(CALLS))('%s announces the balance once it succeeds', async (name) => {
    await CALLS[name]!();
    const expected = name === 'checkout' || name === 'cancelMarketOrder' ? ['balance', 'orders'] : ['balance'];
    expect(heard).toEqual(expected);
  });

  it('a refused call announces nothing', async () => {
    answer.fail = true;
    await expect(sendSms(any)).rejects.toThrow('refused');
    await expect(checkout('r', 'a')).rejects.toThrow('refused');
    expect(heard).toEqual([]);
  });
});
