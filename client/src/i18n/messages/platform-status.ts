// The footer's status line (features/marketing/components/platform-status.tsx), in Portuguese (default) and
// English. Registered with the health check's code (models/platform-status.ts), which loads only when the line
// comes into view, so the first JS of / does not carry these texts.
import type { Translation } from '../catalogue';

const en = {
  operational: 'All systems operational',
  degraded: 'Some services are degraded',
  outage: 'The platform is down',
  unknown: 'Status could not be checked',
  checkedAt: 'Checked at {time}',
};

const pt: Translation<typeof en> = {
  operational: 'Todos os sistemas funcionando',
  degraded: 'Alguns serviços com instabilidade',
  outage: 'A plataforma está fora do ar',
  unknown: 'Não foi possível verificar o status',
  checkedAt: 'Verificado às {time}',
};

export const platformStatus = { pt, en };
