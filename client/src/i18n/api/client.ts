// Texts of the client's own codes (client.*): failures no server answer names, such as a call that timed out.
import type { CodeTexts } from '../api-text';

const en = {
  'client.timeout': 'The server took too long to answer. Try again.',
} as const;

const pt: Readonly<Record<keyof typeof en, string>> = {
  'client.timeout': 'O servidor demorou a responder. Tente de novo.',
};

export const texts: CodeTexts = { pt, en };
