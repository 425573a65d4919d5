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
