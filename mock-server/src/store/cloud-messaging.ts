// Messaging: SMS (E.164 numbers, 1–1600 characters, billed per segment), email (from a verified sender address on
// one of my active domains) and WhatsApp (approved templates with their parameters) — one log per channel, each
// message moving queued → sent → delivered (or failed) on the mock clock. Charges go through CloudContext.charge.
import { notFound, unprocessable } from '../lib/errors.ts';
import type { CloudContext, CloudSchemas } from './cloud.ts';
import type { CloudAccountRepo } from './cloud-account.ts';
import type { DomainsRepo } from './cloud-domains.ts';

type Message = CloudSchemas['CloudMessage'];
type Channel = CloudSchemas['CloudChannel'];

/** OSBT has no decimals, so every unit of messaging costs one whole OSBT: an SMS segment, an email, a WhatsApp message. */
export const PRICE_PER_UNIT = 1;
export const SMS_MAX_CHARS = 1600;
/** After queueing: handed to the carrier 2 s later, delivered 10 s later. */
export const SENT_AFTER_MS = 2_000;
export const DELIVERED_AFTER_MS = 10_000;
/** The SMS sender id of the platform, until the person names their own in Cloud settings. */
export const SMS_FROM = 'OSB';

const E164 = /^\+[1-9]\d{7,14}$/;
/** Numbers that never answer (as Twilio's test numbers): delivery fails. */
const UNREACHABLE = /^\+1500555/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// GSM 03.38: the basic set counts one character, the extension set two (escape + char).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How many SMS parts a text takes: GSM-7 160 in one part or 153 per part; otherwise UCS-2 70 or 67 per part. */
export function smsSegments(text: string): { encoding: 'gsm7' | 'ucs2'; units: number; segments: number } {
  let units = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1;
    else if (GSM_EXTENDED.includes(char)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (!gsm) {
    // UTF-16 code units: characters beyond the BMP (emoji) take two.
    const length = text.length;
    return { encoding: 'ucs2', units: length, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
  }
  return { encoding: 'gsm7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
}

/** The approved WhatsApp templates (as Meta approves them: a name, a language, a body with numbered parameters). */
export const TEMPLATES: readonly CloudSchemas['CloudTemplate'][] = [
  { name: 'order_update', language: 'en', body: 'Hi {{1}}, your order {{2}} is on its way.', params: 2 },
  { name: 'verification_code', language: 'en', body: 'Your verification code is {{1}}. It expires in 10 minutes.', params: 1 },
  { name: 'appointment_reminder', language: 'pt', body: 'Olá {{1}}, lembrete da sua consulta em {{2}} às {{3}}.', params: 3 },
  { name: 'welcome', language: 'en', body: 'Welcome to OSB! Reply HELP for help.', params: 0 },
];

interface Stored extends Message {
  owner: string;
}

export interface MessagingRepo {
  list(uid: string, channel: Channel): Message[];
  sendSms(uid: string, input: CloudSchemas['CloudSmsInput']): Message;
  senders(uid: string): CloudSchemas['CloudSender'][];
  sendEmail(uid: string, input: CloudSchemas['CloudEmailInput']): Message;
  sendWhatsapp(uid: string, input: CloudSchemas['CloudWhatsappInput']): Message;
  /** The seed's history (already paid for). */
  insert(uid: string, message: Omit<Message, 'id' | 'updatedAt' | 'status' | 'error'>): Message;
  tick(): void;
  all(): readonly Stored[];
}

const view = ({ owner: _owner, ...message }: Stored): Message => ({ ...message });

function checkPhone(to: string): void {
  if (!E164.test(to))
    throw unprocessable('Enter the number in international format: + then the country code and number, e.g. +2348012345678');
}

export function createMessagingRepo(ctx: CloudContext, domains: DomainsRepo, account: CloudAccountRepo): MessagingRepo {
  const messages: Stored[] = [];

  const queue = (uid: string, fields: Pick<Message, 'channel' | 'to' | 'from' | 'summary' | 'segments'>): Stored => {
    const now = ctx.now();
    const stored: Stored = {
      ...fields,
      id: ctx.nextId('cm'),
      owner: uid,
      price: fields.segments * PRICE_PER_UNIT,
      status: 'queued',
      error: null,
      createdAt: now,
      updatedAt: now,
    };
    messages.push(stored);
    return stored;
  };
  /** Runs a send once per request id: checks, charges, queues. */
  const send = (
    uid: string,
    requestId: string,
    input: unknown,
    run: () => Pick<Message, 'channel' | 'to' | 'from' | 'summary' | 'segments'>,
  ): Message =>
    ctx.once(uid, requestId, input, () => {
      const fields = run();
      ctx.charge(
        uid,
        requestId,
        fields.segments * PRICE_PER_UNIT,
        { kind: 'message_sent', params: { channel: fields.channel, to: fields.to } },
        'messaging',
      );
      return view(queue(uid, fields));
    });

  const senders = (uid: string): CloudSchemas['CloudSender'][] =>
    domains
      .list(uid)
      .filter((d) => d.status === 'active')
      .flatMap((d) => ['hello', 'noreply'].map((box) => ({ address: `${box}@${d.domain}`, domain: d.domain })));

  return {
    list: (uid, channel) =>
      messages
        .filter((m) => m.owner === uid && m.channel === channel)
        .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
        .map(view),
    sendSms(uid, input) {
      return send(uid, input.requestId, ['sms', input], () => {
        checkPhone(input.to);
        if (input.text.trim().length === 0) throw unprocessable('Write the message');
        if ([...input.text].length > SMS_MAX_CHARS) throw unprocessable(`An SMS has at most ${SMS_MAX_CHARS} characters`);
        return {
          channel: 'sms',
          to: input.to,
          from: account.settings(uid).smsSender,
          summary: input.text,
          segments: smsSegments(input.text).segments,
        };
      });
    },
    senders,
    sendEmail(uid, input) {
      return send(uid, input.requestId, ['email', input], () => {
        const from = input.from.trim().toLowerCase();
        if (!senders(uid).some((s) => s.address === from)) {
          throw unprocessable('Send from one of your verified addresses (an address on one of your active domains)');
        }
        const to = input.to.trim();
        if (!EMAIL.test(to)) throw unprocessable('Enter a valid email address to send to, e.g. ben@example.com');
        if (input.subject.trim().length === 0) throw unprocessable('Write a subject');
        if (input.body.trim().length === 0) throw unprocessable('Write the message');
        return { channel: 'email', to, from, summary: input.subject.trim(), segments: 1 };
      });
    },
    sendWhatsapp(uid, input) {
      return send(uid, input.requestId, ['whatsapp', input], () => {
        checkPhone(input.to);
        const template = TEMPLATES.find((t) => t.name === input.template);
        if (!template) throw notFound('No approved template has that name');
        if (input.params.length !== template.params) {
          throw unprocessable(`The template ${template.name} takes ${template.params} parameter(s); you gave ${input.params.length}`);
        }
        if (input.params.some((p) => p.trim().length === 0)) throw unprocessable('Fill in every parameter');
        const summary = template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => input.params[Number(n) - 1] ?? '');
        return { channel: 'whatsapp', to: input.to, from: 'OSB', summary, segments: 1 };
      });
    },
    insert(uid, message) {
      const stored: Stored = { ...message, id: ctx.nextId('cm'), owner: uid, status: 'queued', error: null, updatedAt: message.createdAt };
      messages.push(stored);
      return view(stored);
    },
    tick() {
      const now = ctx.now();
      for (const m of messages) {
        if (m.status === 'queued' && now >= m.createdAt + SENT_AFTER_MS) {
          m.status = 'sent';
          m.updatedAt = m.createdAt + SENT_AFTER_MS;
        }
        if (m.status === 'sent' && now >= m.createdAt + DELIVERED_AFTER_MS) {
          const unreachable = m.channel !== 'email' ? UNREACHABLE.test(m.to) : m.to.toLowerCase().endsWith('@bounce.example.com');
          m.status = unreachable ? 'failed' : 'delivered';
          m.error = unreachable ? (m.channel === 'email' ? 'bounced' : 'unreachable') : null;
          m.updatedAt = m.createdAt + DELIVERED_AFTER_MS;
        }
      }
    },
    all: () => messages,
  };
}
