// Texts of the shared rules' codes (contracts/rules: domain, dns, storage…) when the API answers one: the same
// catalogue the forms use before sending (i18n/messages/rules.ts).
import type { CodeTexts } from '../api-text';
import { rules } from '../messages/rules';

export const texts: CodeTexts = rules;
