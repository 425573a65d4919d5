// The contact page's form (features/marketing/components/contact-form.tsx), in Portuguese (default) and English.
// Registered by the form's own module, so / and the other public pages do not carry it.
import type { Translation } from '../catalogue';

const en = {
  title: 'Write to us',
  lead: 'Signed in or not, this reaches our team. We answer by e-mail, usually within two working days.',
  name: 'Your name',
  email: 'E-mail for our answer',
  topic: 'About',
  'topic.general': 'A general question',
  'topic.support': 'Help with my account',
  'topic.sales': 'Plans and prices',
  'topic.partnerships': 'Partnerships',
  'topic.press': 'Press',
  'topic.feedback': 'Feedback and ideas',
  message: 'Message',
  messageCounter: '{count} of {max} characters (at least {min})',
  send: 'Send message',
  'problem.name': 'Tell us your name',
  'problem.nameLong': 'Use at most {max} characters',
  'problem.email': 'Enter an e-mail address we can answer at, like name@example.com',
  'problem.messageShort': 'Write at least {min} characters',
  'problem.messageLong': 'Use at most {max} characters: {count} now',
  sentTitle: 'Message received',
  sentText: 'We will answer at {email}. Your reference is {id}: quote it if you write again.',
  another: 'Write another message',
  accountHint: 'Already have an account? A support ticket keeps the whole conversation in one place.',
  accountLink: 'Open a support ticket',
};

const pt: Translation<typeof en> = {
  title: 'Escreva para nós',
  lead: 'Com ou sem conta, isto chega ao nosso time. Respondemos por e-mail, em geral em até dois dias úteis.',
  name: 'Seu nome',
  email: 'E-mail para a resposta',
  topic: 'Assunto',
  'topic.general': 'Uma dúvida geral',
  'topic.support': 'Ajuda com minha conta',
  'topic.sales': 'Planos e preços',
  'topic.partnerships': 'Parcerias',
  'topic.press': 'Imprensa',
  'topic.feedback': 'Sugestões e ideias',
  message: 'Mensagem',
  messageCounter: '{count} de {max} caracteres (no mínimo {min})',
  send: 'Enviar mensagem',
  'problem.name': 'Diga seu nome',
  'problem.nameLong': 'Use no máximo {max} caracteres',
  'problem.email': 'Informe um e-mail em que possamos responder, como nome@exemplo.com',
  'problem.messageShort': 'Escreva pelo menos {min} caracteres',
  'problem.messageLong': 'Use no máximo {max} caracteres: agora são {count}',
  sentTitle: 'Mensagem recebida',
  sentText: 'Vamos responder em {email}. Sua referência é {id}: cite-a se escrever de novo.',
  another: 'Escrever outra mensagem',
  accountHint: 'Já tem conta? Um chamado de suporte mantém toda a conversa num só lugar.',
  accountLink: 'Abrir um chamado',
};

export const contact = { pt, en };
