// POST /cloud/domain/settings: registrar lock, WHOIS privacy and custom nameservers (only what is given changes).
import { api, unwrap } from '../../../lib/api/client';
import type { Domain, DomainSettingsInput } from '../models/types';

export async function setDomainSettings(body: DomainSettingsInput): Promise<Domain> {
  const { data } = await unwrap(api.POST('/cloud/domain/settings', { body }));
  return data;
}
