// The verification rules: adults only (the birthday counts), real dates, document numbers normalised, and which
// statuses offer the form and in which tone they show.
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  canSubmit,
  checkVerification,
  documentImageProblem,
  normalizeDocumentNumber,
  verificationTone,
} from '../models/verification';

const today = new Date(Date.UTC(2026, 10, 23));
const form = {
  legalName: '  Chidi   Okeke ',
  dateOfBirth: '1994-05-17',
  documentType: 'passport' as const,
  documentNumber: 'a12 345-678',
  documentImage: 'm-doc.png',
};

describe('verification rules', () => {
  it('counts age in whole years and refuses impossible or future dates', () => {
    expect(ageOn('2008-11-23', today)).toBe(18);
    expect(ageOn('2008-11-24', today)).toBe(17);
    expect(ageOn('1999-02-29', today)).toBeNull();
    expect(ageOn('2030-01-01', today)).toBeNull();
  });

  it('sends the cleaned details of an adult', () => {
    expect(normalizeDocumentNumber('a12 345-678')).toBe('A12345678');
    expect(checkVerification(form, today)).toEqual({
      input: {
        legalName: 'Chidi Okeke',
        dateOfBirth: '1994-05-17',
        documentType: 'passport',
        documentNumber: 'A12345678',
        documentImage: 'm-doc.png',
      },
    });
  });

  it('names each problem', () => {
    expect(checkVerification({ ...form, legalName: ' ', dateOfBirth: '2010-01-01', documentNumber: 'A1' }, today)).toEqual({
      errors: { legalName: 'legalName', dateOfBirth: 'tooYoung', documentNumber: 'documentNumber' },
    });
    expect(checkVerification({ ...form, dateOfBirth: '' }, today)).toEqual({ errors: { dateOfBirth: 'dateOfBirth' } });
    // No photo uploaded yet (or its upload failed): the photo is asked for.
    expect(checkVerification({ ...form, documentImage: '' }, today)).toEqual({ errors: { documentImage: 'documentImage' } });
  });

  it('takes a PNG, JPEG or WebP photo of at most 2 MB', () => {
    expect(documentImageProblem({ type: 'image/jpeg', size: 500_000 })).toBeNull();
    expect(documentImageProblem({ type: 'application/pdf', size: 500 })).toBe('notImage');
    expect(documentImageProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe('tooLarge');
  });

  it('offers the form only before a request or after a rejection; tones follow spec section 4', () => {
    expect(['none', 'pending', 'approved', 'rejected'].map((s) => canSubmit(s as never))).toEqual([true, false, false, true]);
    expect(verificationTone('pending')).toBe('warning');
    expect(verificationTone('approved')).toBe('success');
    expect(verificationTone('rejected')).toBe('danger');
    expect(verificationTone('none')).toBe('default');
  });
});
