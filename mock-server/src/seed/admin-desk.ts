// The admin area's seed (deterministic; times relative to the mock clock at seed time): two more staff members
// (kemi and olu) beside ada so tasks have someone to be assigned to, a report queue on real seeded content
// (posts, a comment, a profile) with one case already dismissed, a few tasks (one overdue), and a small library
// of uploaded files.
import { clipWebm } from './media/clips.ts';
import { picturePng } from './media/pictures.ts';
import { seedUid } from './users.ts';
import type { AssetsRepo } from '../store/admin-assets.ts';
import type { ModerationRepo } from '../store/admin-moderation.ts';
import type { TasksRepo } from '../store/admin-tasks.ts';
import { isoDay } from '../store/admin-tasks.ts';
import type { PostsRepo } from '../store/posts.ts';
import type { UsersRepo } from '../store/users.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADA = seedUid(1);
const BEN = seedUid(2);
const CHIDI = seedUid(3);
const EVE = seedUid(5);
/** kemi and olu: staff besides ada. */
export const EXTRA_STAFF: readonly string[] = [seedUid(11), seedUid(15)];
/** The named personas never have reported content, so their own feeds stay as other tests expect. */
const PERSONAS = new Set([ADA, BEN, CHIDI, seedUid(4), EVE]);

/** A one-page PDF with a line of text (offsets computed, so readers accept it). */
export function seedPdf(title: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function seedAdminStaff(users: UsersRepo): void {
  for (const uid of EXTRA_STAFF) {
    const user = users.get(uid);
    // UserPatch leaves isStaff out on purpose (no call makes anyone staff); the seed sets it on the record.
    if (user) user.isStaff = true;
  }
}

export function seedReports(repo: ModerationRepo, posts: PostsRepo, now: number): void {
  const others = posts.all().filter((p) => !PERSONAS.has(p.uid));
  const text = others.find((p) => p.type === 'Text');
  const images = others.find((p) => p.type === 'Images');
  const dismissed = others.find((p) => p.type === 'Text' && p.id !== text?.id);
  const commented = others.find((p) => posts.comments(p.id).some((c) => !PERSONAS.has(c.uid)));
  const comment = commented ? posts.comments(commented.id).find((c) => !PERSONAS.has(c.uid)) : undefined;
  const at = (hoursAgo: number): number => now - hoursAgo * HOUR;

  if (text) {
    repo.report(BEN, { targetType: 'post', targetId: text.id, reason: 'spam', details: 'Same link posted again and again' }, at(30));
    repo.report(CHIDI, { targetType: 'post', targetId: text.id, reason: 'spam' }, at(20));
    repo.report(EVE, { targetType: 'post', targetId: text.id, reason: 'scam', details: 'Asks people to send OSBT first' }, at(4));
  }
  if (images) repo.report(EVE, { targetType: 'post', targetId: images.id, reason: 'nudity' }, at(9));
  if (comment)
    repo.report(BEN, { targetType: 'comment', targetId: comment.id, reason: 'harassment', details: 'Mocking me in every thread' }, at(6));
  repo.report(CHIDI, { targetType: 'profile', targetId: seedUid(28), reason: 'other', details: 'Pretends to be the support team' }, at(2));
  if (dismissed) {
    repo.report(BEN, { targetType: 'post', targetId: dismissed.id, reason: 'hate' }, at(50));
    repo.act(ADA, { targetType: 'post', targetId: dismissed.id, action: 'dismiss', note: 'A quote, not hate speech' }, at(48));
  }
}

export function seedTasks(repo: TasksRepo, now: number): void {
  const day = (offset: number): string => isoDay(now + offset * DAY);
  const [kemi, olu] = EXTRA_STAFF;
  const first = repo.add(
    ADA,
    {
      title: 'Review the flagged sellers',
      details: 'Three sellers in Market were reported for scams this week.',
      priority: 'high',
      dueDate: day(2),
      assignee: kemi ?? null,
    },
    now - 3 * DAY,
  );
  repo.comment(ADA, first.id, 'Start with the oldest report.', now - 2 * DAY);
  const late = repo.add(
    ADA,
    {
      title: 'Answer the open support tickets',
      details: 'Anything older than two days first.',
      priority: 'urgent',
      dueDate: day(-1),
      assignee: ADA,
    },
    now - 4 * DAY,
  );
  repo.update({ id: late.id, status: 'in_progress' }, now - 2 * DAY);
  repo.add(
    olu ?? ADA,
    {
      title: 'Refresh the home page banner',
      details: 'New artwork is in the upload library.',
      priority: 'normal',
      dueDate: day(7),
      assignee: olu ?? null,
    },
    now - DAY,
  );
  const done = repo.add(
    kemi ?? ADA,
    { title: 'Publish the November fees notice', details: '', priority: 'low', dueDate: null, assignee: ADA },
    now - 6 * DAY,
  );
  repo.update({ id: done.id, status: 'done' }, now - 5 * DAY);
  repo.add(
    ADA,
    {
      title: 'Plan the moderator training',
      details: 'Two sessions, one per time zone.',
      priority: 'normal',
      dueDate: null,
      assignee: null,
    },
    now - 5 * HOUR,
  );
}

export function seedAssets(repo: AssetsRepo, now: number): void {
  repo.put({
    name: 'home-banner.png',
    kind: 'image',
    contentType: 'image/png',
    extension: 'png',
    bytes: picturePng('admin:home-banner'),
    uploaderUid: ADA,
    createdAt: now - 5 * DAY,
  });
  repo.put({
    name: 'fees-notice.pdf',
    kind: 'pdf',
    contentType: 'application/pdf',
    extension: 'pdf',
    bytes: seedPdf('November fees notice'),
    uploaderUid: EXTRA_STAFF[0] ?? ADA,
    createdAt: now - 4 * DAY,
  });
  const clip = clipWebm(1);
  if (clip)
    repo.put({
      name: 'welcome-clip.webm',
      kind: 'video',
      contentType: 'video/webm',
      extension: 'webm',
      bytes: clip,
      uploaderUid: ADA,
      createdAt: now - 2 * DAY,
    });
  repo.put({
    name: 'market-promo.png',
    kind: 'image',
    contentType: 'image/png',
    extension: 'png',
    bytes: picturePng('admin:market-promo'),
    uploaderUid: EXTRA_STAFF[1] ?? ADA,
    createdAt: now - DAY,
  });
}
