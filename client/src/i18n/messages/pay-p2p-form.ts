// Texts of the P2P payment-details forms (the ad form and taking a buy ad), pt and en: their own catalogue, loaded
// with those forms only (the order page shows the details with the field names of the pay catalogue).

const en = {
  legend: 'Where buyers pay you by {method}',
  required: 'Fill this in',
  tooLong: 'At most {max} characters',
  'hint.bankName': 'The bank as your buyer knows it, e.g. GTBank',
  'hint.accountNumber': 'Digits only, 6 to 20',
  'hint.accountName': 'The name on the account, as the bank shows it',
  'hint.provider': 'e.g. OPay, MTN MoMo, M-Pesa',
  'hint.phone': 'With the country code, e.g. +234 803 000 0000',
  'hint.email': 'The e-mail your Wise account uses',
  'hint.revtag': 'e.g. @ada (3 to 20 letters or digits)',
  'hint.cashtag': 'e.g. $ada',
  'hint.iban': 'Country code, check digits and account, e.g. DE89 3704 0044 0532 0130 00',
  'format.bankName': 'Fill this in',
  'format.accountNumber': 'Digits only, 6 to 20',
  'format.accountName': 'Fill this in',
  'format.provider': 'Fill this in',
  'format.phone': 'Write it with the country code, e.g. +234 803 000 0000',
  'format.email': 'Write an e-mail address, e.g. name@example.com',
  'format.revtag': 'A Revtag is @ and 3 to 20 letters or digits',
  'format.cashtag': 'A $Cashtag is $ and up to 20 letters or digits, starting with a letter',
  'format.iban': 'This IBAN is not valid: check its letters and digits',
};

const pt: typeof en = {
  legend: 'Onde os compradores pagam você por {method}',
  required: 'Preencha este campo',
  tooLong: 'No máximo {max} caracteres',
  'hint.bankName': 'O banco como o comprador o conhece, ex.: GTBank',
  'hint.accountNumber': 'Só dígitos, de 6 a 20',
  'hint.accountName': 'O nome na conta, como o banco mostra',
  'hint.provider': 'ex.: OPay, MTN MoMo, M-Pesa',
  'hint.phone': 'Com o código do país, ex.: +234 803 000 0000',
  'hint.email': 'O e-mail da sua conta Wise',
  'hint.revtag': 'ex.: @ada (de 3 a 20 letras ou dígitos)',
  'hint.cashtag': 'ex.: $ada',
  'hint.iban': 'Código do país, dígitos de controle e conta, ex.: DE89 3704 0044 0532 0130 00',
  'format.bankName': 'Preencha este campo',
  'format.accountNumber': 'Só dígitos, de 6 a 20',
  'format.accountName': 'Preencha este campo',
  'format.provider': 'Preencha este campo',
  'format.phone': 'Escreva com o código do país, ex.: +234 803 000 0000',
  'format.email': 'Escreva um endereço de e-mail, ex.: nome@exemplo.com',
  'format.revtag': 'Uma Revtag é @ seguido de 3 a 20 letras ou dígitos',
  'format.cashtag': 'Um $Cashtag é $ seguido de até 20 letras ou dígitos, começando por uma letra',
  'format.iban': 'Este IBAN não é válido: confira as letras e os dígitos',
};

export const payP2pForm = { pt, en };
