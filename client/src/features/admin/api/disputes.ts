// POST /admin/disputes/list, /get, /resolve (staff): the P2P dispute queue, one dispute, and the decision.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export type AdminDispute = components['schemas']['AdminDispute'];
export type AdminDisputeSummary = components['schemas']['AdminDisputeSummary'];

export async function listDisputes(state: 'open' | 'resolved'): Promise<{ items: AdminDisputeSummary[]; open: number }> {
  return (await unwrap(api.POST('/admin/disputes/list', { body: { state } }))).data;
}

export async function getDispute(id: string): Promise<AdminDispute> {
  return (await unwrap(api.POST('/admin/disputes/get', { body: { id } }))).data;
}

export async function resolveDispute(body: { id: string; outcome: 'buyer' | 'seller'; reason: string }): Promise<AdminDispute> {
  return (await unwrap(api.POST('/admin/disputes/resolve', { body }))).data;
}
