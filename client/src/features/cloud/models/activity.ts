// The overview's recent activity in the person's language: the API answers what happened as a kind and its
// parameters (openapi CloudActivityKind), and this module words it (i18n/messages/cloud.ts, pt and en).
import { t } from '../../../i18n';
import { formatBytes, formatCount } from './storage-rules';
import type { Activity } from './types';

/** "1 year" / "3 years" (and days, objects) in the current language. */
function counted(unit: 'year' | 'day' | 'object', n: number): string {
  return t(`cloud.activity.${unit}s`, { count: n });
}

/** One activity entry as a sentence: "Bucket ada-backups criado (privado, Londres (eu-west-1))". */
export function activityText(a: Activity, lang: string): string {
  const p = a.params;
  const words: Record<string, string> = {
    domain: p.domain ?? '',
    years: counted('year', p.years ?? 1),
    channel: p.channel ? t(`cloud.channel.${p.channel}`) : '',
    to: p.to ?? '',
    period: p.period ?? '',
    bucket: p.bucket ?? '',
    visibility: t(p.public ? 'cloud.activity.public' : 'cloud.activity.private'),
    region: p.region ? t(`cloud.region.${p.region}`) : '',
    key: p.key ?? '',
    size: formatBytes(p.bytes ?? 0, lang),
    objects: counted('object', p.count ?? 1),
    days: counted('day', p.days ?? 1),
    limit: formatCount(p.limit ?? 0, lang),
    label: p.label ?? '',
  };
  return t(`cloud.activity.${a.kind}`, words);
}
