// Fixture calls of the report and admin operations (spread into fixtures.ts): each gets a 2xx with real data. The
// main user is staff (ada); reports are filed by a fresh account so a second run never meets its own open report.
import { dataOf, type World } from '../lib/world.ts';
import { freshAccount } from './account-fixtures.ts';
import type { Fixture } from './fixtures.ts';

const runTag = Date.now().toString(36);

/** A one-page PDF in which every byte is below 0x80, so it crosses Prism's text proxy intact. */
const ASCII_PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** The newest post of For you, which a fresh account reports; answers its id once filed. */
async function reportedPost(w: World): Promise<string | undefined> {
  const as = await freshAccount(w);
  const list = dataOf(await w.call('listFeed', { body: { feed: 'forYou', page: 1 }, label: 'For you, page 1 (a post to report)' }))?.list;
  const id = Array.isArray(list) ? (list[0] as { id?: unknown } | undefined)?.id : undefined;
  if (!as || typeof id !== 'string') return undefined;
  await w.call('reportContent', {
    as,
    body: { targetType: 'post', targetId: id, reason: 'spam', details: 'Filed by the contract suite' },
    label: `a fresh account reports ${id}`,
  });
  return id;
}

/** A task of this run; answers its id. */
async function task(w: World): Promise<string | undefined> {
  const added = await w.call('adminTaskAdd', {
    body: { title: `Contract task ${runTag}`, details: 'Made by the contract suite', priority: 'low', dueDate: null, assignee: null },
    label: 'a task',
  });
  const id = dataOf(added)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** An uploaded PDF of this run; answers its id. */
async function asset(w: World): Promise<string | undefined> {
  const up = await w.call('adminUpload', {
    raw: { body: ASCII_PDF, contentType: 'application/pdf', describe: 'a one-page PDF' },
    label: 'upload a PDF',
  });
  const id = dataOf(up)?.id;
  return typeof id === 'string' ? id : undefined;
}

export const adminFixtures: Record<string, Fixture> = {
  async reportContent(w) {
    await reportedPost(w);
  },
  async adminReports(w) {
    await w.call('adminReports', { body: {}, label: 'the open queue (staff)' });
    await w.call('adminReports', { body: { status: 'closed' }, label: 'closed cases (staff)' });
  },
  async adminReportAction(w) {
    const id = await reportedPost(w);
    if (id)
      await w.call('adminReportAction', {
        body: { targetType: 'post', targetId: id, action: 'dismiss', note: 'Contract suite' },
        label: `staff dismiss the reports on ${id}`,
      });
  },
  async adminLiftSuspension(w) {
    const list = dataOf(
      await w.call('listFeed', { body: { feed: 'forYou', page: 1 }, label: 'For you, page 1 (authors to suspend)' }),
    )?.list;
    const posts = (Array.isArray(list) ? list : []) as { id?: unknown; author?: { uid?: unknown } }[];
    // Staff cannot be suspended (422), and earlier fixtures post as the main user (staff): the first author who can be
    // is suspended for a day and lifted at once, so they are back as they were before the next call.
    for (const post of posts.slice(0, 10)) {
      const id = post.id;
      const author = post.author?.uid;
      const as = await freshAccount(w);
      if (typeof id !== 'string' || typeof author !== 'string' || !as) continue;
      await w.call('reportContent', {
        as,
        body: { targetType: 'post', targetId: id, reason: 'spam' },
        label: `a fresh account reports ${id}`,
      });
      const suspended = await w.call('adminReportAction', {
        body: { targetType: 'post', targetId: id, action: 'suspend', days: 1, note: 'Contract suite' },
        label: `staff suspend the author of ${id} for a day`,
        // 422: the author is staff (not suspendable); the next post is tried.
        expect: (status) => (status === 200 || status === 422 ? undefined : 'expected 200, or 422 for a staff author'),
      });
      if (suspended.status !== 200) continue;
      await w.call('adminLiftSuspension', { body: { uid: author, note: 'Contract suite' }, label: 'staff lift it at once' });
      return;
    }
  },
  async adminLiftRestriction(w) {
    // main's own community of this run, with third in it: third reports it, staff (main) restrict it, then lift it.
    const third = await w.session('third');
    const c = dataOf(
      await w.call('createCommunity', {
        body: { name: `restrict_${runTag}`.slice(0, 24), description: 'Restriction fixture' },
        label: 'a community to restrict',
      }),
    )?.uid;
    if (typeof c !== 'string') return;
    await w.call('inviteToCommunity', { body: { c, uids: [third.uid] }, label: `invite ${third.who}` });
    await w.call('reportContent', {
      as: 'third',
      body: { targetType: 'community', targetId: c, reason: 'spam' },
      label: `third reports ${c}`,
    });
    await w.call('adminReportAction', {
      body: { targetType: 'community', targetId: c, action: 'restrict', note: 'Contract suite' },
      label: `staff restrict ${c}`,
    });
    await w.call('adminLiftRestriction', { body: { c, note: 'Contract suite' }, label: `staff lift the restriction on ${c}` });
  },
  async adminReportAudit(w) {
    await w.call('adminReportAudit', { body: {}, label: 'the audit trail (staff)' });
  },
  async adminStaff(w) {
    await w.call('adminStaff', { body: {}, label: 'the staff (staff)' });
  },
  async adminTasks(w) {
    await w.call('adminTasks', { body: {}, label: 'all tasks' });
    await w.call('adminTasks', { body: { filter: 'overdue' }, label: 'overdue tasks' });
  },
  async adminTaskAdd(w) {
    await task(w);
  },
  async adminTaskUpdate(w) {
    const id = await task(w);
    if (id) await w.call('adminTaskUpdate', { body: { id, status: 'in_progress' }, label: `start ${id}` });
  },
  async adminTaskDelete(w) {
    const id = await task(w);
    if (id) await w.call('adminTaskDelete', { body: { id }, label: `delete ${id}` });
  },
  async adminTaskComment(w) {
    const id = await task(w);
    if (id) await w.call('adminTaskComment', { body: { id, text: 'Checked by the contract suite' }, label: `comment on ${id}` });
  },
  async adminUpload(w) {
    await asset(w);
  },
  async adminAssets(w) {
    await w.call('adminAssets', { body: {}, label: 'the library' });
    await w.call('adminAssets', { body: { kind: 'image' }, label: 'images only' });
  },
  async adminAssetRename(w) {
    const id = await asset(w);
    if (id) await w.call('adminAssetRename', { body: { id, name: `contract-${runTag}.pdf` }, label: `rename ${id}` });
  },
  async adminAssetDelete(w) {
    const id = await asset(w);
    if (id) await w.call('adminAssetDelete', { body: { id }, label: `delete ${id}` });
  },
};
