// The overview's recent activity is worded by the client from the API's kind and parameters (never the server's
// English): every kind reads as a sentence in pt (the default) and in en.
import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../../../state/language';
import { activityText } from '../models/activity';
import type { Activity } from '../models/types';
import '../components/cloud-messages';

const entry = (kind: Activity['kind'], params: Activity['params'], service: Activity['service'] = 'storage'): Activity => ({
  at: 0,
  service,
  kind,
  params,
  amount: null,
});
const words = (a: Activity) => activityText(a, language.value);

afterEach(() => {
  language.value = 'pt';
});

describe('activityText', () => {
  it('words domains, messages and bills in pt, with counts in the language', () => {
    language.value = 'pt';
    expect(words(entry('domain_registered', { domain: 'ada.dev', years: 1 }, 'domains'))).toBe('ada.dev registrado por 1 ano');
    expect(words(entry('domain_renewed', { domain: 'ada.dev', years: 3 }, 'domains'))).toBe('ada.dev renovado por 3 anos');
    expect(words(entry('domain_transfer_started', { domain: 'ada.ng' }, 'domains'))).toBe(
      'Transferência de ada.ng iniciada (1 ano incluído)',
    );
    expect(words(entry('domain_auto_renewed', { domain: 'ada.ng' }, 'domains'))).toBe('ada.ng renovado automaticamente por 1 ano');
    expect(words(entry('message_sent', { channel: 'email', to: 'ben@example.com' }, 'messaging'))).toBe('E-mail para ben@example.com');
    expect(words(entry('storage_billed', { period: '2026-10' }))).toBe('Fatura de armazenamento de 2026-10');
    expect(words(entry('limit_set', { limit: 1500 }, 'settings'))).toBe('Limite mensal de gastos definido em 1.500 OSBT');
    expect(words(entry('limit_removed', {}, 'settings'))).toBe('Limite mensal de gastos removido');
  });

  it('words storage events in pt: visibility and region in words, sizes and counts', () => {
    language.value = 'pt';
    expect(words(entry('bucket_created', { bucket: 'ada-backups', public: false, region: 'eu-west-1' }))).toBe(
      'Bucket ada-backups criado (privado, Londres (eu-west-1))',
    );
    expect(words(entry('bucket_deleted', { bucket: 'old' }))).toBe('Bucket old excluído');
    expect(words(entry('bucket_rules_saved', { bucket: 'site' }))).toBe('Regras de site salvas');
    expect(words(entry('object_uploaded', { bucket: 'site', key: 'a/b.txt', bytes: 2048 }))).toBe('a/b.txt enviado para site (2 KB)');
    expect(words(entry('object_deleted', { bucket: 'site', key: 'a/b.txt' }))).toBe('a/b.txt excluído de site');
    expect(words(entry('objects_expired', { bucket: 'logs', count: 1, days: 30 }))).toBe(
      'A regra de ciclo de vida excluiu 1 objeto com mais de 30 dias de logs',
    );
  });

  it('words the same entries in en', () => {
    language.value = 'en';
    expect(words(entry('domain_registered', { domain: 'ada.dev', years: 2 }, 'domains'))).toBe('Registered ada.dev for 2 years');
    expect(words(entry('message_sent', { channel: 'sms', to: '+2348012345678' }, 'messaging'))).toBe('SMS to +2348012345678');
    expect(words(entry('bucket_created', { bucket: 'site', public: true, region: 'af-west-1' }))).toBe(
      'Bucket site created (public, Lagos (af-west-1))',
    );
    expect(words(entry('objects_expired', { bucket: 'logs', count: 4, days: 1 }))).toBe(
      'Lifecycle rule deleted 4 objects older than 1 day from logs',
    );
    expect(words(entry('key_created', { label: 'CI deploys' }, 'settings'))).toBe('API key CI deploys created');
    expect(words(entry('key_revoked', { label: 'CI deploys' }, 'settings'))).toBe('API key CI deploys revoked');
  });
});
