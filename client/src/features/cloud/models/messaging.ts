// Messaging screens' state (/cloud/sms, /cloud/email, /cloud/whatsapp): the channel's log, and a compose form
// per channel checked before sending — E.164 numbers, SMS length and segments (what it will cost), a verified
// sender, a template's parameters (the rules shared with the mock: contracts/rules/messaging.ts). One request id
// per intended send, kept through a retry.
import { computed, createModel, signal } from '@preact/signals-react';
import {
  bodyProblem,
  emailToProblem,
  paramsProblem,
  PRICE_PER_UNIT,
  smsSegments,
  smsTextProblem,
  subjectProblem,
  toE164,
} from '../../../../../contracts/rules/messaging';
import { problem } from '../../../../../contracts/rules/problem';
import { errorMessage } from '../../../lib/api/errors';
import type { FieldProblem, Problem } from './domains';
import { newRequestId } from './request-id';
import type { Channel, EmailInput, Message, Sender, SmsInput, Template, WhatsappInput } from './types';

/** A template's text with its parameters in place ({{1}} → the first), blanks left visible. */
export function fillTemplate(body: string, params: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1]?.trim() || whole);
}

/** The log of one channel. */
export const MessageLogModel = createModel((deps: { list(channel: Channel): Promise<Message[]> }, channel: Channel) => {
  const messages = signal<Message[] | null>(null, { name: `cloudLog-${channel}` });
  const loadError = signal<string | null>(null, { name: `cloudLogError-${channel}` });
  async function load(): Promise<void> {
    try {
      messages.value = await deps.list(channel);
      loadError.value = null;
    } catch (e) {
      loadError.value = errorMessage(e);
    }
  }
  return { messages, loadError, load };
});

interface SendState<E> {
  errors: E;
  busy: boolean;
}

/** Sends once the checks pass; keeps the request id through a failure so a retry never sends twice. */
function sender<B extends { requestId: string }>(kind: string, send: (body: B) => Promise<Message>) {
  let requestId = newRequestId(kind);
  return async (body: Omit<B, 'requestId'>): Promise<Message> => {
    const sent = await send({ ...body, requestId } as B);
    requestId = newRequestId(kind);
    return sent;
  };
}

export type SmsErrors = { to?: FieldProblem; text?: FieldProblem; form?: Problem };

export const SmsModel = createModel((deps: { send: (body: SmsInput) => Promise<Message> }) => {
  const to = signal('', { name: 'cloudSmsTo' });
  const text = signal('', { name: 'cloudSmsText' });
  const state = signal<SendState<SmsErrors>>({ errors: {}, busy: false }, { name: 'cloudSmsState' });
  const segments = computed(() => smsSegments(text.value));
  const price = computed(() => segments.value.segments * PRICE_PER_UNIT);
  const send = sender('sms', (body: SmsInput) => deps.send(body));

  async function submit(): Promise<Message | null> {
    const errors: SmsErrors = {};
    const number = toE164(to.peek());
    if (!number) errors.to = problem('messaging.phone');
    const body = text.peek();
    const textFound = smsTextProblem(body);
    if (textFound) errors.text = textFound;
    if (Object.keys(errors).length > 0 || !number || state.peek().busy) {
      state.value = { errors, busy: state.peek().busy };
      return null;
    }
    state.value = { errors: {}, busy: true };
    try {
      const sent = await send({ to: number, text: body });
      text.value = '';
      state.value = { errors: {}, busy: false };
      return sent;
    } catch (e) {
      state.value = { errors: { form: { text: errorMessage(e) } }, busy: false };
      return null;
    }
  }
  return { to, text, state, segments, price, submit };
});

export type EmailErrors = { from?: FieldProblem; to?: FieldProblem; subject?: FieldProblem; body?: FieldProblem; form?: Problem };

export const EmailModel = createModel(
  (deps: {
    senders(): Promise<Sender[]>;
    send: (body: EmailInput) => Promise<Message>;
    /** The default sender of Cloud settings. */ defaultSender?(): Promise<string | null>;
  }) => {
    const senders = signal<Sender[] | null>(null, { name: 'cloudSenders' });
    const from = signal('', { name: 'cloudEmailFrom' });
    const to = signal('', { name: 'cloudEmailTo' });
    const subject = signal('', { name: 'cloudEmailSubject' });
    const body = signal('', { name: 'cloudEmailBody' });
    const state = signal<SendState<EmailErrors>>({ errors: {}, busy: false }, { name: 'cloudEmailState' });
    const send = sender('mail', (body: EmailInput) => deps.send(body));

    async function loadSenders(): Promise<void> {
      try {
        const [list, preferred] = await Promise.all([deps.senders(), deps.defaultSender?.().catch(() => null) ?? null]);
        senders.value = list;
        const chosen = list.find((s) => s.address === preferred) ?? list[0];
        if (!from.peek() && chosen) from.value = chosen.address;
      } catch (e) {
        senders.value = [];
        state.value = { errors: { form: { text: errorMessage(e) } }, busy: false };
      }
    }

    async function submit(): Promise<Message | null> {
      const errors: EmailErrors = {};
      if (!(senders.peek() ?? []).some((s) => s.address === from.peek())) errors.from = 'email.error.from';
      const toFound = emailToProblem(to.peek());
      if (toFound) errors.to = toFound;
      const subjectFound = subjectProblem(subject.peek());
      if (subjectFound) errors.subject = subjectFound;
      const bodyFound = bodyProblem(body.peek());
      if (bodyFound) errors.body = bodyFound;
      if (Object.keys(errors).length > 0 || state.peek().busy) {
        state.value = { errors, busy: state.peek().busy };
        return null;
      }
      state.value = { errors: {}, busy: true };
      try {
        const sent = await send({ from: from.peek(), to: to.peek().trim(), subject: subject.peek().trim(), body: body.peek() });
        subject.value = '';
        body.value = '';
        state.value = { errors: {}, busy: false };
        return sent;
      } catch (e) {
        state.value = { errors: { form: { text: errorMessage(e) } }, busy: false };
        return null;
      }
    }
    return { senders, from, to, subject, body, state, loadSenders, submit };
  },
);

export type WhatsappErrors = { to?: FieldProblem; params?: FieldProblem; form?: Problem };

export const WhatsappModel = createModel((deps: { templates(): Promise<Template[]>; send: (body: WhatsappInput) => Promise<Message> }) => {
  const templates = signal<Template[] | null>(null, { name: 'cloudTemplates' });
  const name = signal('', { name: 'cloudWaTemplate' });
  const to = signal('', { name: 'cloudWaTo' });
  const params = signal<string[]>([], { name: 'cloudWaParams' });
  const state = signal<SendState<WhatsappErrors>>({ errors: {}, busy: false }, { name: 'cloudWaState' });
  const template = computed(() => templates.value?.find((t) => t.name === name.value) ?? null);
  const preview = computed(() => (template.value ? fillTemplate(template.value.body, params.value) : ''));
  const send = sender('wa', (body: WhatsappInput) => deps.send(body));

  function choose(templateName: string): void {
    name.value = templateName;
    const t = templates.peek()?.find((x) => x.name === templateName);
    params.value = Array.from({ length: t?.params ?? 0 }, () => '');
  }

  function setParam(index: number, value: string): void {
    params.value = params.peek().map((p, i) => (i === index ? value : p));
  }

  async function load(): Promise<void> {
    try {
      const list = await deps.templates();
      templates.value = list;
      if (!name.peek() && list[0]) choose(list[0].name);
    } catch (e) {
      templates.value = [];
      state.value = { errors: { form: { text: errorMessage(e) } }, busy: false };
    }
  }

  async function submit(): Promise<Message | null> {
    const errors: WhatsappErrors = {};
    const number = toE164(to.peek());
    if (!number) errors.to = problem('messaging.phone');
    const paramsFound = paramsProblem(params.peek());
    if (paramsFound) errors.params = paramsFound;
    const t = template.peek();
    if (Object.keys(errors).length > 0 || !number || !t || state.peek().busy) {
      state.value = { errors, busy: state.peek().busy };
      return null;
    }
    state.value = { errors: {}, busy: true };
    try {
      const sent = await send({ to: number, template: t.name, params: params.peek().map((p) => p.trim()) });
      choose(t.name);
      state.value = { errors: {}, busy: false };
      return sent;
    } catch (e) {
      state.value = { errors: { form: { text: errorMessage(e) } }, busy: false };
      return null;
    }
  }
  return { templates, name, to, params, state, template, preview, choose, setParam, load, submit };
});
