// Texts of the field validation codes (field.*, body.*): what is wrong with a value, never the pattern it broke.
import { COMMON_MESSAGES_EN } from '../../../../contracts/messages/common';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `field.${string}` | `body.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'field.required': 'Falta o campo «{field}»',
  'field.unknown': 'O campo «{field}» não é aceito aqui',
  'field.type': 'O campo «{field}» tem um valor do tipo errado',
  'field.email': '«{field}»: digite um e-mail válido',
  'field.url': '«{field}»: digite um endereço (URL) válido',
  'field.dateTime': '«{field}»: digite uma data e hora válidas',
  'field.date': '«{field}»: digite uma data válida',
  'field.format': '«{field}»: o valor não está no formato certo',
  'field.userName': '«{field}»: use de 3 a 25 letras minúsculas, números ou sublinhados',
  'field.countryCode': '«{field}»: use o código de país com duas letras maiúsculas, como BR',
  'field.userId': '«{field}»: não é um identificador de usuário válido',
  'field.stakeLetter': '«{field}»: escolha uma aposta válida',
  'field.tag': '«{field}»: use de 1 a 40 letras (de qualquer idioma), números ou sublinhados',
  'field.handle': '«{field}»: use de 3 a 24 letras, números ou sublinhados',
  'field.currencyCode': '«{field}»: use um código de moeda de 3 a 5 letras maiúsculas',
  'field.pattern': '«{field}»: o valor não está no formato esperado',
  'field.notAllowed': '«{field}»: escolha um destes valores: {allowed}',
  'field.empty': '«{field}» não pode ficar vazio',
  'field.tooShort': '«{field}» precisa de pelo menos {limit} caracteres',
  'field.tooLong': '«{field}» pode ter no máximo {limit} caracteres',
  'field.tooSmall': '«{field}» tem de ser pelo menos {limit}',
  'field.tooLarge': '«{field}» pode ser no máximo {limit}',
  'field.mustExceed': '«{field}» tem de ser maior que {limit}',
  'field.mustBeBelow': '«{field}» tem de ser menor que {limit}',
  'field.multipleOf': '«{field}» tem de ser múltiplo de {limit}',
  'field.tooFewItems': '«{field}» precisa de pelo menos {limit} itens',
  'field.tooManyItems': '«{field}» pode ter no máximo {limit} itens',
  'field.duplicateItems': '«{field}» não pode repetir itens',
  'field.tooFewFields': '«{field}» precisa de pelo menos {limit} campos',
  'field.tooManyFields': '«{field}» pode ter no máximo {limit} campos',
  'field.badKey': '«{field}» tem uma chave que não é aceita ({key})',
  'field.noMatch': '«{field}» não corresponde a nenhuma das formas aceitas',
  'field.invalid': '«{field}» não é válido',
  'body.notObject': 'O pedido tem de ser um objeto JSON',
  'body.atLeastOneField': 'Envie pelo menos um campo',
};

export const texts: CodeTexts = { pt, en: COMMON_MESSAGES_EN };
