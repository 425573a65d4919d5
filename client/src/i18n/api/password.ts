// Texts of the new-password rule's codes (password.*, contracts/rules/password.ts): the API's refusals and the forms'
// own check before sending read the same table.
import { PASSWORD_MESSAGES_EN } from '../../../../contracts/messages/password';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `password.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'password.tooShort': 'Use pelo menos {min} caracteres',
  'password.tooLong': 'Use no máximo {max} caracteres',
  'password.blank': 'A senha não pode ter só espaços',
  'password.oneCharacter': 'A senha não pode ser um único caractere repetido',
  'password.common': 'Esta senha está entre as mais usadas e é fácil de adivinhar: escolha outra',
};

export const texts: CodeTexts = { pt, en: PASSWORD_MESSAGES_EN };
