// POST /cloud/sms/opt-outs and /cloud/sms/opt-out/set: my SMS opt-out list (numbers that replied STOP or that I
// added), and adding or taking off a number.
import { api, unwrap } from '../../../lib/api/client';
import type { SmsOptOut } from '../models/types';

export async function listSmsOptOuts(): Promise<SmsOptOut[]> {
  const { data } = await unwrap(api.POST('/cloud/sms/opt-outs', { body: {} }));
  return data;
}

export async function setSmsOptOut(number: string, optedOut: boolean): Promise<SmsOptOut[]> {
  const { data } = await unwrap(api.POST('/cloud/sms/opt-out/set', { body: { number, optedOut } }));
  return data;
}
