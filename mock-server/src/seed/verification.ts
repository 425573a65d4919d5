// Seeded verification requests: a small staff queue (two pending, one already rejected) so /admin/verifications
// has work on a fresh mock. The named personas have none: chidi and eve can submit their own.
import type { VerificationRepo } from '../store/verification.ts';
import { SEED_TIME, seedUid } from './users.ts';

const HOUR = 3_600_000;

export function seedVerifications(repo: VerificationRepo): void {
  repo.submit({
    uid: seedUid(7),
    legalName: 'Gina Okafor',
    dateOfBirth: '1990-02-11',
    documentType: 'national_id',
    documentNumber: 'NIN90214821',
    submittedAt: SEED_TIME + 2 * HOUR,
  });
  repo.submit({
    uid: seedUid(8),
    legalName: 'Hugo Mensah',
    dateOfBirth: '1987-11-30',
    documentType: 'passport',
    documentNumber: 'G4829103',
    submittedAt: SEED_TIME + 5 * HOUR,
  });
  const rejected = repo.submit({
    uid: seedUid(9),
    legalName: 'Ines Silva',
    dateOfBirth: '2001-07-04',
    documentType: 'drivers_license',
    documentNumber: 'DL7730021',
    submittedAt: SEED_TIME + HOUR,
  });
  repo.review(rejected.id, 'rejected', 'The document number does not match the document type.', SEED_TIME + 3 * HOUR);
}
