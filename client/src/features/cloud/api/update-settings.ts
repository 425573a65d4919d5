// POST /cloud/settings/update: saves the cloud settings.
import { api, unwrap } from '../../../lib/api/client';
import type { Settings, SettingsInput } from '../models/types';

export async function updateSettings(body: SettingsInput): Promise<Settings> {
  const { data } = await unwrap(api.POST('/cloud/settings/update', { body }));
  return data;
}
