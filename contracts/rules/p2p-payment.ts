// Where a P2P buyer pays the seller, per payment method (openapi PayP2pPaymentDetails): which fields each method
// needs, how each is written (an account number, a phone in international form, an e-mail, a Revtag, a $Cashtag,
// an IBAN with its check digits) and how it is tidied before it is kept. Checked by the client and by the mock.

/** openapi PayP2pMethod. */
export type P2pPaymentMethod = 'bank_transfer' | 'mobile_money' | 'wise' | 'revolut' | 'cash_app' | 'sepa';

/** The fields each method needs, in the order a form asks for them and an order shows them. */
export const P2P_PAYMENT_FIELDS = {
  bank_transfer: ['bankName', 'accountNumber', 'accountName'],
  mobile_money: ['provider', 'phone', 'accountName'],
  wise: ['email', 'accountName'],
  revolut: ['revtag', 'accountName'],
  cash_app: ['cashtag', 'accountName'],
  sepa: ['iban', 'accountName'],
} as const satisfies Record<P2pPaymentMethod, readonly string[]>;

export type P2pPaymentField = (typeof P2P_PAYMENT_FIELDS)[P2pPaymentMethod][number];
/** One method's details: each of its fields, as written. */
export type P2pPaymentFields = Partial<Record<P2pPaymentField, string>>;

/** openapi maxLength of each field. */
export const P2P_PAYMENT_MAX: Readonly<Record<P2pPaymentField, number>> = {
  bankName: 60,
  accountNumber: 34,
  accountName: 80,
  provider: 40,
  phone: 20,
  email: 120,
  revtag: 21,
  cashtag: 21,
  iban: 42,
};

/** How each field is written once tidied (the names only need to be there). */
const FORMATS: Partial<Record<P2pPaymentField, RegExp>> = {
  // Nigerian NUBAN is 10 digits, US accounts 4–17, UK 8: digits only, 6 to 20.
  accountNumber: /^\d{6,20}$/,
  phone: /^\+[1-9]\d{7,14}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  revtag: /^@[a-z0-9]{3,20}$/,
  cashtag: /^\$[A-Za-z][A-Za-z0-9]{0,19}$/,
  iban: /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/,
};

/** The least length of the free-text fields (after trimming). */
const MIN: Partial<Record<P2pPaymentField, number>> = { bankName: 2, accountName: 2, provider: 2 };

/** A field as it is kept: spaces out of numbers, a Revtag in lower case with its @, an IBAN in capitals. */
export function tidyPaymentField(field: P2pPaymentField, value: string): string {
  const text = value.trim();
  switch (field) {
    case 'accountNumber':
    case 'phone':
      return text.replace(/[\s-]/g, '');
    case 'iban':
      return text.replace(/\s/g, '').toUpperCase();
    case 'revtag':
      return (text.startsWith('@') ? text : `@${text}`).toLowerCase();
    case 'cashtag':
      return text.startsWith('$') ? text : `$${text}`;
    default:
      return text.replace(/\s+/g, ' ');
  }
}

/** ISO 13616 check digits: the IBAN read as a number, letters as 10–35, leaves 1 when divided by 97. */
function ibanChecks(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

export type P2pPaymentProblem = { field: P2pPaymentField; problem: 'required' | 'format' | 'tooLong' };

/** The first problem of one field (already tidied), or null. */
export function checkPaymentField(field: P2pPaymentField, value: string | undefined): P2pPaymentProblem | null {
  const text = value ?? '';
  if (text.length === 0 || text.length < (MIN[field] ?? 1)) return { field, problem: 'required' };
  if (text.length > P2P_PAYMENT_MAX[field]) return { field, problem: 'tooLong' };
  const format = FORMATS[field];
  if (format && !format.test(text)) return { field, problem: 'format' };
  if (field === 'iban' && !ibanChecks(text)) return { field, problem: 'format' };
  return null;
}

/** One method's details tidied: only its own fields. */
export function tidyPaymentFields(method: P2pPaymentMethod, details: P2pPaymentFields | undefined): P2pPaymentFields {
  const out: P2pPaymentFields = {};
  for (const field of P2P_PAYMENT_FIELDS[method]) out[field] = tidyPaymentField(field, details?.[field] ?? '');
  return out;
}

/** Every problem of one method's details (tidied first), field by field. */
export function checkPaymentFields(method: P2pPaymentMethod, details: P2pPaymentFields | undefined): P2pPaymentProblem[] {
  const tidy = tidyPaymentFields(method, details);
  return P2P_PAYMENT_FIELDS[method].map((field) => checkPaymentField(field, tidy[field])).filter((p) => p !== null);
}
