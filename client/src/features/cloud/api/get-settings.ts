// POST /cloud/settings/get: spending limit, low-balance alert, default senders, this month's spend.
import { api, unwrap } from '../../../lib/api/client';
import type { Settings } from '../models/types';

export async function getSettings(): Promise<Settings> {
  const { data } = await unwrap(api.POST('/cloud/settings/get', { body: {} }));
  return data;
}
