// Identity verification (/account/verification): the details form's rules (the mock's: adults only, a real
// date, a 5–20 character document number in capitals) and the tone of each status.
import type { components } from '../../../../../contracts/api/schema';
import type { StatusTone } from '../../../components/ui/status-badge';

export type AccountVerification = components['schemas']['AccountVerification'];
export type VerificationInput = components['schemas']['VerificationInput'];
export type DocumentType = components['schemas']['VerificationDocumentType'];
export type VerificationStatus = AccountVerification['status'];

export const DOCUMENT_TYPES: readonly DocumentType[] = ['passport', 'national_id', 'drivers_license'];
/** Payments and stakes need an adult (openapi accountVerificationSubmit). */
export const MIN_AGE = 18;
const DOCUMENT_NUMBER = /^[A-Z0-9]{5,20}$/;

export type VerificationProblem = 'legalName' | 'dateOfBirth' | 'tooYoung' | 'documentNumber' | 'documentImage';

/** Whole years from a YYYY-MM-DD date to `today`, or null for an impossible or future date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day || born.getTime() > today.getTime()) return null;
  const before = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (before ? 1 : 0);
}

/** Spaces and dashes people type in document numbers are dropped; letters become capitals. */
export function normalizeDocumentNumber(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export interface VerificationForm {
  legalName: string;
  dateOfBirth: string;
  documentType: DocumentType;
  documentNumber: string;
  /** The uploaded photo's media key ('' until one is uploaded). */
  documentImage: string;
}

export function checkVerification(
  form: VerificationForm,
  today: Date,
): { input: VerificationInput } | { errors: Partial<Record<keyof VerificationForm, VerificationProblem>> } {
  const errors: Partial<Record<keyof VerificationForm, VerificationProblem>> = {};
  const legalName = form.legalName.trim().replace(/\s+/g, ' ');
  if (legalName.length < 2 || legalName.length > 100) errors.legalName = 'legalName';
  const age = ageOn(form.dateOfBirth, today);
  if (age === null) errors.dateOfBirth = 'dateOfBirth';
  else if (age < MIN_AGE) errors.dateOfBirth = 'tooYoung';
  const documentNumber = normalizeDocumentNumber(form.documentNumber);
  if (!DOCUMENT_NUMBER.test(documentNumber)) errors.documentNumber = 'documentNumber';
  if (!form.documentImage) errors.documentImage = 'documentImage';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: { legalName, dateOfBirth: form.dateOfBirth, documentType: form.documentType, documentNumber, documentImage: form.documentImage },
  };
}

/** The photo field's rules: the image types and size uploadMedia takes (as support screenshots). */
export const DOCUMENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be the document photo, or null when it can. */
export function documentImageProblem(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (!(DOCUMENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  return file.size > DOCUMENT_IMAGE_MAX_BYTES ? 'tooLarge' : null;
}

/** Spec section 4's colour groups for these statuses (always shown with their words, never colour alone). */
export function verificationTone(status: VerificationStatus): StatusTone {
  if (status === 'approved') return 'success';
  if (status === 'rejected') return 'danger';
  if (status === 'pending') return 'warning';
  return 'default';
}

/** Whether the form is offered: never sent, or sent and rejected. */
export const canSubmit = (status: VerificationStatus): boolean => status === 'none' || status === 'rejected';
