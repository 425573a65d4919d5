// Identity verification: my status and submission (tag account), and the staff queue and review (tag admin;
// kept beside the person's side so the whole flow reads in one place). Approval sets the user's isVerified.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../contracts/api/schema.d.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { currentUser, requireStaff } from '../../plugins/auth.ts';
import { ageOn, MIN_AGE, type VerificationRecord } from '../../store/verification.ts';

type S = components['schemas'];

/** The staff review's refusals (tag admin); the person's side answers account.* codes. */
export const VERIFICATION_MESSAGES = {
  notPending: 'This request was already reviewed',
  reasonRequired: 'Say why the request is rejected: the person reads it',
} as const;

export default function verificationRoutes(app: FastifyInstance): void {
  const { store, clock } = app;
  const { verifications, users } = store;
  const media = store.posts.media;

  const view = (record: VerificationRecord, staff: boolean): S['VerificationRequest'] => {
    const { documentNumber, documentImage, ...rest } = record;
    return {
      ...rest,
      userName: users.get(record.uid)?.userName ?? '',
      documentEnding: documentNumber.slice(-4),
      ...(staff ? { documentNumber, ...(documentImage ? { documentImage } : {}) } : {}),
    };
  };

  const mine = (uid: string): S['AccountVerification'] => {
    const latest = verifications.latestOf(uid);
    const person = users.get(uid);
    if (!person) throw notFound('profile.notFound');
    return {
      status: person.isVerified ? 'approved' : (latest?.status ?? 'none'),
      request: latest ? view(latest, false) : null,
      // The pay area's limits (store/pay-limits.ts): what verifying changes, in figures (app.pay is decorated later).
      limits: app.pay.repo.limits.view(person),
    };
  };

  app.operation('accountVerification', (request) => ok('common.ok', mine(currentUser(request).uid)));

  app.operation('accountVerificationSubmit', (request, reply, body) => {
    const user = currentUser(request);
    if (user.isVerified) throw conflict('account.alreadyVerified');
    if (verifications.latestOf(user.uid)?.status === 'pending') throw conflict('account.verificationPending');
    if (body.legalName.trim().length < 2) throw unprocessable('account.legalNameRequired');
    const age = ageOn(body.dateOfBirth, clock.now());
    if (age === null) throw unprocessable('account.birthDateInvalid');
    if (age < MIN_AGE) throw unprocessable('account.tooYoung', { min: MIN_AGE });
    // The document's photo, as support screenshots: an image this person uploaded.
    const photo = media.get(body.documentImage);
    if (!photo || photo.uid !== user.uid) throw unprocessable('account.documentImageUnknown');
    if (photo.kind !== 'image') throw unprocessable('account.documentImageNotImage');
    verifications.submit({ ...body, legalName: body.legalName.trim(), uid: user.uid, submittedAt: clock.now() });
    reply.code(201);
    return ok('account.verificationSubmitted', mine(user.uid));
  });

  app.operation('adminVerifications', (request, _reply, body) => {
    requireStaff(request);
    return ok(
      'common.ok',
      verifications.list(body.status ?? 'pending').map((r) => view(r, true)),
    );
  });

  app.operation('adminVerificationReview', (request, _reply, body) => {
    requireStaff(request);
    const record = verifications.get(body.id);
    if (!record) throw notFound('admin.verificationNotFound');
    if (record.status !== 'pending') throw conflict('admin.verificationReviewed');
    const reason = body.reason?.trim() ?? '';
    if (body.decision === 'reject' && !reason) throw unprocessable('admin.verificationReasonRequired');
    const approved = body.decision === 'approve';
    verifications.review(record.id, approved ? 'approved' : 'rejected', approved ? '' : reason, clock.now());
    if (approved) users.update(record.uid, { isVerified: true });
    app.realtime.send(record.uid, 'p');
    return ok(approved ? 'admin.verificationApproved' : 'admin.verificationRejected', view(record, true));
  });
}
