// POST /cloud/whatsapp/templates: the approved WhatsApp templates.
import { api, unwrap } from '../../../lib/api/client';
import type { Template } from '../models/types';

export async function listTemplates(): Promise<Template[]> {
  const { data } = await unwrap(api.POST('/cloud/whatsapp/templates', { body: {} }));
  return data;
}
