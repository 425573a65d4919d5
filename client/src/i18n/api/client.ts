// Texts of the client's own codes (client.*): failures no server answer names (a call that timed out, or got no answer).
import type { CodeTexts } from '../api-text';

const en = {
  'client.timeout': 'The server took too long to answer. Try again.',
  'client.network': 'The answer did not arrive: check your connection and try again.',
} as const;

const pt: Readonly<Record<keyof typeof en, string>> = {
  'client.timeout': 'O servidor demorou a responder. Tente de novo.',
  'client.network': 'A resposta não chegou: verifique sua conexão e tente de novo.',
};

export const texts: CodeTexts = { pt, en };
