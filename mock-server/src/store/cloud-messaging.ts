// Messaging: SMS (E.164 numbers, 1–1600 characters, billed per segment), email (from a verified sender address on
// one of my active domains) and WhatsApp (approved templates with their parameters) — one log per channel, each
// message moving queued → sent → delivered (or failed) on the mock clock; an SMS opt-out list per sender (a reply
// STOP adds the number, START takes it off, HELP is answered; sends to a listed number are refused). Charges go
// through CloudContext.charge.
import {
  bodyProblem,
  emailToProblem,
  paramsProblem,
  phoneProblem,
  PRICE_PER_UNIT,
  smsKeyword,
  smsSegments,
  smsTextProblem,
  subjectProblem,
} from '../../../contracts/rules/messaging.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import { enforce } from './cloud-rules.ts';
import type { CloudContext, CloudSchemas } from './cloud.ts';
import type { CloudAccountRepo } from './cloud-account.ts';
import type { DomainsRepo } from './cloud-domains.ts';

type Message = CloudSchemas['CloudMessage'];
type Channel = CloudSchemas['CloudChannel'];

/** After queueing: handed to the carrier 2 s later, delivered 10 s later. */
export const SENT_AFTER_MS = 2_000;
export const DELIVERED_AFTER_MS = 10_000;
/** The SMS sender id of the platform, until the person names their own in Cloud settings. */
export const SMS_FROM = 'OSB';

/** Numbers that never answer (as Twilio's test numbers): delivery fails. */
const UNREACHABLE = /^\+1500555/;

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

type OptOut = CloudSchemas['CloudSmsOptOut'];
/** The automatic answer to HELP (free, as carriers require): who sends, and how to stop. */
export const HELP_ANSWER = 'OSB Cloud messages. Reply STOP to stop receiving them, START to receive them again.';

export interface MessagingRepo {
  list(uid: string, channel: Channel): Message[];
  sendSms(uid: string, input: CloudSchemas['CloudSmsInput']): Message;
  /** My opt-out list, most recent first. */
  optOuts(uid: string): OptOut[];
  /** Adds a number to my opt-out list, or takes it off. */
  setOptOut(uid: string, number: string, optedOut: boolean): OptOut[];
  /** A recipient's reply to my SMS (the mock's stand-in for the carrier): STOP, START or HELP act; anything else does nothing. */
  reply(uid: string, from: string, text: string): 'stop' | 'start' | 'help' | null;
  senders(uid: string): CloudSchemas['CloudSender'][];
  sendEmail(uid: string, input: CloudSchemas['CloudEmailInput']): Message;
  sendWhatsapp(uid: string, input: CloudSchemas['CloudWhatsappInput']): Message;
  /** The seed's history (already paid for). */
  insert(uid: string, message: Omit<Message, 'id' | 'updatedAt' | 'status' | 'error'>): Message;
  tick(): void;
  all(): readonly Stored[];
}

const view = ({ owner: _owner, ...message }: Stored): Message => ({ ...message });

export function createMessagingRepo(ctx: CloudContext, domains: DomainsRepo, account: CloudAccountRepo): MessagingRepo {
  const messages: Stored[] = [];
  const optOutsByUser = new Map<string, Map<string, OptOut>>();
  const optOutsOf = (uid: string): Map<string, OptOut> => {
    let list = optOutsByUser.get(uid);
    if (!list) optOutsByUser.set(uid, (list = new Map<string, OptOut>()));
    return list;
  };
  const listOptOuts = (uid: string): OptOut[] =>
    [...optOutsOf(uid).values()].sort((a, b) => b.at - a.at || a.number.localeCompare(b.number)).map((o) => ({ ...o }));

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
        enforce(phoneProblem(input.to), smsTextProblem(input.text));
        if (optOutsOf(uid).has(input.to)) throw conflict('cloud.smsOptedOut', { to: input.to });
        return {
          channel: 'sms',
          to: input.to,
          from: account.settings(uid).smsSender,
          summary: input.text,
          segments: smsSegments(input.text).segments,
        };
      });
    },
    optOuts: listOptOuts,
    setOptOut(uid, number, optedOut) {
      enforce(phoneProblem(number));
      const list = optOutsOf(uid);
      if (!optedOut) list.delete(number);
      else if (!list.has(number)) list.set(number, { number, source: 'manual', at: ctx.now() });
      return listOptOuts(uid);
    },
    reply(uid, from, text) {
      const keyword = smsKeyword(text);
      const list = optOutsOf(uid);
      if (keyword === 'stop') list.set(from, { number: from, source: 'reply', at: ctx.now() });
      if (keyword === 'start') list.delete(from);
      if (keyword === 'help') {
        // Answered at once and free of charge, even to an opted-out number (carriers allow HELP answers).
        const answer = queue(uid, { channel: 'sms', to: from, from: account.settings(uid).smsSender, summary: HELP_ANSWER, segments: 1 });
        answer.price = 0;
      }
      return keyword;
    },
    senders,
    sendEmail(uid, input) {
      return send(uid, input.requestId, ['email', input], () => {
        const from = input.from.trim().toLowerCase();
        if (!senders(uid).some((s) => s.address === from)) {
          throw unprocessable('cloud.senderNotVerified');
        }
        const to = input.to.trim();
        enforce(emailToProblem(to), subjectProblem(input.subject), bodyProblem(input.body));
        return { channel: 'email', to, from, summary: input.subject.trim(), segments: 1 };
      });
    },
    sendWhatsapp(uid, input) {
      return send(uid, input.requestId, ['whatsapp', input], () => {
        enforce(phoneProblem(input.to));
        const template = TEMPLATES.find((t) => t.name === input.template);
        if (!template) throw notFound('cloud.templateNotFound');
        if (input.params.length !== template.params) {
          throw unprocessable('cloud.templateParams', { template: template.name, expected: template.params, given: input.params.length });
        }
        enforce(paramsProblem(input.params));
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
