// Count-bearing messages pick their form with Intl.PluralRules in pt and en, and show the count in the language's
// number format: the "1 curtidas", "1 comentários", "1 não lidas", "1 membros", "1 ordens", "1 parte(s)".
import { afterEach, describe, expect, it } from 'vitest';
import { registerMessages } from '../catalogue';
import { t } from '../index';
import { cloud } from '../messages/cloud';
import { inbox } from '../messages/inbox';
import { pay } from '../messages/pay';
import { social } from '../messages/social';
import { language } from '../../state/language';

registerMessages('social', social);
registerMessages('inbox', inbox);
registerMessages('pay', pay);
registerMessages('cloud', cloud);

afterEach(() => {
  language.value = 'pt';
});

describe('plural messages', () => {
  it('says "1 curtida" and "2 curtidas", "1 comentário", "1 não lida", "1 membro", "1 ordem", "1 parte" in Portuguese', () => {
    expect(t('social.likes', { count: 1 })).toBe('1 curtida');
    expect(t('social.likes', { count: 2 })).toBe('2 curtidas');
    expect(t('social.commentsCount', { count: 1 })).toBe('1 comentário');
    expect(t('social.commentsCount', { count: 5 })).toBe('5 comentários');
    expect(t('inbox.unread', { count: 1 })).toBe('1 não lida');
    expect(t('inbox.unread', { count: 3 })).toBe('3 não lidas');
    expect(t('inbox.members', { count: 1 })).toBe('1 membro');
    expect(t('inbox.members', { count: 2 })).toBe('2 membros');
    expect(t('pay.p2p.traderOrders', { count: 1 })).toBe('1 ordem');
    expect(t('pay.p2p.traderOrders', { count: 12 })).toBe('12 ordens');
    expect(t('cloud.log.parts', { count: 1 })).toBe('1 parte');
    expect(t('cloud.log.parts', { count: 2 })).toBe('2 partes');
  });

  it('says "1 like" and "2 likes", "1 comment", "1 member", "1 order", "1 part" in English', () => {
    language.value = 'en';
    expect(t('social.likes', { count: 1 })).toBe('1 like');
    expect(t('social.likes', { count: 2 })).toBe('2 likes');
    expect(t('social.commentsCount', { count: 1 })).toBe('1 comment');
    expect(t('inbox.unread', { count: 1 })).toBe('1 unread');
    expect(t('inbox.members', { count: 1 })).toBe('1 member');
    expect(t('pay.p2p.traderOrders', { count: 1 })).toBe('1 order');
    expect(t('cloud.log.parts', { count: 1 })).toBe('1 part');
    expect(t('cloud.log.parts', { count: 0 })).toBe('0 parts');
  });

  it('keeps zero plural in Portuguese ("0 curtidas"), where CLDR would file 0 with one', () => {
    expect(new Intl.PluralRules('pt').select(0)).toBe('one');
    expect(t('social.likes', { count: 0 })).toBe('0 curtidas');
    expect(t('pay.p2p.traderOrders', { count: 0 })).toBe('0 ordens');
  });

  it('shows the count in the language’s number format, and a category the entry lacks falls back to other', () => {
    expect(t('social.likes', { count: 1234 })).toBe('1.234 curtidas');
    // pt has a `many` category for round millions; the entry gives no `many`, so `other` answers.
    expect(new Intl.PluralRules('pt').select(1_000_000)).toBe('many');
    expect(t('social.likes', { count: 1_000_000 })).toBe('1.000.000 curtidas');
    language.value = 'en';
    expect(t('social.likes', { count: 1234 })).toBe('1,234 likes');
  });

  it('fills the other params of a plural message and of the text that embeds one', () => {
    expect(t('pay.chat.system.created', { count: 1 })).toBe('Ordem criada. O comprador tem 1 minuto para pagar.');
    expect(t('cloud.log.meta', { from: '+234', parts: t('cloud.log.parts', { count: 1 }), price: 1 })).toBe('De +234 · 1 parte · 1 OSBT');
    language.value = 'en';
    expect(t('pay.chat.system.created', { count: 15 })).toBe('Order created. The buyer has 15 minutes to pay.');
  });
});
