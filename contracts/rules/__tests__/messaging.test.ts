// Messaging rules: SMS segments (GSM-7 and UCS-2), E.164 numbers as typed, email addresses and the fields every
// message needs.
import { describe, expect, it } from 'vitest';
import {
  emailToProblem,
  isEmail,
  paramsProblem,
  phoneProblem,
  smsKeyword,
  smsSegments,
  smsTextProblem,
  subjectProblem,
  toE164,
} from '../messaging.ts';

describe('SMS segments', () => {
  it('fits 160 GSM-7 characters in one segment and 153 per segment beyond', () => {
    expect(smsSegments('')).toMatchObject({ segments: 0 });
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', segments: 1, perSegment: 160 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ encoding: 'gsm7', segments: 2, perSegment: 153 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    expect(smsSegments('a'.repeat(459)).segments).toBe(3);
  });

  it('counts € and other extension characters twice; any other character makes it UCS-2 (70/67)', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
    expect(smsSegments('ação')).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(smsSegments('ação'.repeat(17) + 'aa')).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(smsSegments('ç'.repeat(71)).segments).toBe(2);
    expect(smsSegments('ç'.repeat(135)).segments).toBe(3);
    // UTF-16 code units: an emoji takes two.
    expect(smsSegments('😀'.repeat(35))).toMatchObject({ units: 70, segments: 1 });
  });
});

describe('numbers, addresses and fields', () => {
  it('reads a typed number as E.164 (a + and 8–15 digits, the first not 0)', () => {
    expect(toE164('+234 801 234-5678')).toBe('+2348012345678');
    expect(toE164('(+1) 415.555.0100')).toBe('+14155550100');
    expect(toE164('08012345678')).toBeNull();
    expect(toE164('+0123456789')).toBeNull();
    expect(phoneProblem('+2348012345678')).toBeNull();
    expect(phoneProblem('+234 801')).toEqual({ code: 'messaging.phone' });
  });

  it('takes an SMS of 1–1600 characters, not only spaces', () => {
    expect(smsTextProblem('hi')).toBeNull();
    expect(smsTextProblem('   ')).toEqual({ code: 'messaging.textEmpty' });
    expect(smsTextProblem('😀'.repeat(1600))).toBeNull();
    expect(smsTextProblem('a'.repeat(1601))).toEqual({ code: 'messaging.smsTooLong', params: { max: 1600 } });
  });

  it('takes an email address, a subject and every template parameter', () => {
    expect(isEmail(' ben@example.com ')).toBe(true);
    expect(emailToProblem('ben@example')).toEqual({ code: 'messaging.emailTo' });
    expect(subjectProblem(' ')).toEqual({ code: 'messaging.subjectEmpty' });
    expect(paramsProblem(['Ben', ' '])).toEqual({ code: 'messaging.paramsEmpty' });
    expect(paramsProblem([])).toBeNull();
  });
});

describe('SMS reply keywords (CTIA)', () => {
  it('reads STOP and its synonyms, START, HELP — the whole reply, in any case — and nothing else', () => {
    for (const word of ['STOP', 'stop', ' Unsubscribe ', 'CANCEL', 'end', 'QUIT', 'STOPALL']) expect(smsKeyword(word), word).toBe('stop');
    for (const word of ['START', 'unstop', 'Yes']) expect(smsKeyword(word), word).toBe('start');
    for (const word of ['HELP', 'info']) expect(smsKeyword(word), word).toBe('help');
    for (const word of ['please stop', 'STOP!', 'thanks', '']) expect(smsKeyword(word), word).toBeNull();
  });
});
